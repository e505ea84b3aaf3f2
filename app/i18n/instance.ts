import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../../content/property";
import { i18nextOptions } from "../../content/texts";

/**
 * A ready i18next instance for React in one language, initialised synchronously from the given
 * texts (the same on the server render and in the browser, so hydration matches).
 */
export function createI18n(language: Language, texts: Record<string, unknown>): i18n {
  const instance = createInstance();
  instance.use(initReactI18next).init(i18nextOptions(language, texts));
  return instance;
}
