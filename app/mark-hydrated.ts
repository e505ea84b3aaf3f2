import { useEffect } from "react";

/**
 * Marks the page as running once React (or an island's Preact) has hydrated it: browser tests
 * wait for it before typing into a form, since hydration resets what was typed into a field
 * before it.
 */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}
