import {
  defaultLanguage,
  fallbackLanguage,
  type Language,
  supportedLanguages,
} from "../../content/property";

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

/** "de-AT" -> "de"; anything that is not a supported language -> undefined. */
function toSupported(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(base) ? base : undefined;
}

/** Language tags of an Accept-Language header, best first (q=0 dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, position) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isNaN(quality) ? 0 : quality, position };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position)
    .map((entry) => entry.tag);
}

/**
 * Order: query parameter `lng`, then the stored choice, then the browser's
 * languages, then the default (de). A signal that names only languages we do not offer
 * falls back to English.
 */
export function detectLanguage(signals: {
  query?: string | null;
  stored?: string | null;
  acceptLanguage?: string | null;
}): Language {
  const explicit = [signals.query, signals.stored].filter(Boolean) as string[];
  for (const choice of explicit) {
    const language = toSupported(choice);
    if (language) return language;
  }
  const browserLanguages = parseAcceptLanguage(signals.acceptLanguage);
  for (const tag of browserLanguages) {
    const language = toSupported(tag);
    if (language) return language;
  }
  if (explicit.length > 0 || browserLanguages.length > 0) return fallbackLanguage;
  return defaultLanguage;
}
