import { addDays, type IsoDate } from "../booking/dates";
import type { ReservationStatus } from "../kernel/statuses";
import { type AmountDue, amountsDue, type OfferAmounts } from "./payment-progress";

/** The reminders the daily job sends to a guest (each once per stay). */
const reminderKinds = ["offer_expiring", "deposit_due", "deposit_overdue", "balance_due"] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** The deposit reminder goes out this many days before its due date. */
const depositReminderDaysBefore = 2;

export interface StayForReminders extends OfferAmounts {
  status: ReservationStatus;
  offerState: "open" | "accepted" | "expired" | "withdrawn";
  /** The end of an open offer's hold. */
  holdUntil: Date | null;
  arrival: IsoDate;
  receivedCents: number;
}

const open = (parts: AmountDue[], part: AmountDue["part"]) =>
  parts.find((candidate) => candidate.part === part && candidate.openCents > 0);

/**
 * The reminders due for a stay today: an open offer's last day; for an accepted offer, the
 * deposit shortly before its day (or, once the day has passed, that it is overdue, instead) and
 * the balance from its day until arrival. Nothing for a cancelled stay. Which were already sent
 * is the caller's to know (each kind goes out once).
 */
export function remindersDue(stay: StayForReminders, today: IsoDate, now: Date): ReminderKind[] {
  if (stay.status === "cancelled") return [];
  if (stay.offerState === "open") {
    const left = stay.holdUntil ? stay.holdUntil.getTime() - now.getTime() : Number.NaN;
    return left > 0 && left <= 24 * 3600_000 ? ["offer_expiring"] : [];
  }
  if (stay.offerState !== "accepted" || today >= stay.arrival) return [];
  const parts = amountsDue(stay, stay.receivedCents);
  const due: ReminderKind[] = [];
  const deposit = open(parts, "deposit");
  if (deposit && today > deposit.due) due.push("deposit_overdue");
  else if (deposit && today >= addDays(deposit.due, -depositReminderDaysBefore)) {
    due.push("deposit_due");
  }
  const balance = open(parts, "balance");
  if (!deposit && balance && today >= balance.due) due.push("balance_due");
  return due;
}
