import { data, redirect } from "react-router";
import { requestContext, servicesContext } from "../../server/context";
import { readFields } from "../../server/read-form";
import { openInvitation, postReview } from "../../server/reviews/guest-reviews";
import { type RefusedReview, ReviewPage, ReviewThanks } from "../components/review/review-page";
import type { Route } from "./+types/review";
import NotFound from "./not-found";

/*
 * A guest's review, /bewertung?code=<token>&lng=<language>: the single-use link of the thank-you
 * mail, no account. Server-rendered only (no React in the browser, like the content pages): the
 * form is a plain post to the same address. An unknown, malformed or used code is the site's 404
 * page. The token stays in the query, which no log line keeps; the answer is never stored by a
 * cache and sends no Referer on.
 */

const codeOf = (request: Request) => new URL(request.url).searchParams.get("code") ?? "";

/** `?gesendet=1`: where a stored review leads (a reload posts nothing twice). */
const sentParam = "gesendet";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { t } = context.get(requestContext);
  const title = t("review:meta.title");
  if (new URL(request.url).searchParams.get(sentParam) === "1") {
    return { view: "sent" as const, title, authorName: "" };
  }
  const invitation = await openInvitation(context.get(servicesContext).db, codeOf(request));
  if (!invitation) {
    return data(
      { view: "not-found" as const, title: t("common:notFound.title"), authorName: "" },
      { status: 404 },
    );
  }
  return { view: "form" as const, title, authorName: invitation.authorName };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { language, clientAddress } = context.get(requestContext);
  const fields = await readFields(request);
  if (!fields) return data<RefusedReview>({ problem: "unreadable" }, { status: 400 });
  const outcome = await postReview(context.get(servicesContext), {
    token: codeOf(request),
    fields,
    language,
    clientAddress,
  });
  switch (outcome.status) {
    case "sent": {
      const url = new URL(request.url);
      return redirect(`${url.pathname}?${sentParam}=1&lng=${language}`, 303);
    }
    case "not-found":
      return data<RefusedReview>({ problem: "not-found" }, { status: 404 });
    case "rate-limited":
      return data<RefusedReview>({ problem: "rateLimited" }, { status: 429 });
    case "invalid":
      return data<RefusedReview>(
        {
          problem: "invalid",
          fields: outcome.problems,
          values: { rating: fields.rating ?? "", text: fields.text ?? "" },
        },
        { status: 400 },
      );
  }
}

/** Its secret is in the address: no cache keeps the page, no link on it sends the address on. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
});

/** No React in the browser (see root.tsx): a plain form, app/enhance/ for the shared chrome. */
export const handle = { hydrate: false, analytics: false };
export { clientLoader } from "../full-page-load";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "not-found" || actionData?.problem === "not-found") return <NotFound />;
  if (loaderData.view === "sent") return <ReviewThanks />;
  return <ReviewPage authorName={loaderData.authorName} refused={actionData ?? null} />;
}
