import { defaultText, type TextFormat, textSections } from "../../content/editable-texts";
import { defaultLanguage, type Language, supportedLanguages } from "../../content/property";
import { textFieldName } from "./site-texts-form";

/** The published state of one text in one language: its newest change. */
export interface PublishedText {
  key: string;
  language: string;
  value: string | null;
  changedAt: Date;
}

/** A drafted text in one language (value null: back to the repository's text). */
export interface DraftText {
  key: string;
  language: string;
  value: string | null;
}

/**
 * What the Texte tab shows of one text in one language: the field's name and text (the draft,
 * else the published one, else the repository's), and its marks: the owners' own text, a
 * draft, and for a translation whose German the owners changed, that it is missing (still the
 * repository's) or older than the German.
 */
export interface TextLanguageState {
  language: Language;
  field: string;
  value: string;
  own: boolean;
  draft: boolean;
  mark: "missing" | "older" | null;
}

export interface TextState {
  key: string;
  label: string;
  format: TextFormat;
  max: number;
  languages: TextLanguageState[];
}

export interface TextSectionState {
  id: string;
  label: string;
  page: string;
  texts: TextState[];
  /** Whether any of its texts is in draft. */
  drafted: boolean;
  /** Changes with any of its texts, marks or drafts: the form is made anew when it does. */
  revision: string;
}

/** A short fingerprint of a text (FNV-1a), enough to tell one section's states apart. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const placeOf = (key: string, language: string) => `${key}@${language}`;

/** Every editable text's state, by section, from the newest published changes and the draft. */
export function textSectionStates(
  published: readonly PublishedText[],
  drafts: readonly DraftText[],
): TextSectionState[] {
  const current = new Map(published.map((row) => [placeOf(row.key, row.language), row]));
  const drafted = new Map(drafts.map((row) => [placeOf(row.key, row.language), row.value]));
  return textSections.map((section) => {
    const texts = section.texts.map((text) => {
      const german = current.get(placeOf(text.key, defaultLanguage));
      const germanOwn = german?.value != null ? german : undefined;
      const languages = supportedLanguages.map((language): TextLanguageState => {
        const place = placeOf(text.key, language);
        const row = current.get(place);
        const own = row?.value != null;
        const draft = drafted.has(place);
        const shown = draft ? drafted.get(place) : row?.value;
        let mark: TextLanguageState["mark"] = null;
        if (language !== defaultLanguage && germanOwn) {
          if (!own) mark = "missing";
          else if (row && row.changedAt < germanOwn.changedAt) mark = "older";
        }
        return {
          language,
          field: textFieldName(text.key, language),
          value: shown ?? defaultText(text.key, language),
          own,
          draft,
          mark,
        };
      });
      return { key: text.key, label: text.label, format: text.format, max: text.max, languages };
    });
    return {
      id: section.id,
      label: section.label,
      page: section.page,
      texts,
      drafted: texts.some((text) => text.languages.some((state) => state.draft)),
      revision: fingerprint(JSON.stringify(texts)),
    };
  });
}
