import { photoFallback } from "../../../content/home-content";
import {
  lightbox,
  lightboxClose,
  lightboxFallback,
  lightboxImage,
  lightboxNext,
  lightboxPosition,
  lightboxPositionTemplate,
  lightboxPrevious,
  lightboxTitle,
  mark,
} from "../../enhance/contract";
import { useTranslation } from "../../i18n/use-translation";

const controlClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** A round button of the lightbox, named for screen readers; the script finds it by its mark. */
function LightboxControl(props: {
  action: typeof lightboxPrevious | typeof lightboxNext | typeof lightboxClose;
  label: string;
  symbol: string;
}) {
  return (
    <button type="button" className={controlClass} {...mark(props.action)} aria-label={props.label}>
      <span aria-hidden="true">{props.symbol}</span>
    </button>
  );
}

/**
 * The gallery's lightbox as static markup: a native modal <dialog> that the enhancement script
 * (app/enhance/lightbox.ts) fills from the photo buttons and opens; focus stays inside, Escape
 * closes, the arrow keys go to the previous or next photo; focus returns to the photo that
 * opened it.
 */
export function Lightbox() {
  const { t } = useTranslation("home");
  return (
    <dialog
      {...mark(lightbox)}
      {...mark(lightboxFallback, photoFallback)}
      {...mark(
        lightboxPositionTemplate,
        t("gallery.lightbox.position", { current: "{current}", total: "{total}" }),
      )}
      aria-labelledby="lightbox-title"
      className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-stone-950/90"
    >
      <figure className="flex w-[min(92vw,1200px)] flex-col items-center gap-3">
        <img
          {...mark(lightboxImage)}
          alt=""
          hidden
          className="max-h-[78vh] w-auto rounded-lg object-contain"
        />
        <figcaption className="flex w-full items-center justify-between gap-3 text-white">
          <LightboxControl
            action={lightboxPrevious}
            label={t("gallery.lightbox.previous")}
            symbol="‹"
          />
          <span className="text-center">
            <span id="lightbox-title" {...mark(lightboxTitle)} className="block font-semibold" />
            <span {...mark(lightboxPosition)} className="text-sm text-stone-300" />
          </span>
          <span className="flex gap-2">
            <LightboxControl action={lightboxNext} label={t("gallery.lightbox.next")} symbol="›" />
            <LightboxControl
              action={lightboxClose}
              label={t("gallery.lightbox.close")}
              symbol="✕"
            />
          </span>
        </figcaption>
      </figure>
    </dialog>
  );
}
