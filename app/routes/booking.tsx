import dayPickerStyles from "react-day-picker/style.css?url";
import { data } from "react-router";
import { todayOf } from "../../domain/booking/today";
import { requestContext, servicesContext } from "../../server/context";
import { answerInquiry } from "../../server/inquiry-answer";
import { pageSeo } from "../../server/seo";
import { BookingInquiry } from "../components/booking/booking-inquiry";
import { inquiryAnchor } from "../components/booking/field-ids";
import type { InquiryFormData } from "../components/booking/inquiry-form";
import { PriceBox } from "../components/booking/price-box";
import pickerStyles from "../components/booking/range-picker.css?url";
import { useTranslation } from "../i18n/use-translation";
import type { BookingIslandProps } from "../islands/booking";
// The island's script: one ES module with a content-hashed URL, built with Preact (vite.config.ts).
import bookingIsland from "../islands/booking.tsx?worker&url";
import { Island } from "../islands/island";
import { useRootData } from "../root-data";
import { pageMeta } from "../seo";
import type { Route } from "./+types/booking";

// The date picker's stylesheets only on this page: react-day-picker's, then the site's colours.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: dayPickerStyles },
  { rel: "stylesheet", href: pickerStyles },
];

/**
 * Not hydrated by React Router: the form works as plain HTML, and its island (picker, live quote,
 * instant checks) starts at the visitor's first interaction.
 */
export const handle = { hydrate: false };
export { clientLoader } from "../full-page-load";

export async function loader({ context }: Route.LoaderArgs) {
  const { now } = context.get(servicesContext);
  const { publicData } = context.get(requestContext);
  const today = todayOf(now);
  const [records, settings] = await Promise.all([
    publicData.availability(today),
    publicData.settings(),
  ]);
  return {
    seo: await pageSeo(context, "/buchung", "booking"),
    // The picker marks booked and paid nights as taken, pre-reserved ones as still askable.
    records,
    today,
    // The owners' rates and rules, for the price box, the picker and the live quote.
    settings,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { result, status } = await answerInquiry(request, context);
  return data(result, { status });
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const root = useRootData();
  if (!root) throw new Error("The booking page is rendered with the root loader's data");
  const inquiry: InquiryFormData = {
    records: loaderData.records,
    today: loaderData.today,
    settings: loaderData.settings,
    responseHours: root.house.responseHours,
    sleeps: root.house.sleeps,
    result: actionData,
  };
  const island: BookingIslandProps = {
    language: root.language,
    // What the island says: its own namespace, and from the shared one the toast region's name
    // (the rest of the shared texts are the header's and footer's, which stay server HTML).
    texts: {
      booking: root.texts.booking,
      common: { notifications: root.texts.common?.notifications },
    },
    textsVersion: root.textsVersion,
    inquiry,
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">{t("heading")}</h1>
      <p className="mt-3 max-w-3xl text-stone-700">{t("intro")}</p>
      {/* The prices first: on a phone they come before the form, on a wide screen beside it.
          They are server HTML only: the island hydrates just what reacts. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <aside className="lg:order-last">
          <div className="lg:sticky lg:top-24">
            <PriceBox settings={inquiry.settings} today={inquiry.today} />
          </div>
        </aside>
        <div id={inquiryAnchor}>
          <Island name="booking" script={bookingIsland} props={island}>
            <BookingInquiry {...inquiry} />
          </Island>
        </div>
      </div>
    </section>
  );
}
