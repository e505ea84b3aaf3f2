import { useRouteLoaderData } from "react-router";
import { closedSpans } from "../../domain/booking/closed-spans";
import { monthSpan, parseMonthParam } from "../../domain/booking/month-grid";
import { todayOf } from "../../domain/booking/today";
import { getAvailability } from "../../server/availability";
import { readBookingSettings } from "../../server/booking-settings";
import { servicesContext } from "../../server/context";
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
  const { db, now } = context.get(servicesContext);
  const today = todayOf(now);
  const settings = await readBookingSettings(db);
  // The calendar's month, from its previous/next links (works without JavaScript).
  const month = parseMonthParam(new URL(request.url).searchParams.get("month"), today);
  return {
    seo: await pageSeo(context, "/", "home"),
    prices: { settings, today },
    availability: {
      records: await getAvailability(db, today),
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
  const env = useRouteLoaderData<typeof rootLoader>("root")?.env;
  return (
    <>
      <HeroSection />
      <DetailsSection prices={loaderData.prices} />
      <GallerySection />
      <ReviewsSection />
      <SocialFeedSection
        profileUrl={env?.socialProfileUrl ?? null}
        embedUrl={env?.socialFeedEmbedUrl ?? null}
      />
      <AttractionsSection />
      <ContactSection />
      <AvailabilitySection {...loaderData.availability} />
      <ImprintSection />
    </>
  );
}
