import { inquiryFieldId } from "./field-ids";

/**
 * A number field with − and + buttons (adults at least 1, children at least 0, together at most
 * the owners' guest limit). Without JavaScript it is a plain number input; the buttons are named
 * for screen readers. Its ids come from the field's name (./field-ids.ts).
 */
export function GuestStepper({
  name,
  label,
  hint,
  value,
  min,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  error,
}: {
  name: string;
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  error?: string;
}) {
  const id = inquiryFieldId(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const button =
    "h-10 w-10 rounded-full border border-stone-300 bg-white text-lg font-semibold hover:bg-stone-100 disabled:opacity-40 focus-visible:outline-2";
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <button
          type="button"
          className={button}
          aria-label={decreaseLabel}
          aria-controls={id}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          −
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={Number.isNaN(value) ? "" : value}
          onChange={(event) => onChange(event.target.valueAsNumber)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="h-10 w-16 rounded-md border border-stone-300 px-2 text-center"
        />
        <button
          type="button"
          className={button}
          aria-label={increaseLabel}
          aria-controls={id}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, (Number.isNaN(value) ? min : value) + 1))}
        >
          +
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
