import { exportFeedFor } from "../../server/channels/export-feed";
import { servicesContext } from "../../server/context";
import type { Route } from "./+types/calendar-export";

/**
 * GET /kalender.ics?token=…: our occupied nights for Airbnb, Booking.com and Vrbo to import.
 * A wrong or revoked token gets the same 404 as a page that does not exist.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, env, now } = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const feed = await exportFeedFor(db, token, { now: now(), siteUrl: env.SITE_URL });
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  if (feed === null) return new Response("Not Found", { status: 404, headers });
  return new Response(feed, {
    headers: {
      ...headers,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="kalender.ics"',
    },
  });
}
