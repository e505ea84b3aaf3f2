import type { i18n as I18n, TFunction, TOptions } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";

/** One bound `t` per instance and namespace, made once and shared by every render. */
const boundTs = new WeakMap<I18n, Map<string, TFunction>>();

/**
 * The instance's `t` with a default namespace. i18next's `getFixedT` would do, but it copies the
 * instance's forty-odd options into a new object on every call, and V8 keeps those copies long
 * enough to move them to the old generation: they were a third of what the server's full
 * garbage collections had to clear. `ns` marks it as bound for react-i18next's `<Trans>`.
 */
function boundT(i18n: I18n, namespace: string): TFunction {
  const t = (key: string | string[], options?: TOptions) =>
    i18n.t(key, { ...options, ns: options?.ns ?? namespace });
  return Object.assign(t, { ns: namespace }) as unknown as TFunction;
}

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
    t = boundT(i18n, namespace);
    byNamespace.set(namespace, t);
  }
  return { t, i18n };
}
