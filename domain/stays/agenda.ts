import { addDays, type IsoDate } from "../booking/dates";
import type { ReservationStatus } from "../kernel/statuses";
import { amountsDue, type OfferAmounts } from "./payment-progress";

/** A stay as the admin start reads it: its offer (if any) and the money received. */
export interface AgendaStay {
  id: string;
  name: string;
  startDate: IsoDate;
  endDate: IsoDate;
  status: ReservationStatus;
  holdsDates: boolean;
  /** An open offer's deadline (ISO instant). */
  holdUntil: string | null;
  offer: (OfferAmounts & { state: "open" | "accepted" | "expired" | "withdrawn" }) | null;
  receivedCents: number;
}

interface Entry {
  id: string;
  name: string;
  startDate: IsoDate;
  endDate: IsoDate;
}

/** An inquiry nobody has answered yet, with when it came (ISO instant). */
export interface NewInquiry {
  id: string;
  name: string;
  receivedAt: string;
}

/**
 * What needs the owners today, in the order they should take it: new inquiries (oldest first:
 * the site promises an answer within a day), offers waiting for the family, money overdue, part
 * payments on offers that ran out, arrivals and departures.
 */
export interface Agenda {
  inquiries: NewInquiry[];
  waiting: (Entry & { holdUntil: string })[];
  depositsOverdue: (Entry & { due: IsoDate; openCents: number })[];
  balancesOverdue: (Entry & { due: IsoDate; openCents: number })[];
  partPaid: (Entry & { receivedCents: number; holdUntil: string })[];
  arrivals: Entry[];
  departures: Entry[];
}

/** How far ahead the admin start lists arrivals and departures: today and the next 7 days. */
export const agendaDays = 7;

const entry = ({ id, name, startDate, endDate }: AgendaStay): Entry => ({
  id,
  name,
  startDate,
  endDate,
});

/**
 * The admin start's "what needs you today": new inquiries, offers waiting for the guest's answer
 * (by their deadline), deposits and balances whose day has passed with money still open
 * (accepted offers only: an open one is still waiting), offers whose time ran out with part of
 * the deposit paid (the hold stays until the owners decide), and the arrivals and departures from
 * today to 7 days on of the stays that take their nights (booked, paid, or pre-reserved and
 * held). Cancelled stays never. `now` is the application's clock, as an ISO instant.
 */
export function stayAgenda(
  stays: AgendaStay[],
  inquiries: NewInquiry[],
  now: { today: IsoDate; instant: string },
): Agenda {
  const { today } = now;
  const agenda: Agenda = {
    inquiries: [...inquiries].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)),
    waiting: [],
    depositsOverdue: [],
    balancesOverdue: [],
    partPaid: [],
    arrivals: [],
    departures: [],
  };
  const last = addDays(today, agendaDays);
  for (const stay of stays) {
    if (stay.status === "cancelled") continue;
    const { offer } = stay;
    if (offer?.state === "open" && stay.status === "pre_reserved" && stay.holdUntil) {
      const { holdUntil } = stay;
      if (holdUntil > now.instant) agenda.waiting.push({ ...entry(stay), holdUntil });
      else if (stay.receivedCents > 0) {
        agenda.partPaid.push({ ...entry(stay), holdUntil, receivedCents: stay.receivedCents });
      }
    }
    if (offer?.state === "accepted") {
      for (const part of amountsDue(offer, stay.receivedCents)) {
        if (part.openCents === 0 || part.due >= today) continue;
        const list = part.part === "deposit" ? agenda.depositsOverdue : agenda.balancesOverdue;
        list.push({ ...entry(stay), due: part.due, openCents: part.openCents });
      }
    }
    const takesNights = stay.status !== "pre_reserved" || stay.holdsDates;
    if (!takesNights) continue;
    if (stay.startDate >= today && stay.startDate <= last) agenda.arrivals.push(entry(stay));
    if (stay.endDate >= today && stay.endDate <= last) agenda.departures.push(entry(stay));
  }
  agenda.waiting.sort((a, b) => a.holdUntil.localeCompare(b.holdUntil));
  agenda.depositsOverdue.sort((a, b) => a.due.localeCompare(b.due));
  agenda.balancesOverdue.sort((a, b) => a.due.localeCompare(b.due));
  agenda.partPaid.sort((a, b) => a.holdUntil.localeCompare(b.holdUntil));
  agenda.arrivals.sort((a, b) => a.startDate.localeCompare(b.startDate));
  agenda.departures.sort((a, b) => a.endDate.localeCompare(b.endDate));
  return agenda;
}
