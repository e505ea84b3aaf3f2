import { galleryPhotos, photoFallback, photoSrc } from "../../../content/home-content";
import {
  lightboxAlt,
  lightboxHeight,
  lightboxIndex,
  lightboxSrc,
  lightboxTitle,
  lightboxWidth,
  mark,
} from "../../enhance/contract";
import { useTranslation } from "../../i18n/use-translation";
import { useSiteImages } from "../../site-images";
import { FallbackImage } from "../fallback-image";
import { Lightbox } from "./lightbox";
import { ResponsivePhoto } from "./photo";
import { Section } from "./section";

const photoClass =
  "h-full w-full object-cover transition duration-300 group-hover:scale-105 group-focus:scale-105 motion-reduce:transition-none";
/** How wide a photo is shown: a cell of the three-column grid, or half the window on phones. */
const photoSizes = "(min-width: 1024px) 368px, 50vw";

export function GallerySection() {
  const { t } = useTranslation("home");
  const builtIn = galleryPhotos.map(({ key, photo }) => ({
    key,
    src: photoSrc(photo, 800),
    large: photoSrc(photo, 1600),
    photo,
    upload: null,
    title: t(`gallery.items.${key}.title`),
    alt: t(`gallery.items.${key}.alt`),
  }));
  // Photos the owners uploaded in the admin area follow the six built-in ones; the 4:3 frame
  // crops them like the built-in ones.
  const uploaded = useSiteImages().gallery.map((image, index) => ({
    key: image.src,
    src: image.src,
    large: image.large,
    photo: null,
    upload: image,
    title: t("gallery.uploaded.title", { number: index + 1 }),
    alt: t("gallery.uploaded.alt", { number: index + 1 }),
  }));
  const items = [...builtIn, ...uploaded];

  // The lightbox stays outside the section: its controls are not gallery photos.
  return (
    <>
      <Section id="gallery" heading={t("gallery.heading")} intro={t("gallery.intro")}>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.key}>
              <button
                type="button"
                // The lightbox (app/enhance/lightbox.ts) shows this photo large.
                {...mark(lightboxIndex, index)}
                {...mark(lightboxSrc, item.large)}
                {...mark(lightboxTitle, item.title)}
                {...mark(lightboxAlt, item.alt)}
                {...mark(lightboxWidth, (item.photo ?? item.upload)?.width)}
                {...mark(lightboxHeight, (item.photo ?? item.upload)?.height)}
                aria-label={t("gallery.open", { title: item.title })}
                aria-haspopup="dialog"
                className="group relative block aspect-[4/3] w-full overflow-hidden rounded-xl bg-stone-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
              >
                {item.photo ? (
                  <ResponsivePhoto
                    photo={item.photo}
                    fallbackSrc={photoFallback}
                    alt={item.alt}
                    sizes={photoSizes}
                    className={photoClass}
                  />
                ) : (
                  <FallbackImage
                    sources={[item.src, photoFallback]}
                    srcSet={item.upload?.srcSet}
                    sizes={photoSizes}
                    alt={item.alt}
                    width={item.upload?.width}
                    height={item.upload?.height}
                    loading="lazy"
                    decoding="async"
                    className={photoClass}
                  />
                )}
                <span
                  aria-hidden="true"
                  data-testid="gallery-title"
                  className="invisible absolute inset-x-0 bottom-0 bg-gradient-to-t from-stone-950/85 to-transparent px-3 pb-3 pt-8 text-left text-sm font-semibold text-white opacity-0 transition group-hover:visible group-hover:opacity-100 group-focus:visible group-focus:opacity-100 motion-reduce:transition-none [@media(hover:none)]:visible [@media(hover:none)]:opacity-100"
                >
                  {item.title}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Section>
      <Lightbox />
    </>
  );
}
