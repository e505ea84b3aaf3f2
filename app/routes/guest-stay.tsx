import { data, redirect, useLocation } from "react-router";
import { requestContext, servicesContext } from "../../server/context";
import { readFields } from "../../server/read-form";
import { answerOnGuestPage, guestStayView } from "../../server/stays/guest-page";
import { GuestStayPage, type RefusedAnswer } from "../components/stay/guest-stay-page";
import printStyles from "../components/stay/print.css?url";
import type { Route } from "./+types/guest-stay";
import NotFound from "./not-found";

/*
 * The guest's own page, /aufenthalt?code=<token>&lng=<language>: the secret link of the offer
 * mail, no account. Server-rendered only (no React in the browser, like the content pages): its
 * forms are plain posts to the same address. An unknown, malformed or revoked code is the site's
 * 404 page and says nothing of any stay. The token stays in the query, which no log line keeps
 * (server/http.ts logs the path, nginx `$uri`); server/response-headers.ts sends it with
 * `Referrer-Policy: no-referrer` and `Cache-Control: private, no-store`, and the page cache
 * (server/page-cache.ts) never keeps it.
 */

const codeOf = (request: Request) => new URL(request.url).searchParams.get("code") ?? "";

function notFound(context: Route.LoaderArgs["context"]) {
  const { t } = context.get(requestContext);
  return data(
    { view: null, title: t("common:notFound.title"), description: null },
    { status: 404 },
  );
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const view = await guestStayView(context.get(servicesContext), codeOf(request));
  if (!view) return notFound(context);
  const { t } = context.get(requestContext);
  return { view, title: t("stay:meta.title"), description: t("stay:meta.description") };
}

export async function action({ context, request }: Route.ActionArgs) {
  const fields = await readFields(request);
  if (!fields) return data<RefusedAnswer>({ problem: "unreadable" }, { status: 400 });
  const answer = await answerOnGuestPage(context.get(servicesContext), codeOf(request), fields);
  if (answer === null) return data(null, { status: 404 });
  if (!answer.ok) {
    const status = answer.problem === "not-open" || answer.problem === "expired" ? 409 : 400;
    return data<RefusedAnswer>({ problem: answer.problem, missing: answer.missing }, { status });
  }
  // The page again, by GET: it shows the new state, and reloading it posts nothing twice.
  const { pathname, search } = new URL(request.url);
  return redirect(`${pathname}${search}`, 303);
}

/** No React in the browser (see root.tsx): plain forms, app/enhance/ for the shared chrome. */
export const handle = { hydrate: false, analytics: false };
export { clientLoader } from "../full-page-load";

// For paper only: on screen the page's first paint does not wait for it.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: printStyles, media: "print" },
];

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title },
  ...(data?.description ? [{ name: "description", content: data.description }] : []),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export default function GuestStay({ loaderData, actionData }: Route.ComponentProps) {
  // The page's secret as its address has it (the view itself never carries it).
  const code = new URLSearchParams(useLocation().search).get("code") ?? "";
  if (!loaderData.view) return <NotFound />;
  return (
    <GuestStayPage
      view={loaderData.view}
      refused={actionData ?? null}
      calendarPath={`/aufenthalt.ics?code=${encodeURIComponent(code)}`}
    />
  );
}
