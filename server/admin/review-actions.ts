import { eq } from "drizzle-orm";
import { fill, texts } from "../../content/admin-texts";
import type { ActionOutcome, ReservationActionResult } from "../../domain/admin/action-results";
import type { ReviewActionResult } from "../../domain/reviews/review-admin";
import { readFreeText, reviewLimits } from "../../domain/reviews/review-form";
import { mutedFromForm, readGuestMessageForm } from "../../domain/stays/scheduled-messages";
import type { Database } from "../db/client";
import { reservations } from "../db/schema";
import type { FormFields } from "../read-form";
import { setReviewAnswer, setReviewState } from "../reviews/moderation";
import { saveGuestMessageSettings } from "../stays/guest-message-settings";

type Outcome = ActionOutcome<ReviewActionResult>;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const unknownAction: Outcome = {
  refused: "invalid",
  result: { ok: false, message: texts.unknownAction },
};
const t = texts.reviews;

/**
 * The Bewertungen tab's posts (after the admin check): publish or hide a review, or save its
 * public answer (empty removes it; too long, control characters or markup refused in words).
 */
export async function runReviewAction(
  db: Database,
  fields: FormFields,
  change: { by: string; now: Date },
): Promise<Outcome> {
  const id = fields.id ?? "";
  if (!uuid.test(id)) return unknownAction;
  const notFound: Outcome = { refused: "not-found", result: { ok: false, message: t.notFound } };
  if (fields.intent === "publish" || fields.intent === "hide") {
    const state = fields.intent === "publish" ? "published" : "hidden";
    if (!(await setReviewState(db, id, state, change))) return notFound;
    return { result: { ok: true, message: state === "published" ? t.published : t.hidden } };
  }
  if (fields.intent === "answer") {
    const read = readFreeText(fields.answer, reviewLimits.answer);
    if (!read.ok && read.problem !== "missing") {
      return {
        refused: "invalid",
        result: {
          ok: false,
          message: t.failed,
          fieldErrors: { answer: t.answerProblems[read.problem] },
        },
      };
    }
    const answer = read.ok ? read.text : null;
    if (!(await setReviewAnswer(db, id, answer, change))) return notFound;
    return { result: { ok: true, message: answer ? t.answerSaved : t.answerRemoved } };
  }
  return unknownAction;
}

/** The Gäste-Mails page's post: the schedule and the feedback count, or refused in words. */
export async function runGuestMessageSettingsAction(
  db: Database,
  fields: FormFields,
  by: string,
): Promise<Outcome> {
  if (fields.intent !== "save-guest-messages") return unknownAction;
  const form = readGuestMessageForm(fields);
  if (!form.ok) {
    const fieldErrors = Object.fromEntries(
      Object.entries(form.problems).map(([name, limits]) => [
        name,
        fill(texts.guestMessages.whole, limits ?? { min: 0, max: 0 }),
      ]),
    );
    return {
      refused: "invalid",
      result: { ok: false, message: texts.guestMessages.failed, fieldErrors },
    };
  }
  await saveGuestMessageSettings(db, form.settings, by);
  return { result: { ok: true, message: texts.guestMessages.saved } };
}

/** The intent of a stay's checkbox pair (posted to /admin/reservierungen). */
export const stayMessagesIntent = "stay-messages";

/**
 * Turns a stay's scheduled messages on or off: each kind not ticked is muted for this stay. Done,
 * the answer is the stay's panel again (`redirect`); refused, a reservation form's result.
 */
export async function runStayMessagesAction(
  db: Database,
  fields: FormFields,
): Promise<ActionOutcome<ReservationActionResult> & { redirect?: string }> {
  const id = fields.id ?? "";
  const intent = stayMessagesIntent;
  if (!uuid.test(id)) {
    return { refused: "invalid", result: { ok: false, intent, message: texts.unknownAction } };
  }
  const rows = await db
    .update(reservations)
    .set({ mutedMessages: mutedFromForm(fields) })
    .where(eq(reservations.id, id))
    .returning({ id: reservations.id });
  if (rows.length === 0) {
    const message = texts.guestMessages.stay.notFound;
    return { refused: "not-found", result: { ok: false, intent, message } };
  }
  return {
    result: { ok: true, intent, message: texts.guestMessages.stay.saved },
    redirect: `/admin/reservierungen?aufenthalt=${id}&hinweis=gaeste-mails`,
  };
}
