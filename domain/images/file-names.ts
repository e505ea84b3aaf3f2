/**
 * File names of uploads. The stored name is `{timestamp}-{safe base}.webp`: lower-case ASCII
 * letters, digits, `-` and `_` only, whatever the owners' computer called the file.
 */
import { hasControlCharacters } from "../forms/control-characters";

export type FileNameProblem = "control-characters" | "traversal";

/**
 * Why a file name is refused, or null. A name trying to leave its folder (`..`, slashes, NUL)
 * or carrying line breaks is refused with a message, not silently renamed.
 */
export function fileNameProblem(original: string): FileNameProblem | null {
  if (/[/\\]/.test(original) || original.includes("..")) return "traversal";
  if (hasControlCharacters(original)) return "control-characters";
  return null;
}

/** The base of a safe file name (no extension), or null when the name is refused. */
export function safeBaseName(original: string): string | null {
  if (fileNameProblem(original)) return null;
  const base = original
    .replace(/\.[^.]*$/, "")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "")
    .slice(0, 60);
  return base || "bild";
}

/**
 * A name this site could have stored: its own uploads (`.webp`) and those of earlier versions,
 * which kept the original format's extension.
 */
export const storedImageName = /^\d{13}-[a-z0-9][a-z0-9_-]{0,79}\.(webp|jpg|png|avif)$/;
