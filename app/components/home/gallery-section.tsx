import { useTranslation } from "react-i18next";
import { galleryPhotos, photoFallback, photoSrc } from "../../../content/home-content";
import { Lightbox } from "./lightbox";
import { ResponsivePhoto } from "./photo";
import { Section } from "./section";

export function GallerySection() {
  const { t } = useTranslation("home");
  const items = galleryPhotos.map(({ key, photo }) => ({
    key,
    photo,
    title: t(`gallery.items.${key}.title`),
    alt: t(`gallery.items.${key}.alt`),
  }));

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
                data-lightbox-index={index}
                data-lightbox-src={photoSrc(item.photo, 1600)}
                data-lightbox-title={item.title}
                data-lightbox-alt={item.alt}
                data-lightbox-width={item.photo.width}
                data-lightbox-height={item.photo.height}
                aria-label={t("gallery.open", { title: item.title })}
                aria-haspopup="dialog"
                className="group relative block aspect-[4/3] w-full overflow-hidden rounded-xl bg-stone-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
              >
                <ResponsivePhoto
                  photo={item.photo}
                  fallbackSrc={photoFallback}
                  alt={item.alt}
                  sizes="(min-width: 1024px) 368px, 50vw"
                  className="h-full w-full object-cover transition duration-300 group-hover:scale-105 group-focus:scale-105 motion-reduce:transition-none"
                />
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
