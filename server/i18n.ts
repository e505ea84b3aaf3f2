import { createInstance, type TFunction } from "i18next";
import { type Language, supportedLanguages } from "../content/property";
import { i18nextOptions, resources } from "../content/texts";

function translator(language: Language): TFunction {
  const instance = createInstance();
  instance.init(i18nextOptions(language, resources[language]));
  return instance.t;
}

const translators = new Map<Language, TFunction>(
  supportedLanguages.map((language) => [language, translator(language)]),
);

/** Server-side translation for one language (titles, e-mails, action messages). */
export function translatorFor(language: Language): TFunction {
  return translators.get(language)!;
}
