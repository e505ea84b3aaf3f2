import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../../content/property";

/**
 * A ready i18next instance for one language, initialised synchronously from the given texts
 * (the same on the server render and in the browser, so hydration matches).
 */
export function createI18n(language: Language, texts: Record<string, unknown>): i18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    // Every language has every key (tests/unit checks), so there is nothing to fall back to.
    fallbackLng: false,
    resources: { [language]: texts } as never,
    defaultNS: "common",
    ns: Object.keys(texts),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
