import { fallbackSources, imageFallback, select, showsFallback } from "./contract";

/**
 * Image fallbacks. Markup: `<img data-fallback-srcs="next1 next2">`,
 * optionally followed by `<span hidden data-image-fallback>` (shown when every source failed,
 * e.g. the site name as text). A failure can happen before this script runs, so images that
 * are already broken are handled at start; later ones through a capturing `error` listener
 * (image errors do not bubble).
 */
export function initFallbackImages(): void {
  document.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement) advance(target);
    },
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>(select(fallbackSources, "img"))) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute("src")) advance(img);
  }
}

function advance(img: HTMLImageElement): void {
  const list = img.getAttribute(fallbackSources);
  if (list === null) return;
  const [next, ...rest] = list.split(" ").filter(Boolean);
  if (next) {
    img.setAttribute(fallbackSources, rest.join(" "));
    // The fallback is one plain image: the srcset must not pick the broken photo again.
    img.removeAttribute("srcset");
    img.removeAttribute("sizes");
    img.setAttribute(showsFallback, "");
    img.src = next;
    return;
  }
  img.removeAttribute(fallbackSources);
  const replacement = img.nextElementSibling;
  if (replacement instanceof HTMLElement && replacement.hasAttribute(imageFallback)) {
    img.hidden = true;
    replacement.hidden = false;
  }
}
