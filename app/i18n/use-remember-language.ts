import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { isSupportedLanguage } from "../../domain/i18n/detect-language";

const storageKey = "i18nextLng";

/**
 * Keeps the visitor's choice in localStorage (SPEC.md section 9) and, when the cookie is gone
 * but the stored choice remains, brings that language back.
 */
export function useRememberLanguage(language: string) {
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the language changes
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const stored = safeGet();
    const hasCookie = document.cookie.split("; ").some((c) => c.startsWith("i18next="));
    if (!params.has("lng") && !hasCookie && isSupportedLanguage(stored) && stored !== language) {
      params.set("lng", stored);
      navigate({ ...location, search: `?${params}` }, { replace: true, preventScrollReset: true });
      return;
    }
    safeSet(language);
  }, [language]);
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
