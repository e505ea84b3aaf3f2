import type { TFunction } from "i18next";
import { createI18n } from "../app/i18n/instance";
import { resources } from "../app/i18n/resources";
import { type Language, supportedLanguages } from "../content/property";

const translators = new Map<Language, TFunction>(
  supportedLanguages.map((language) => [language, createI18n(language, resources[language]).t]),
);

/** Server-side translation for one language (titles, e-mails, action messages). */
export function translatorFor(language: Language): TFunction {
  return translators.get(language)!;
}
