import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { galleryPhotos, photoFallback } from "../../../content/home-content";
import { Lightbox } from "./lightbox";
import { ResponsivePhoto } from "./photo";
import { Section } from "./section";

export function GallerySection() {
  const { t } = useTranslation("home");
  const [open, setOpen] = useState<number | null>(null);
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);
  /** The photo that opened the lightbox: focus goes back there when it closes. */
  const opener = useRef(0);
  const items = galleryPhotos.map(({ key, photo }) => ({
    key,
    photo,
    title: t(`gallery.items.${key}.title`),
    alt: t(`gallery.items.${key}.alt`),
  }));

  return (
    <Section id="gallery" heading={t("gallery.heading")} intro={t("gallery.intro")}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.key}>
            <button
              type="button"
              ref={(element) => {
                triggers.current[index] = element;
              }}
              onClick={() => {
                opener.current = index;
                setOpen(index);
              }}
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
      <Lightbox
        items={items}
        index={open}
        onIndexChange={setOpen}
        onClose={() => {
          setOpen(null);
          triggers.current[opener.current]?.focus();
        }}
      />
    </Section>
  );
}
