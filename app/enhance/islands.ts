import { islandScript, select } from "./contract";

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
 * On a page with an island (app/islands/), loads the island's script at the first interaction.
 * Until then the page is its server HTML, which works on its own.
 */
export function initIslands() {
  const islands = document.querySelectorAll<HTMLElement>(select(islandScript));
  if (islands.length === 0) return;
  const start = () => {
    for (const type of triggers) window.removeEventListener(type, start, true);
    for (const island of islands) {
      const script = document.createElement("script");
      script.type = "module";
      script.src = island.getAttribute(islandScript) ?? "";
      document.head.append(script);
    }
  };
  for (const type of triggers)
    window.addEventListener(type, start, { capture: true, passive: true });
}
