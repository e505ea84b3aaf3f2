import type { $ZodError } from "zod/v4/core";

/** Field name → its first message, for showing next to the fields (every form of the site). */
export function fieldErrorsOf<Field extends string = string>(
  error: $ZodError,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
