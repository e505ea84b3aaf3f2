import { z } from "zod";
import { texts as allTexts } from "../../content/admin-texts";
import type {
  ActionOutcome,
  Refusal,
  ReservationActionResult,
} from "../../domain/admin/action-results";
import { reservationFormSchema } from "../../domain/admin/reservation-form";
import type { IsoDate } from "../../domain/booking/dates";
import { fieldErrorsOf } from "../../domain/forms/field-errors";
import { readBookingSettings } from "../booking-settings";
import type { Database } from "../db/client";
import type { FormFields } from "../read-form";
import { checkOverlaps } from "./reservation-overlaps";
import { createReservation, deleteReservation, updateReservation } from "./reservations";
import type { Owner } from "./status-by-hand";

const uuid = z.uuid();
const texts = allTexts.reservations;

type Outcome = ActionOutcome<ReservationActionResult>;

/**
 * The Reservierungen tab's form posts: create, update, delete (after the admin check). The guest
 * limit is the owners'. `owner` is who changes a status by hand, and when.
 */
export async function runReservationAction(
  db: Database,
  fields: FormFields,
  today: IsoDate,
  owner: Owner,
): Promise<Outcome> {
  const intent = fields.intent ?? "";
  const fail = (
    refused: Refusal,
    message: string,
    extra: { detail?: string; fieldErrors?: Record<string, string>; overlap?: string[] } = {},
  ): Outcome => ({ refused, result: { ok: false, intent, message, ...extra } });
  const id = uuid.safeParse(fields.id);

  if (intent === "create" || intent === "update") {
    const failed = intent === "create" ? texts.createFailed : texts.updateFailed;
    const settings = await readBookingSettings(db);
    const { maxGuests } = settings.general;
    const schema = reservationFormSchema(
      intent === "create" ? { mode: "create", today, maxGuests } : { mode: "edit", maxGuests },
    );
    const parsed = schema.safeParse(fields);
    if (!parsed.success) {
      // Only fields with a message are set.
      const fieldErrors = fieldErrorsOf(parsed.error) as Record<string, string>;
      return fail("invalid", failed, { fieldErrors });
    }
    if (intent === "update" && !id.success) return fail("not-found", failed);
    // Over nights already taken: asked first (the dialog shows which), unless confirmed.
    const checked = await checkOverlaps(
      db,
      fields,
      parsed.data,
      settings,
      intent === "update" ? id.data : undefined,
    );
    if (checked.ask) return fail("conflict", checked.message, { overlap: checked.lines });
    const result =
      intent === "update" && id.success
        ? await updateReservation(db, id.data, checked.input, owner)
        : await createReservation(db, checked.input);
    if (!result.ok) {
      return fail(result.reason === "clash" ? "conflict" : "invalid", failed, {
        detail: result.message,
      });
    }
    return {
      result: { ok: true, intent, message: intent === "create" ? texts.created : texts.updated },
    };
  }
  if (intent === "delete") {
    if (!id.success || !(await deleteReservation(db, id.data))) {
      return fail("not-found", texts.deleteFailed);
    }
    return { result: { ok: true, intent, message: texts.deleted } };
  }
  return fail("invalid", allTexts.unknownAction);
}
