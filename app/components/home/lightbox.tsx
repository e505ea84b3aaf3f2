import { type KeyboardEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type Photo, photoFallback, photoSrc } from "../../../content/home-content";
import { FallbackImage } from "../fallback-image";

interface Item {
  key: string;
  photo: Photo;
  title: string;
  alt: string;
}

/**
 * A photo shown large in a native modal <dialog>: focus stays inside, Escape closes, the
 * arrow keys go to the previous or next photo; focus returns to the photo that opened it.
 */
export function Lightbox({
  items,
  index,
  onIndexChange,
  onClose,
}: {
  items: Item[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("home");
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const last = useRef(0);
  if (index !== null) last.current = index;
  const item = items[last.current];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (index !== null && !element.open) {
      element.showModal();
      // The close button is the natural first stop (React's autoFocus runs before showModal).
      closeButton.current?.focus();
    }
    if (index === null && element.open) element.close();
  }, [index]);

  const step = (delta: number) =>
    onIndexChange((last.current + delta + items.length) % items.length);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    }
  };

  const control =
    "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

  return (
    <dialog
      ref={dialog}
      aria-labelledby="lightbox-title"
      onKeyDown={onKeyDown}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, not its content) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-stone-950/90"
    >
      {index !== null && item && (
        <figure className="flex w-[min(92vw,1200px)] flex-col items-center gap-3">
          <FallbackImage
            key={item.key}
            sources={[photoSrc(item.photo, 1600)]}
            alt={item.alt}
            width={item.photo.width}
            height={item.photo.height}
            className="max-h-[78vh] w-auto rounded-lg object-contain"
            fallback={
              <img
                src={photoFallback}
                alt={item.alt}
                width={item.photo.width}
                height={item.photo.height}
                className="max-h-[78vh] w-auto rounded-lg object-contain"
              />
            }
          />
          <figcaption className="flex w-full items-center justify-between gap-3 text-white">
            <button
              type="button"
              className={control}
              onClick={() => step(-1)}
              aria-label={t("gallery.lightbox.previous")}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <span className="text-center">
              <span id="lightbox-title" className="block font-semibold">
                {item.title}
              </span>
              <span className="text-sm text-stone-300">
                {t("gallery.lightbox.position", {
                  current: last.current + 1,
                  total: items.length,
                })}
              </span>
            </span>
            <span className="flex gap-2">
              <button
                type="button"
                className={control}
                onClick={() => step(1)}
                aria-label={t("gallery.lightbox.next")}
              >
                <span aria-hidden="true">›</span>
              </button>
              <button
                type="button"
                className={control}
                ref={closeButton}
                onClick={() => dialog.current?.close()}
                aria-label={t("gallery.lightbox.close")}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </span>
          </figcaption>
        </figure>
      )}
    </dialog>
  );
}
