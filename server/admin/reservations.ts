import { asc, eq } from "drizzle-orm";
import { fill, texts } from "../../content/admin-texts";
import { toCsv } from "../../domain/admin/csv";
import type { ReservationInput } from "../../domain/admin/reservation-form";
import { takenLabel } from "../../domain/admin/reservation-overlap";
import { formatShortDate } from "../../domain/booking/format";
import type { Database } from "../db/client";
import { reservations } from "../db/schema";
import { checkViolation, exclusionViolation, sqlStateOf } from "../db/sql-state";
import { firstStayTaking } from "../kernel/holds";
import { applyStayEvent, lockStay } from "../stays/lifecycle";
import { readPaymentSettings } from "../stays/payment-settings";
import { type LoadedStay, loadStay } from "../stays/stay-mail";
import { deleteById } from "./delete-by-id";
import { eventOfStatusByHand, type Owner } from "./status-by-hand";

const errors = texts.reservations.errors;

export type ReservationRow = typeof reservations.$inferSelect;

/** Every reservation, by start date ascending. */
export function listReservations(db: Database): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .orderBy(asc(reservations.startDate), asc(reservations.createdAt));
}

export type SaveResult =
  | { ok: true; id: string }
  | { ok: false; reason: "clash"; message: string }
  | { ok: false; reason: "not-found" | "invalid"; message: string };

/** The booked or paid reservation a range would clash with, as a sentence naming it. */
async function clashMessage(db: Database, input: ReservationInput, exceptId?: string) {
  const clash = await firstStayTaking(db, { start: input.startDate, end: input.endDate }, exceptId);
  if (!clash) return errors.clash;
  const span = `${formatShortDate("de", clash.startDate)} – ${formatShortDate("de", clash.endDate)}`;
  // A held offer is named as one: "Vorreserviert" alone would not explain the refusal.
  return fill(errors.clashWith, { name: clash.name, span, status: takenLabel(clash) });
}

async function refusal(db: Database, error: unknown, input: ReservationInput, id?: string) {
  const state = sqlStateOf(error);
  if (state === exclusionViolation) {
    return {
      ok: false as const,
      reason: "clash" as const,
      message: await clashMessage(db, input, id),
    };
  }
  if (state === checkViolation) {
    return { ok: false as const, reason: "invalid" as const, message: errors.invalid };
  }
  throw error;
}

export async function createReservation(
  db: Database,
  input: ReservationInput,
): Promise<SaveResult> {
  try {
    const [row] = await db.insert(reservations).values(input).returning({ id: reservations.id });
    return { ok: true, id: row.id };
  } catch (error) {
    return refusal(db, error, input);
  }
}

/**
 * Saves the owners' form. A status they change here is theirs: the stay's lifecycle applies it
 * (domain/kernel/lifecycle.ts) with the hold, the offer, the history and the guest's mail it
 * brings, and payments no longer move it.
 */
export async function updateReservation(
  db: Database,
  id: string,
  input: ReservationInput,
  owner: Owner,
): Promise<SaveResult> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockStay(tx, id);
      if (!before) return { ok: false, reason: "not-found", message: errors.notFound } as const;
      // Every field of the form but the status, which only the lifecycle writes.
      await tx
        .update(reservations)
        .set({
          name: input.name,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          adults: input.adults,
          children: input.children,
          guests: input.guests,
          offerPrice: input.offerPrice,
          notes: input.notes,
          startDate: input.startDate,
          endDate: input.endDate,
        })
        .where(eq(reservations.id, id));
      const { status } = input;
      if (before.stay.status !== status) {
        const loaded = (await loadStay(tx, id)) as LoadedStay;
        const context = { ...owner, payment: await readPaymentSettings(tx) };
        await applyStayEvent(tx, loaded, eventOfStatusByHand[status], { actor: owner.by }, context);
      }
      return { ok: true, id } as const;
    });
  } catch (error) {
    return refusal(db, error, input, id);
  }
}

export function deleteReservation(db: Database, id: string): Promise<boolean> {
  return deleteById(db, reservations, id);
}

const csvColumns: Array<[string, (row: ReservationRow) => string | number | null]> = [
  ["id", (row) => row.id],
  ["name", (row) => row.name],
  ["first_name", (row) => row.firstName],
  ["last_name", (row) => row.lastName],
  ["email", (row) => row.email],
  ["phone", (row) => row.phone],
  ["guests", (row) => row.guests],
  ["adults", (row) => row.adults],
  ["children", (row) => row.children],
  ["start_date", (row) => row.startDate],
  ["end_date", (row) => row.endDate],
  ["status", (row) => row.status],
  ["offer_price", (row) => row.offerPrice],
  ["notes", (row) => row.notes],
  ["created_at", (row) => row.createdAt.toISOString()],
];

/** The reservations table as CSV (see toCsv: safe to open in any spreadsheet program). */
export function reservationsCsv(rows: ReservationRow[]): string {
  return toCsv(
    csvColumns.map(([name]) => name),
    rows.map((row) => csvColumns.map(([, get]) => get(row))),
  );
}
