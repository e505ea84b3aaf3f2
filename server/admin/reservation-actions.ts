import { data } from "react-router";
import { z } from "zod";
import { texts as allTexts } from "../../content/admin-texts";
import type { ReservationActionResult } from "../../domain/admin/action-results";
import { reservationFormSchema } from "../../domain/admin/reservation-form";
import type { IsoDate } from "../../domain/booking/dates";
import { fieldErrorsOf } from "../../domain/forms/field-errors";
import { readBookingSettings } from "../booking-settings";
import type { Database } from "../db/client";
import { createReservation, deleteReservation, updateReservation } from "./reservations";

const uuid = z.uuid();
const texts = allTexts.reservations;

/**
 * The Reservierungen tab's form posts: create, update, delete (after the admin check). `form` is
 * null when the post was no readable form (server/read-form.ts). The guest limit is the owners'.
 */
export async function handleReservationAction(db: Database, form: FormData | null, today: IsoDate) {
  if (!form) {
    return data<ReservationActionResult>(
      { ok: false, intent: "", message: allTexts.unreadableForm },
      { status: 400 },
    );
  }
  const intent = String(form.get("intent") ?? "");
  const values = Object.fromEntries(form) as Record<string, string>;
  const fail = (message: string, status: number, extra: object = {}) =>
    data<ReservationActionResult>({ ok: false, intent, message, ...extra }, { status });

  if (intent === "create" || intent === "update") {
    const failed = intent === "create" ? texts.createFailed : texts.updateFailed;
    const { maxGuests } = (await readBookingSettings(db)).general;
    const schema = reservationFormSchema(
      intent === "create" ? { mode: "create", today, maxGuests } : { mode: "edit", maxGuests },
    );
    const parsed = schema.safeParse(values);
    if (!parsed.success) return fail(failed, 400, { fieldErrors: fieldErrorsOf(parsed.error) });
    if (intent === "update" && !uuid.safeParse(values.id).success) return fail(failed, 404);
    const result =
      intent === "create"
        ? await createReservation(db, parsed.data)
        : await updateReservation(db, values.id, parsed.data);
    if (!result.ok) {
      return fail(failed, result.reason === "clash" ? 409 : 400, { detail: result.message });
    }
    return data<ReservationActionResult>({
      ok: true,
      intent,
      message: intent === "create" ? texts.created : texts.updated,
    });
  }
  if (intent === "delete") {
    if (!uuid.safeParse(values.id).success || !(await deleteReservation(db, values.id))) {
      return fail(texts.deleteFailed, 404);
    }
    return data<ReservationActionResult>({ ok: true, intent, message: texts.deleted });
  }
  return fail("Unbekannte Aktion", 400);
}
