import { formEntriesProblem } from "../domain/forms/form-entries";

const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Whether the body says it is a form, in UTF-8 (the only charset the parser reads). */
function isForm(contentType: string | null): boolean {
  const [type = "", ...parameters] = (contentType ?? "").toLowerCase().split(";");
  const charset = parameters
    .map((parameter) => parameter.trim())
    .find((parameter) => parameter.startsWith("charset="))
    ?.slice("charset=".length)
    .replaceAll('"', "");
  return formTypes.includes(type.trim()) && (charset === undefined || charset === "utf-8");
}

/**
 * The posted form of an action, or null when the body is not one this site's forms send: another
 * content type or charset, a body the parser cannot read (truncated multipart, a missing
 * boundary), or entries refused by `formEntriesProblem`. Each action answers null with its own
 * 400 message. Size is not checked here: the body limit middleware (server/body-limits.ts)
 * refused large bodies before.
 */
export async function readForm(
  request: Request,
  options: { files: boolean } = { files: false },
): Promise<FormData | null> {
  if (!isForm(request.headers.get("content-type"))) return null;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  return formEntriesProblem(form.entries(), options) ? null : form;
}

/** A form's fields by name, as text: readForm lets each through once, and no file. */
export type FormFields = Partial<Record<string, string>>;

/** readForm's fields as plain values, or null when the post was no readable form. */
export async function readFields(request: Request): Promise<FormFields | null> {
  const form = await readForm(request);
  return form ? (Object.fromEntries(form) as FormFields) : null;
}
