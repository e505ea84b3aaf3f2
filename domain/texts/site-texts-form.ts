import { z } from "zod";
import { fill, texts } from "../../content/admin-texts";
import { defaultText, type EditableText, type TextSection } from "../../content/editable-texts";
import { type Language, supportedLanguages } from "../../content/property";
import {
  hasControlCharacters,
  hasControlCharactersBesidesLineBreaks,
  normalizeLineBreaks,
} from "../forms/control-characters";
import { fieldErrorsOf } from "../forms/field-errors";
import { placeholdersOf, unknownPlaceholders } from "./owner-texts";

const messages = texts.siteTexts.errors;

/** The intents of the Texte tab's forms. */
export const siteTextIntents = {
  preview: "preview",
  publish: "publish",
  discard: "discard",
  reset: "reset",
  undo: "undo",
} as const;

/** The form field of one text in one language. */
export function textFieldName(key: string, language: Language): string {
  return `${key}@${language}`;
}

/** The key and language a field (or a reset button's value) names, if it names one. */
export function parseTextFieldName(name: string): { key: string; language: Language } | null {
  const at = name.lastIndexOf("@");
  const language = name.slice(at + 1) as Language;
  if (at < 1 || !supportedLanguages.includes(language)) return null;
  return { key: name.slice(0, at), language };
}

/** One owner's text as posted: its key, language and text, null for the repository's own. */
export interface PostedText {
  key: string;
  language: Language;
  value: string | null;
}

/**
 * One text field: line breaks as `\n`, trimmed; refused with a message in German when it has a
 * control character (a line break too in a one-line text), is longer than its limit or names a
 * placeholder the repository's text does not have. Empty, or the repository's text itself, means
 * the repository's text (null). A field that was not posted stays as it is (undefined).
 */
function textSchema(text: EditableText, language: Language) {
  const original = defaultText(text.key, language);
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : normalizeLineBreaks(value).trim()))
    .superRefine((value, context) => {
      if (value === undefined) return;
      const refuse = (message: string) => context.addIssue({ code: "custom", message });
      if (text.format === "plain" && value.includes("\n")) return refuse(messages.lineBreak);
      if (
        text.format === "plain"
          ? hasControlCharacters(value)
          : hasControlCharactersBesidesLineBreaks(value)
      ) {
        return refuse(messages.control);
      }
      if (value.length > text.max) {
        return refuse(fill(messages.long, { max: text.max, length: value.length }));
      }
      const unknown = unknownPlaceholders(value, original);
      if (unknown.length > 0) {
        const names = unknown.map((name) => (name === "$t(" ? "$t(…)" : `{{${name}}}`)).join(", ");
        const allowed = placeholdersOf(original).map((name) => `{{${name}}}`);
        return refuse(
          allowed.length > 0
            ? fill(messages.placeholder, { names, allowed: allowed.join(", ") })
            : fill(messages.noPlaceholder, { names }),
        );
      }
    })
    .transform((value) => (value === undefined ? undefined : value === original ? null : value))
    .transform((value) => (value === "" ? null : value));
}

export type SiteTextsForm =
  | { ok: true; texts: PostedText[] }
  | { ok: false; errors: Partial<Record<string, string>> };

/**
 * A section's posted texts, every language: each wrong field gets its message, and nothing is
 * taken unless all are right. Fields of other sections are ignored.
 */
export function readSiteTextsForm(
  section: TextSection,
  fields: Partial<Record<string, string>>,
): SiteTextsForm {
  const shape: Record<string, ReturnType<typeof textSchema>> = {};
  for (const text of section.texts) {
    for (const language of supportedLanguages) {
      shape[textFieldName(text.key, language)] = textSchema(text, language);
    }
  }
  const read = z.object(shape).safeParse(fields);
  if (!read.success) return { ok: false, errors: fieldErrorsOf(read.error) };
  const posted: PostedText[] = [];
  for (const [name, value] of Object.entries(read.data)) {
    const field = parseTextFieldName(name);
    if (field && value !== undefined) posted.push({ ...field, value });
  }
  return { ok: true, texts: posted };
}
