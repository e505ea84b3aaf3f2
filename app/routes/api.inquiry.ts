import { answerInquiry } from "../../server/inquiry-answer";
import type { Route } from "./+types/api.inquiry";

/**
 * POST /api/inquiry: the booking form's fields, as the page posts them, answered with the
 * result as JSON. The booking island posts here so that the visitor stays on the page; the
 * page's own plain post gets the same answer rendered.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { result, status } = await answerInquiry(request, context);
  return Response.json(result, { status });
}
