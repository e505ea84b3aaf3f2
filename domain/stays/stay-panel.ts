import type { IsoDate } from "../booking/dates";
import type { ReservationStatus } from "../kernel/statuses";
import type { StayHistoryEvent } from "./history-lines";

/** The address of a stay on the Reservierungen tab, with a notice to show there. */
export const stayPath = (id: string, notice?: string) =>
  `/admin/reservierungen?aufenthalt=${id}${notice ? `&hinweis=${notice}` : ""}`;

/**
 * What a stay's panel on the Reservierungen tab receives from its loader (server/admin/
 * stay-panel.ts), instants as ISO text. Here so the browser code reads it without server/.
 */
export interface StayPanelData {
  id: string;
  status: ReservationStatus;
  holdsDates: boolean;
  /** An open offer's deadline; null once accepted (held without end) or when not held. */
  holdUntil: string | null;
  language: string;
  reference: string | null;
  /** The guest's page, with its secret; null before the first offer. */
  guestPageUrl: string | null;
  offer: {
    state: "open" | "accepted" | "expired" | "withdrawn";
    totalCents: number;
    totalReason: string | null;
    depositCents: number;
    depositDue: IsoDate;
    balanceDue: IsoDate;
    sentAt: string;
    sentBy: string;
    answeredAt: string | null;
  } | null;
  /** The offer's total, else the offer price of the form; null without either. */
  totalCents: number | null;
  receivedCents: number;
  /** Each payment as recorded (refunds negative), oldest first, to take one back. */
  payments: { id: string; amountCents: number; receivedOn: IsoDate; method: string }[];
  history: (StayHistoryEvent & { id: number })[];
}
