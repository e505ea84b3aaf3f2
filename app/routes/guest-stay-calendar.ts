import { servicesContext } from "../../server/context";
import { stayCalendar } from "../../server/stays/stay-calendar";
import type { Route } from "./+types/guest-stay-calendar";

/**
 * GET /aufenthalt.ics?code=…: the guest's stay for their calendar, behind the same secret as
 * their page (server/response-headers.ts gives both the page's private, no-referrer headers). An
 * unknown or revoked code gets the same 404 as a page that does not exist.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get("code") ?? "";
  const calendar = await stayCalendar(context.get(servicesContext), code);
  const headers = { "X-Robots-Tag": "noindex" };
  if (calendar === null) return new Response("Not Found", { status: 404, headers });
  return new Response(calendar, {
    headers: {
      ...headers,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="aufenthalt.ics"',
    },
  });
}
