import type { ReactNode } from "react";
import { Trans } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { property } from "../../content/property";
import { pageSeo } from "../../server/seo";
import { MailLink, PhoneLink } from "../components/contact-links";
import { formatClock, formatNumber } from "../components/home/format";
import { CheckList } from "../components/home/icons";
import { RichText } from "../components/rich-text";
import { useTranslation } from "../i18n/use-translation";
import type { loader as rootLoader } from "../root";
import { useContactFacts, useHouseFacts } from "../root-data";
import { pageMeta } from "../seo";
import type { Route } from "./+types/guest-information";

export async function loader({ context }: Route.LoaderArgs) {
  return { seo: await pageSeo(context, "/gaesteinformationen", "guestInfo") };
}

/** Static page: no React in the browser (see root.tsx); app/enhance/ adds the behaviour. */
export const handle = { hydrate: false };
export { clientLoader } from "../full-page-load";

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

/** Guest information: the PDF link appears twice, its path never shows. */
export default function GuestInformation() {
  const { t, i18n } = useTranslation("guestInfo");
  const pdfUrl = useRouteLoaderData<typeof rootLoader>("root")?.env.guestInfoPdfUrl ?? null;
  const language = i18n.language;
  const clock = (time: string) => formatClock(language, time);
  const list = (key: string, values: Record<string, unknown> = {}) =>
    t(key, { returnObjects: true, ...values }) as string[];
  const contact = useContactFacts();
  const house = useHouseFacts();
  const fullAddress = `${contact.street}, ${contact.postalCode} ${contact.locality}`;

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
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t("heading")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-emerald-50">{t("lead")}</p>
        </div>
      </header>

      <div className="mx-auto max-w-4xl space-y-8 px-4 py-14">
        <Card id="welcome" heading={t("welcome.heading")}>
          <RichText className="mt-3 text-stone-700" text={t("welcome.text")} />
          <div className="mt-5">{download}</div>
        </Card>

        <Card id="equipment" heading={t("equipment.heading")}>
          <CheckList
            items={list("equipment.items", {
              bedrooms: house.bedrooms,
              sleeps: house.sleeps,
              size: house.sizeSqm,
            })}
            className="mt-4 grid gap-2 sm:grid-cols-2"
          />
        </Card>

        <Card id="surroundings" heading={t("surroundings.heading")}>
          <RichText
            className="mt-3 text-stone-700"
            text={t("surroundings.text", {
              altitude: formatNumber(language, property.altitudeMeters),
              minutes: house.nearestCityMinutes,
            })}
          />
        </Card>

        <Card id="guidelines" heading={t("guidelines.heading")}>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-700">
            {list("guidelines.items", {
              quietFrom: clock(house.quietHoursFrom),
              quietTo: clock(house.quietHoursTo),
            }).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>

        <Card id="details" heading={t("details.heading")}>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-700">
            <li>
              {t("details.checkIn", {
                from: clock(house.checkInFrom),
                to: clock(house.checkInTo),
              })}
            </li>
            <li>
              {t("details.checkOut", {
                from: clock(house.checkOutFrom),
                to: clock(house.checkOutTo),
              })}
            </li>
            <li>{t("details.cancellation", { days: house.freeCancellationDays })}</li>
            <li>{t("details.address", { address: fullAddress })}</li>
          </ul>
          <p className="mt-4 text-stone-700">
            <Trans
              t={t}
              i18nKey="details.contact"
              values={{ phone: contact.phone, email: contact.email }}
              components={{ phone: <PhoneLink />, mail: <MailLink /> }}
            />
          </p>
        </Card>

        <section aria-label={t("download")} className="text-center">
          {download}
        </section>

        <footer className="border-t border-stone-200 pt-8 text-center">
          <RichText className="text-lg text-stone-800" text={t("closing")} />
          <p className="mt-4 font-serif text-xl italic text-emerald-900">
            {t("signature", { owners: contact.owners })}
          </p>
        </footer>
      </div>
    </article>
  );
}

/** One white card of the page with its heading, labelled for assistive technology. */
function Card({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-semibold text-emerald-950">
        {heading}
      </h2>
      {children}
    </section>
  );
}
