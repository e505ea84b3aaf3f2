import type { ReactNode } from "react";

export const inputClass =
  "mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-1.5 aria-[invalid=true]:border-red-600";

/** Attributes tying an input to its label and its message. */
export function fieldAttributes(name: string, errors: Partial<Record<string, string>>) {
  return {
    id: name,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${name}-error` : undefined,
  };
}

/** A labelled field of the Preise tab with its message below. */
export function Field(props: {
  name: string;
  label: string;
  errors: Partial<Record<string, string>>;
  children: ReactNode;
  className?: string;
}) {
  const error = props.errors[props.name];
  return (
    <div className={`text-sm ${props.className ?? ""}`}>
      <label htmlFor={props.name} className="font-medium">
        {props.label}
      </label>
      {props.children}
      {error && (
        <span id={`${props.name}-error`} className="mt-1 block text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}
