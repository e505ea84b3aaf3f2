import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../../content/property";
import { i18nextOptions } from "../../content/texts";

/**
 * One per language, set of namespaces and version of the owners' texts (a set's texts never
 * change: a change of the owners' is a new version). The few used last are kept.
 */
const instances = new Map<string, i18n>();
const keptInstances = 24;

/**
 * A ready i18next instance for React in one language, initialised synchronously from the given
 * texts (the same on the server render and in the browser, so hydration matches). Kept and
 * shared, since making one costs more than rendering a small page's texts. `version` names the
 * owners' texts in `texts` (server/site-texts.ts): "" for the repository's own.
 */
export function i18nInstance(
  language: Language,
  texts: Record<string, unknown>,
  version = "",
): i18n {
  const key = `${language}:${version}:${Object.keys(texts).join()}`;
  let instance = instances.get(key);
  if (instance) {
    // Used last, so dropped last.
    instances.delete(key);
  } else {
    instance = createInstance();
    instance.use(initReactI18next).init(i18nextOptions(language, texts));
  }
  instances.set(key, instance);
  if (instances.size > keptInstances) instances.delete(instances.keys().next().value!);
  return instance;
}
