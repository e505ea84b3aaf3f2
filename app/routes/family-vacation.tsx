import { Link } from "react-router";
import {
  attractions,
  familyPhotos,
  mailSubjects,
  mailtoHref,
  photoFallback,
} from "../../content/home-content";
import { property } from "../../content/property";
import { pageSeo } from "../../server/seo";
import { formatNumber } from "../components/home/format";
import { CheckList, Icon } from "../components/home/icons";
import { ResponsivePhoto } from "../components/home/photo";
import { buttonClass } from "../components/home/section";
import { RichText } from "../components/rich-text";
import { SiteLogo } from "../components/site-logo";
import { useTranslation } from "../i18n/use-translation";
import { bookingPath } from "../navigation";
import { useContactFacts, useHouseFacts } from "../root-data";
import { pageMeta } from "../seo";
import type { Route } from "./+types/family-vacation";

export async function loader({ context }: Route.LoaderArgs) {
  return { seo: await pageSeo(context, "/familienurlaub", "family") };
}

/** Static page: no React in the browser (see root.tsx); app/enhance/ adds the behaviour. */
export const handle = { hydrate: false };
export { clientLoader } from "../full-page-load";

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

const adventureParkWalk = attractions.find((item) => item.key === "adventurePark")!.distance;

/** A part's heading; its id names the part's section. */
function PartHeading({ part }: { part: "experience" | "culinary" | "accommodation" }) {
  const { t } = useTranslation("family");
  return (
    <h2 id={`${part}-heading`} className="text-2xl font-semibold text-emerald-950 sm:text-3xl">
      {t(`${part}.heading`)}
    </h2>
  );
}

const photoClass = "aspect-[4/3] w-full rounded-2xl object-cover shadow";

/** A part's photo, beside its text (half the width from md up). */
function PartPhoto({
  part,
  loading,
  className,
}: {
  part: keyof typeof familyPhotos;
  /** "eager" for the first one, seen on opening the page. */
  loading?: "eager";
  /** Added to the photo's own classes. */
  className?: string;
}) {
  const { t } = useTranslation("family");
  return (
    <ResponsivePhoto
      photo={familyPhotos[part]}
      fallbackSrc={photoFallback}
      alt={t(`${part}.imageAlt`)}
      sizes="(min-width: 768px) 560px, 100vw"
      loading={loading}
      className={className ? `${photoClass} ${className}` : photoClass}
    />
  );
}

/** The family-vacation landing page, rendered completely on the server. */
export default function FamilyVacation() {
  const { t, i18n } = useTranslation("family");
  const { email } = useContactFacts();
  const house = useHouseFacts();
  const list = (key: string, values: Record<string, unknown> = {}) =>
    t(key, { returnObjects: true, ...values }) as string[];
  const activities = list("activities.items", { walk: adventureParkWalk.minutes });
  const accommodation = list("accommodation.items", { bedrooms: house.bedrooms });
  const sectionClass = "mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2";
  return (
    <article>
      <header className="bg-gradient-to-b from-sky-100 to-stone-50">
        <div className="mx-auto max-w-4xl px-4 pb-12 pt-14 text-center">
          <div className="inline-flex rounded-xl bg-white px-3 py-2 shadow-sm">
            <SiteLogo className="h-12 w-auto" />
          </div>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-emerald-950 sm:text-5xl">
            {t("heading")}
          </h1>
          <RichText
            className="mx-auto mt-5 max-w-2xl text-lg text-stone-700"
            text={t("intro", { altitude: formatNumber(i18n.language, property.altitudeMeters) })}
          />
        </div>
      </header>

      <section aria-labelledby="experience-heading" className={sectionClass}>
        <div>
          <PartHeading part="experience" />
          <RichText className="mt-4 text-stone-700" text={t("experience.text")} />
          <h3 className="mt-8 text-xl font-semibold text-emerald-950">{t("activities.heading")}</h3>
          <CheckList items={activities} className="mt-3 space-y-2" />
        </div>
        <PartPhoto part="experience" loading="eager" />
      </section>

      <section aria-labelledby="culinary-heading" className="bg-white">
        <div className="mx-auto max-w-3xl px-4 py-14">
          <PartHeading part="culinary" />
          <RichText className="mt-4 text-stone-700" text={t("culinary.text")} />
        </div>
      </section>

      <section aria-labelledby="accommodation-heading" className={sectionClass}>
        <PartPhoto part="accommodation" className="md:order-first" />
        <div>
          <PartHeading part="accommodation" />
          <RichText
            className="mt-4 text-stone-700"
            text={t("accommodation.text", { size: house.sizeSqm, sleeps: house.sleeps })}
          />
          <CheckList items={accommodation} className="mt-4 space-y-2" />
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="px-4 pb-16">
        <div className="mx-auto max-w-4xl rounded-2xl bg-emerald-900 px-6 py-10 text-center text-white">
          <h2 id="cta-heading" className="text-2xl font-semibold sm:text-3xl">
            {t("cta.heading")}
          </h2>
          <RichText
            className="mx-auto mt-3 max-w-xl text-emerald-50"
            text={t("cta.text", { hours: house.responseHours })}
          />
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a
              href={mailtoHref(email, mailSubjects.booking)}
              className="inline-flex items-center gap-2 rounded-full bg-amber-400 px-6 py-3 font-semibold text-stone-950 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Icon name="mail" className="h-5 w-5" />
              {t("cta.mail")}
            </a>
            <Link
              to={bookingPath}
              className="inline-flex items-center rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t("cta.booking")}
            </Link>
          </div>
        </div>
        <p className="mt-8 text-center">
          <Link reloadDocument to="/" className={buttonClass.secondary}>
            {t("cta.home")}
          </Link>
        </p>
      </section>
    </article>
  );
}
