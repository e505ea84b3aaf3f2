import { hydrateOnInteraction, hydrationPreloads, select } from "./contract";

/** What counts as the visitor's first interaction: any touch, scroll, key or pointer move. */
const triggers = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
];

/**
 * On a page that hydrates on interaction (app/hydration.ts), runs React Router's entry script,
 * which the server left inert, at the first interaction. Until then the page is its server HTML.
 */
export function initHydrateOnInteraction() {
  const inert = document.querySelector<HTMLScriptElement>(select(hydrateOnInteraction, "script"));
  if (!inert) return;
  const start = () => {
    for (const type of triggers) window.removeEventListener(type, start, true);
    // Every module at once: the script's imports alone would be found one level at a time.
    for (const href of inert.getAttribute(hydrationPreloads)?.split(" ").filter(Boolean) ?? []) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    // The page's Content-Security-Policy allows inline scripts by this nonce only.
    script.nonce = inert.nonce ?? "";
    script.textContent = inert.textContent;
    inert.replaceWith(script);
  };
  for (const type of triggers)
    window.addEventListener(type, start, { capture: true, passive: true });
}
