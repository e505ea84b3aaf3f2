import { editableText, keyPath } from "../../content/editable-texts";
import type { Language } from "../../content/property";

/** The owners' own texts in one language: i18next key (`namespace:path`) → text. */
export type TextOverrides = Record<string, string>;

/**
 * The owners' texts the public pages show: published ones, or in a signed-in admin's preview the
 * draft over them. `version` names this set (a new one per change), so translators made for one
 * set are kept and shared (app/i18n/instance.ts).
 */
export interface OwnerTexts {
  version: string;
  byLanguage: Partial<Record<Language, TextOverrides>>;
}

/** The query parameter that opens a public page with the owners' draft (signed-in admins only). */
export const previewParam = "vorschau";

/** A copy of `value` with `text` at `path`; objects and arrays on the way are copied, nothing else. */
function setAt(value: unknown, path: readonly string[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = value.slice();
    copy[Number(head)] = setAt(copy[Number(head)], rest, text);
    return copy;
  }
  const object = (value ?? {}) as Record<string, unknown>;
  return { ...object, [head]: setAt(object[head], rest, text) };
}

/**
 * One language's texts (all namespaces) with the owners' texts in place of the repository's.
 * Only keys the owners may edit are taken (a key no longer editable keeps the repository's
 * text); the rest of the texts is shared, not copied.
 */
export function withOwnerTexts<Texts extends object>(
  texts: Texts,
  overrides: TextOverrides | undefined,
): Texts {
  let result: unknown = texts;
  for (const [key, text] of Object.entries(overrides ?? {})) {
    if (editableText(key) && text !== "") result = setAt(result, keyPath(key), text);
  }
  return result as Texts;
}

const placeholder = /\{\{\s*-?\s*([^\s,}]+)[^}]*\}\}|\$t\(/g;

/**
 * The i18next placeholders of a text (`{{size}}`, `{{count, number}}`), and `$t(` for a nested
 * text, each once.
 */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(placeholder)].map((match) => match[1] ?? "$t("))];
}

/** The placeholders of `text` its default does not have (the site would show them as typed). */
export function unknownPlaceholders(text: string, defaultText: string): string[] {
  const known = new Set(placeholdersOf(defaultText));
  return placeholdersOf(text).filter((name) => !known.has(name));
}
