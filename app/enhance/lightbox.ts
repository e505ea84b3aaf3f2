import {
  fallbackSources,
  lightbox,
  lightboxAlt,
  lightboxClose,
  lightboxFallback,
  lightboxHeight,
  lightboxImage,
  lightboxIndex,
  lightboxNext,
  lightboxPosition,
  lightboxPositionTemplate,
  lightboxPrevious,
  lightboxSrc,
  lightboxTitle,
  lightboxWidth,
  select,
  showsFallback,
} from "./contract";

/**
 * The gallery lightbox: a native modal `<dialog data-lightbox>` (focus stays inside, Escape
 * closes), filled from the photo buttons' data attributes (`data-lightbox-index`, `-src`,
 * `-title`, `-alt`, `-width`, `-height`). The arrow keys step through the photos; a click on
 * the backdrop closes it; focus returns to the photo that opened it.
 */
let current = 0;
let opener = 0;

function dialog(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>(select(lightbox, "dialog"));
}

function triggers(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(select(lightboxIndex))];
}

function show(index: number): void {
  const element = dialog();
  const items = triggers();
  const item = items[index];
  if (!element || !item) return;
  current = index;
  const data = (name: string) => item.getAttribute(name) ?? "";
  const img = element.querySelector<HTMLImageElement>(select(lightboxImage, "img"));
  if (img) {
    img.hidden = false;
    img.setAttribute(fallbackSources, element.getAttribute(lightboxFallback) ?? "");
    img.removeAttribute(showsFallback);
    img.alt = data(lightboxAlt);
    img.width = Number(data(lightboxWidth));
    img.height = Number(data(lightboxHeight));
    img.src = data(lightboxSrc);
  }
  const title = element.querySelector(select(lightboxTitle));
  if (title) title.textContent = data(lightboxTitle);
  const position = element.querySelector(select(lightboxPosition));
  if (position) {
    position.textContent = (element.getAttribute(lightboxPositionTemplate) ?? "")
      .replace("{current}", String(index + 1))
      .replace("{total}", String(items.length));
  }
}

function step(delta: number): void {
  const total = triggers().length;
  if (total) show((current + delta + total) % total);
}

export function initLightbox(): void {
  const element = dialog();
  if (!element) return;
  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const trigger = target?.closest?.<HTMLElement>(select(lightboxIndex));
    const box = dialog();
    if (trigger && box) {
      opener = Number(trigger.getAttribute(lightboxIndex));
      show(opener);
      box.showModal();
      box.querySelector<HTMLElement>(select(lightboxClose))?.focus();
      return;
    }
    if (!box?.open) return;
    // A click on the backdrop (the dialog itself, not its content) closes it.
    if (target === box) box.close();
    else if (target?.closest?.(select(lightboxClose))) box.close();
    else if (target?.closest?.(select(lightboxPrevious))) step(-1);
    else if (target?.closest?.(select(lightboxNext))) step(1);
  });
  document.addEventListener("keydown", (event) => {
    const box = dialog();
    if (!box?.open) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    }
  });
  element.addEventListener("close", () => {
    triggers()[opener]?.focus();
  });
}
