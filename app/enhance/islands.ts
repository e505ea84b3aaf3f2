import { formatLocale } from "../../domain/booking/format";
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
    // Right after the frame that answers this interaction, while the scripts download.
    requestAnimationFrame(() => setTimeout(loadFormatData));
  };
  for (const type of triggers)
    window.addEventListener(type, start, { capture: true, passive: true });
}

/**
 * Loads the browser's formatting data for the page's language, as the islands' dates and prices
 * will use. A page's first Intl formatter of a locale costs about 0.2 s of a phone's CPU (the
 * next ones about 1 ms): paid here while the network brings the island's script, the main thread
 * has nothing else to do; paid in the island, it was the longest part of the first tap on a day.
 */
function loadFormatData() {
  const locale = formatLocale(document.documentElement.lang);
  new Intl.DateTimeFormat(locale).format(0);
  new Intl.NumberFormat(locale).format(0);
}
