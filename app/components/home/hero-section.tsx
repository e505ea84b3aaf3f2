import { Link } from "react-router";
import {
  heroFallback,
  heroPhoto,
  mailSubjects,
  mailtoHref,
  photoSrc,
} from "../../../content/home-content";
import { property } from "../../../content/property";
import { useTranslation } from "../../i18n/use-translation";
import { bookingPath } from "../../navigation";
import { useContactFacts } from "../../root-data";
import { useSiteImages } from "../../site-images";
import { FallbackImage } from "../fallback-image";
import { SiteLogo } from "../site-logo";
import { formatNumber } from "./format";
import { ResponsivePhoto } from "./photo";

const backgroundClass = "absolute inset-0 -z-10 h-full w-full object-cover";
/** The background fills the width of the window. */
const heroSizes = "100vw";

const pills = ["details", "gallery", "reviews", "attractions", "contact"] as const;

export function HeroSection() {
  const { t, i18n } = useTranslation("home");
  const uploadedBackground = useSiteImages().background;
  const { email } = useContactFacts();
  return (
    <section
      id="hero"
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[34rem] items-end overflow-hidden bg-sky-900 sm:min-h-[38rem]"
    >
      {uploadedBackground ? (
        // The owners' uploaded background replaces the built-in photo (which stays its fallback).
        <FallbackImage
          sources={[uploadedBackground.src, photoSrc(heroPhoto, 1600), heroFallback]}
          srcSet={uploadedBackground.srcSet}
          sizes={heroSizes}
          alt={t("hero.imageAlt")}
          width={uploadedBackground.width}
          height={uploadedBackground.height}
          fetchPriority="high"
          className={backgroundClass}
        />
      ) : (
        <ResponsivePhoto
          photo={heroPhoto}
          fallbackSrc={heroFallback}
          alt={t("hero.imageAlt")}
          sizes={heroSizes}
          loading="eager"
          fetchPriority="high"
          className={backgroundClass}
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-stone-950/85 via-stone-950/45 to-stone-950/10" />
      <div className="mx-auto w-full max-w-6xl px-4 pb-12 pt-24 text-white sm:pb-16">
        <div className="mb-6 inline-flex rounded-xl bg-white/95 px-3 py-2 shadow">
          <SiteLogo className="h-10 w-auto" />
        </div>
        <p className="text-sm font-semibold uppercase tracking-wider text-amber-200">
          {t("hero.eyebrow", { altitude: formatNumber(i18n.language, property.altitudeMeters) })}
        </p>
        <h1
          id="hero-heading"
          className="mt-2 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl"
        >
          {t("heading")}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-stone-100">{t("hero.lead")}</p>
        <nav aria-label={t("hero.navLabel")} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {pills.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-block rounded-full border border-white/50 bg-white/15 px-4 py-1.5 text-sm font-medium backdrop-blur-sm hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  {t(`hero.pills.${id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={bookingPath}
            className="inline-flex items-center rounded-full bg-amber-400 px-6 py-3 font-semibold text-stone-950 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t("hero.booking")}
          </Link>
          <a
            href={mailtoHref(email, mailSubjects.inquiry)}
            className="inline-flex items-center rounded-full border border-white bg-white/10 px-6 py-3 font-semibold text-white backdrop-blur-sm hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t("hero.mail")}
          </a>
        </div>
      </div>
    </section>
  );
}
