import { and, asc, eq, gt } from "drizzle-orm";
import { texts } from "../../content/admin-texts";
import type { ReservationInput } from "../../domain/admin/reservation-form";
import {
  describeOverlaps,
  findOverlaps,
  hasOverlaps,
  type ImportedSpan,
  refusedOverStays,
  type TakenSpan,
  takesPart,
} from "../../domain/admin/reservation-overlap";
import { type IsoDate, yearOf } from "../../domain/booking/dates";
import { type PriceQuote, quoteStay } from "../../domain/booking/quote";
import type { BookingSettings } from "../../domain/booking/settings";
import { readBookingSettings } from "../booking-settings";
import { listChannelBlocks } from "../channels/blocks";
import type { Database } from "../db/client";
import { reservations } from "../db/schema";
import { takesNights } from "../kernel/holds";
import type { FormFields } from "../read-form";

/**
 * What a stay's range is checked against, from `from` on: the nights other channels took, and the
 * own stays that take theirs (booked, paid, held by an offer). The reservation dialog marks them
 * and warns before saving over them; the save asks again unless the post says it was confirmed.
 */
async function takenNights(
  db: Database,
  from: IsoDate,
): Promise<{ imported: ImportedSpan[]; taken: TakenSpan[] }> {
  const imported = (await listChannelBlocks(db))
    .filter((block) => block.end > from)
    .map(({ feedName, kind, start, end }) => ({ feedName, kind, start, end }));
  const taken = await db
    .select({
      id: reservations.id,
      name: reservations.name,
      start: reservations.startDate,
      end: reservations.endDate,
      status: reservations.status,
      held: reservations.holdsDates,
    })
    .from(reservations)
    .where(and(takesNights, gt(reservations.endDate, from)))
    .orderBy(asc(reservations.startDate));
  return { imported, taken };
}

/**
 * What the reservation dialog needs besides its fields: today (no arrival before it) and the
 * owners' guest limit, their rates (the suggested price), and the nights taken from the start
 * of the previous year on (marked in the picker, warned about before saving).
 */
export async function reservationRules(db: Database, today: IsoDate) {
  const settings = await readBookingSettings(db);
  return {
    today,
    maxGuests: settings.general.maxGuests,
    settings,
    ...(await takenNights(db, `${yearOf(today) - 1}-01-01`)),
  };
}

/** The form field a post sets once the owners confirmed saving over taken nights. */
const confirmOverlapField = "confirm_overlap";

export type OverlapCheck =
  | { ask: false; input: ReservationInput & { quote?: PriceQuote | null } }
  | { ask: true; message: string; lines: string[] };

/**
 * Before a reservation is created, or moved to other dates: asks (unless the post says the owners
 * confirmed) when its nights are taken by another channel or by an own stay. A booked or paid
 * stay over an own taken stay is not asked about: the database refuses it, saying with which.
 * The input gets the quote of the owners' rates when it is new or its dates or guests change.
 */
export async function checkOverlaps(
  db: Database,
  fields: FormFields,
  input: ReservationInput,
  settings: BookingSettings,
  id?: string,
): Promise<OverlapCheck> {
  const [before] = id
    ? await db
        .select({
          startDate: reservations.startDate,
          endDate: reservations.endDate,
          adults: reservations.adults,
          children: reservations.children,
        })
        .from(reservations)
        .where(eq(reservations.id, id))
    : [];
  const moved = !before || before.startDate !== input.startDate || before.endDate !== input.endDate;
  const regrouped = moved || before.adults !== input.adults || before.children !== input.children;
  const range = { start: input.startDate, end: input.endDate };
  const quoted = regrouped ? { ...input, quote: quoteStay(settings, range, input) } : input;
  const confirmed = fields[confirmOverlapField] === "1";
  if (!moved || confirmed || !takesPart(input.status)) return { ask: false, input: quoted };
  const { imported, taken } = await takenNights(db, input.startDate);
  const overlaps = findOverlaps(range, imported, taken, id);
  if (!hasOverlaps(overlaps) || refusedOverStays(overlaps, input.status)) {
    return { ask: false, input: quoted };
  }
  const lines = describeOverlaps(overlaps);
  return {
    ask: true,
    message: texts.reservations.overlap.needsConfirm,
    lines: [...lines.imported, ...lines.stays],
  };
}
