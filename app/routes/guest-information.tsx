import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { arrival, bookingRules, houseRules, property } from "../../content/property";
import { pageSeo } from "../../server/seo";
import { formatClock, formatNumber } from "../components/home/format";
import { Icon } from "../components/home/icons";
import type { loader as rootLoader } from "../root";
import { pageMeta } from "../seo";
import type { Route } from "./+types/guest-information";

export function loader({ context }: Route.LoaderArgs) {
  return { seo: pageSeo(context, "/gaesteinformationen", "guestInfo") };
}

/** Static page: no React in the browser (see root.tsx); app/enhance/ adds the behaviour. */
export const handle = { hydrate: false };
export { clientLoader } from "../full-page-load";

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

/** Guest information (SPEC.md section 2): the PDF link appears twice, its path never shows. */
export default function GuestInformation() {
  const { t, i18n } = useTranslation("guestInfo");
  const pdfUrl = useRouteLoaderData<typeof rootLoader>("root")?.env.guestInfoPdfUrl ?? null;
  const language = i18n.language;
  const clock = (time: string) => formatClock(language, time);
  const list = (key: string, values: Record<string, unknown> = {}) =>
    t(key, { returnObjects: true, ...values }) as string[];
  const { address } = property;
  const fullAddress = `${address.street}, ${address.postalCode} ${address.locality}`;
  const cardClass = "rounded-2xl border border-stone-200 bg-white p-6";
  const headingClass = "text-2xl font-semibold text-emerald-950";

  const download = pdfUrl ? (
    <a
      href={pdfUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-full bg-emerald-800 px-5 py-3 font-medium text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 3v12m0 0l-4-4m4 4l4-4M5 21h14" />
      </svg>
      {t("download")}
      <span className="sr-only"> {t("opensInNewTab")}</span>
    </a>
  ) : (
    <p className="text-stone-700">{t("downloadNote")}</p>
  );

  return (
    <article>
      <header className="bg-gradient-to-b from-emerald-900 to-emerald-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("heading")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-emerald-50">{t("lead")}</p>
        </div>
      </header>

      <div className="mx-auto max-w-4xl space-y-8 px-4 py-14">
        <section aria-labelledby="welcome-heading" className={cardClass}>
          <h2 id="welcome-heading" className={headingClass}>
            {t("welcome.heading")}
          </h2>
          <p className="mt-3 text-stone-700">{t("welcome.text")}</p>
          <div className="mt-5">{download}</div>
        </section>

        <section aria-labelledby="equipment-heading" className={cardClass}>
          <h2 id="equipment-heading" className={headingClass}>
            {t("equipment.heading")}
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {list("equipment.items", {
              bedrooms: property.bedrooms,
              sleeps: property.sleeps,
              size: property.sizeSqm,
            }).map((item) => (
              <li key={item} className="flex gap-2 text-stone-700">
                <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
                {item}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="surroundings-heading" className={cardClass}>
          <h2 id="surroundings-heading" className={headingClass}>
            {t("surroundings.heading")}
          </h2>
          <p className="mt-3 text-stone-700">
            {t("surroundings.text", {
              altitude: formatNumber(language, property.altitudeMeters),
              minutes: arrival.nearestCityMinutes,
            })}
          </p>
        </section>

        <section aria-labelledby="guidelines-heading" className={cardClass}>
          <h2 id="guidelines-heading" className={headingClass}>
            {t("guidelines.heading")}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-700">
            {list("guidelines.items", {
              quietFrom: clock(houseRules.quietHours.from),
              quietTo: clock(houseRules.quietHours.to),
            }).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="details-heading" className={cardClass}>
          <h2 id="details-heading" className={headingClass}>
            {t("details.heading")}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-700">
            <li>
              {t("details.checkIn", {
                from: clock(houseRules.checkIn.from),
                to: clock(houseRules.checkIn.to),
              })}
            </li>
            <li>
              {t("details.checkOut", {
                from: clock(houseRules.checkOut.from),
                to: clock(houseRules.checkOut.to),
              })}
            </li>
            <li>{t("details.cancellation", { days: bookingRules.freeCancellationDays })}</li>
            <li>{t("details.address", { address: fullAddress })}</li>
          </ul>
          <p className="mt-4 text-stone-700">
            {t("details.contact", { phone: property.phone, email: property.email })}
          </p>
        </section>

        <section aria-label={t("download")} className="text-center">
          {download}
        </section>

        <footer className="border-t border-stone-200 pt-8 text-center">
          <p className="text-lg text-stone-800">{t("closing")}</p>
          <p className="mt-4 font-serif text-xl italic text-emerald-900">
            {t("signature", { owners: property.owners })}
          </p>
        </footer>
      </div>
    </article>
  );
}
