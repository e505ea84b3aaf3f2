import { useRouteLoaderData } from "react-router";
import { availabilityStart } from "../../domain/booking/availability-window";
import { closedSpans } from "../../domain/booking/closed-spans";
import { monthSpan, parseMonthParam } from "../../domain/booking/month-grid";
import { firstOpenNight, lastArrivalDay } from "../../domain/booking/stay-rules";
import { todayOf } from "../../domain/booking/today";
import { unavailableNights } from "../../domain/booking/unavailable-nights";
import { requestContext, servicesContext } from "../../server/context";
import { pageSeo } from "../../server/seo";
import { AvailabilitySection } from "../components/availability-section";
import { AttractionsSection } from "../components/home/attractions-section";
import { ContactSection } from "../components/home/contact-section";
import { DetailsSection } from "../components/home/details-section";
import { GallerySection } from "../components/home/gallery-section";
import { HeroSection } from "../components/home/hero-section";
import { ImprintSection } from "../components/home/imprint-section";
import { ReviewsSection } from "../components/home/reviews-section";
import { SocialFeedSection } from "../components/home/social-feed-section";
import type { loader as rootLoader } from "../root";
import { pageMeta } from "../seo";
import type { Route } from "./+types/home";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { now } = context.get(servicesContext);
  const { publicData } = context.get(requestContext);
  const today = todayOf(now);
  const [settings, records, reviews] = await Promise.all([
    publicData.settings(),
    publicData.availability(today),
    publicData.reviews(),
  ]);
  // The calendar's month, from its previous/next links (works without JavaScript); at first the
  // month of the first open night, so in the closed season it does not open on grey months.
  const firstOpen = firstOpenNight(unavailableNights(records, settings), settings, today);
  // Held to the months a stay can be seen or booked in: no `?month=` makes the page work harder.
  const month = parseMonthParam(
    new URL(request.url).searchParams.get("month"),
    firstOpen ?? today,
    {
      first: availabilityStart(today).slice(0, 7),
      last: lastArrivalDay(settings, today).slice(0, 7),
    },
  );
  return {
    seo: await pageSeo(context, "/", "home", { reviews: true }),
    reviews,
    prices: { settings, today },
    availability: {
      records,
      month,
      closed: closedSpans(settings, monthSpan(month)),
      today,
    },
  };
}

/** Static page: no React in the browser (see root.tsx); app/enhance/ adds the behaviour. */
export const handle = { hydrate: false };
export { clientLoader } from "../full-page-load";

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

/** The home page: every section, in order, each with its anchor. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <HeroSection />
      <DetailsSection prices={loaderData.prices} />
      <GallerySection />
      <ReviewsSection published={loaderData.reviews} />
      <SocialFeedSection
        profileUrl={root?.socialProfileUrl ?? null}
        embedUrl={root?.env.socialFeedEmbedUrl ?? null}
      />
      <AttractionsSection />
      <ContactSection />
      <AvailabilitySection {...loaderData.availability} />
      <ImprintSection />
    </>
  );
}
