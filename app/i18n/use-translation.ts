import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";

/** One bound `t` per instance and namespace, made once and shared by every render. */
const boundTs = new WeakMap<I18n, Map<string, TFunction>>();

/**
 * The texts of one namespace for a component, from the instance React has been given.
 *
 * react-i18next's own hook also loads missing namespaces, follows language changes and gives
 * each mounted component its own copy of the instance. None of that happens here: an instance
 * holds one language with all its texts from the start (./instance.ts), and another language is
 * another instance. That per-mount work was a tenth of a page's server render.
 */
export function useTranslation(namespace = "common"): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let byNamespace = boundTs.get(i18n);
  if (!byNamespace) {
    byNamespace = new Map();
    boundTs.set(i18n, byNamespace);
  }
  let t = byNamespace.get(namespace);
  if (!t) {
    t = i18n.getFixedT(null, namespace) as TFunction;
    byNamespace.set(namespace, t);
  }
  return { t, i18n };
}
