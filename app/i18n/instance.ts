import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../../content/property";
import { i18nextOptions } from "../../content/texts";

/** One per language and set of namespaces: the texts never change while the process runs. */
const instances = new Map<string, i18n>();

/**
 * A ready i18next instance for React in one language, initialised synchronously from the given
 * texts (the same on the server render and in the browser, so hydration matches). Kept and
 * shared, since making one costs more than rendering a small page's texts.
 */
export function i18nInstance(language: Language, texts: Record<string, unknown>): i18n {
  const key = `${language}:${Object.keys(texts).join()}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = createInstance();
    instance.use(initReactI18next).init(i18nextOptions(language, texts));
    instances.set(key, instance);
  }
  return instance;
}
