import { data } from "react-router";
import { texts } from "../content/admin-texts";
import type { ActionOutcome, Refusal } from "../domain/admin/action-results";

const statusOfRefusal: Record<Refusal, number> = {
  invalid: 400,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
};

/** The HTTP answer of an admin form action: its result, with the status its refusal means. */
export function answerAction<Result>(outcome: ActionOutcome<Result>) {
  return data<Result>(outcome.result, {
    status: outcome.refused ? statusOfRefusal[outcome.refused] : 200,
  });
}

/** The answer to a post that was no readable form (server/read-form.ts). */
export function unreadableFormAnswer<Result>(result: Result) {
  return data<Result>(result, { status: 400 });
}

/** What an admin form action answers to a post that was no readable form. */
export const unreadable = { ok: false, message: texts.unreadableForm } as const;

/**
 * An admin form post: its fields (server/read-form.ts) go to the action and its outcome is
 * answered; a post that was no readable form gets `unreadable` with 400.
 */
export async function answerFields<Fields, Result>(
  fields: Fields | null,
  unreadable: NoInfer<Result>,
  run: (fields: Fields) => Promise<ActionOutcome<Result>>,
) {
  if (!fields) return unreadableFormAnswer(unreadable);
  return answerAction(await run(fields));
}
