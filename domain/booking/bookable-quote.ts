import type { IsoDate } from "./dates";
import { checkDates } from "./inquiry-schema";
import { type Guests, type PriceQuote, quoteStay } from "./quote";
import type { BookingSettings } from "./settings";
import { isRangeFree, type UnavailableNights } from "./unavailable-nights";

/**
 * The price the booking form shows for chosen or posted dates: only for a stay that can be
 * booked. A range the stay rules refuse (across a closed period, too short, too far ahead) or
 * that runs through taken nights gets no total, only the reason (a page rendered without
 * JavaScript shows the posted dates again with the server's refusal).
 */
export function bookableQuote(
  stay: { settings: BookingSettings; blocked: UnavailableNights; today: IsoDate },
  range: { from?: IsoDate; to?: IsoDate },
  guests: Guests,
): PriceQuote | null {
  const { settings, blocked, today } = stay;
  const { from, to } = range;
  if (!from || !to || checkDates(settings, from, to, today)) return null;
  if (!isRangeFree(blocked, from, to)) return null;
  return quoteStay(settings, { start: from, end: to }, guests);
}
