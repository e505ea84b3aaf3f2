import { isSupportedLanguage } from "../../domain/i18n/detect-language";
import { languageLink, select } from "./contract";

const storageKey = "i18nextLng";

/**
 * Keeps the visitor's language in localStorage `i18nextLng`. When the
 * `i18next` cookie is gone but a stored choice differs from the page's language (and the URL
 * names none), loads the page again with `?lng=<stored>`. Returns false when it does that.
 */
export function initRememberLanguage(): boolean {
  const language = document.documentElement.lang;
  const url = new URL(window.location.href);
  const stored = safeGet();
  const hasCookie = document.cookie.split("; ").some((c) => c.startsWith("i18next="));
  if (
    !url.searchParams.has("lng") &&
    !hasCookie &&
    isSupportedLanguage(stored) &&
    stored !== language
  ) {
    url.searchParams.set("lng", stored);
    window.location.replace(url.href);
    return false;
  }
  if (isSupportedLanguage(language)) safeSet(language);
  // A language link (footer) remembers the choice at once; on hydrated pages the switch is a
  // client-side navigation, and <html lang> changes in place.
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.(select(languageLink, "a"));
    const chosen = link?.getAttribute(languageLink);
    if (isSupportedLanguage(chosen)) safeSet(chosen);
  });
  new MutationObserver(() => {
    const current = document.documentElement.lang;
    if (isSupportedLanguage(current)) safeSet(current);
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  return true;
}

function safeGet(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function safeSet(value: string) {
  try {
    localStorage.setItem(storageKey, value);
  } catch {
    // Storage can be disabled; the cookie still remembers the choice.
  }
}
