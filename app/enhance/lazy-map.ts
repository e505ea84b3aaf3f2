import { lazyMap, mapSource, mapTitle, select } from "./contract";

/**
 * The OpenStreetMap embed: `<div data-lazy-map data-map-src data-map-title>` holds a link to
 * the map; the frame replaces it only when the holder comes near the viewport, so no request
 * reaches openstreetmap.org on first load.
 */
export function initLazyMap(): void {
  const holders = document.querySelectorAll<HTMLElement>(select(lazyMap));
  if (holders.length === 0 || !("IntersectionObserver" in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        show(entry.target as HTMLElement);
      }
    },
    { rootMargin: "200px" },
  );
  for (const holder of holders) observer.observe(holder);
}

function show(holder: HTMLElement): void {
  const src = holder.getAttribute(mapSource);
  if (!src) return;
  const frame = document.createElement("iframe");
  frame.src = src;
  frame.title = holder.getAttribute(mapTitle) ?? "";
  frame.loading = "lazy";
  frame.referrerPolicy = "no-referrer";
  frame.className = "h-[320px] w-full border-0";
  holder.replaceChildren(frame);
}
