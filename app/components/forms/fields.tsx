import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

/** Every text box, list and date field of the site and the admin area looks alike. */
const inputClass =
  "mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600";

interface FieldProps {
  label: ReactNode;
  /** Read by screen readers only, where the placeholder and the button say it to the eye. */
  hideLabel?: boolean;
  /** Shown below the control and read with it. */
  hint?: ReactNode;
  /** The check's message: marks the control invalid and is read with it. */
  error?: string;
  /** Marks the control invalid when its message stands elsewhere (named by `aria-describedby`). */
  invalid?: boolean;
  /** Ids of messages elsewhere that describe the control too. */
  describedBy?: string;
  /** Around label, control and messages (grid placement). */
  className?: string;
}

type Wiring = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/**
 * Label, control, hint and message, tied together: the label names the control, hint and
 * message describe it, `aria-invalid` marks it while there is a message. The id is the given
 * one or a generated one.
 */
function Field(props: FieldProps & { id?: string; children: (wiring: Wiring) => ReactNode }) {
  const generated = useId();
  const id = props.id ?? generated;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [props.describedBy, hintId, errorId].filter(Boolean).join(" ");
  return (
    <div className={props.className}>
      <label htmlFor={id} className={props.hideLabel ? "sr-only" : "block text-sm font-medium"}>
        {props.label}
      </label>
      {props.children({
        id,
        "aria-invalid": props.error || props.invalid ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {props.hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

type Own = "className" | "aria-invalid" | "aria-describedby";

/** The field's own props apart from the control's. */
function split<Props extends FieldProps & { id?: string }>(props: Props) {
  const { label, hideLabel, hint, error, invalid, describedBy, className, ...control } = props;
  const field = { label, hideLabel, hint, error, invalid, describedBy, className, id: props.id };
  return [field, control] as const;
}

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, Own> & { name: string };

/** A text, e-mail, password, phone, number or date field. */
export function TextField(props: TextFieldProps) {
  const [field, input] = split(props);
  return (
    <Field {...field}>{(wiring) => <input className={inputClass} {...input} {...wiring} />}</Field>
  );
}

/** A date field (the browser's own picker). */
export function DateField(props: Omit<TextFieldProps, "type">) {
  return <TextField {...props} type="date" />;
}

export function TextArea(
  props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own> & { name: string },
) {
  const [field, textarea] = split(props);
  return (
    <Field {...field}>
      {(wiring) => <textarea className={inputClass} {...textarea} {...wiring} />}
    </Field>
  );
}

/** A list to choose from; `options` as value and label. */
export function Select(
  props: FieldProps &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, Own | "children"> & {
      name: string;
      options: readonly { value: string; label: string }[];
    },
) {
  const [field, { options, ...select }] = split(props);
  return (
    <Field {...field}>
      {(wiring) => (
        <select className={inputClass} {...select} {...wiring}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label after it; the label's class sets the spacing. */
export function Checkbox({
  label,
  className = "flex items-center gap-2",
  ...input
}: { label: ReactNode; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "className"
>) {
  return (
    <label className={className}>
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}

/**
 * For forms whose messages are keyed by field name: name, label and message of one field,
 * `<TextField {...field(name, label)} />`.
 */
export function fieldsOf(errors: Partial<Record<string, string>>) {
  return (name: string, label: string) => ({ name, label, error: errors[name] });
}
