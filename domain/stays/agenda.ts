import type { ReservationStatus } from "../admin/statuses";
import { addDays, type IsoDate } from "../booking/dates";
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

/** What needs the owners today, each list in the order it comes due. */
export interface Agenda {
  waiting: (Entry & { holdUntil: string })[];
  depositsOverdue: (Entry & { due: IsoDate; openCents: number })[];
  balancesOverdue: (Entry & { due: IsoDate; openCents: number })[];
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
 * The admin start's "what needs you today": offers waiting for the guest's answer (by their
 * deadline), deposits and balances whose day has passed with money still open (accepted offers
 * only: an open one is still waiting), and the arrivals and departures from today to 7 days on of
 * the stays that take their nights (booked, paid, or pre-reserved and held). Cancelled stays never.
 */
export function stayAgenda(stays: AgendaStay[], today: IsoDate): Agenda {
  const agenda: Agenda = {
    waiting: [],
    depositsOverdue: [],
    balancesOverdue: [],
    arrivals: [],
    departures: [],
  };
  const last = addDays(today, agendaDays);
  for (const stay of stays) {
    if (stay.status === "cancelled") continue;
    const { offer } = stay;
    if (offer?.state === "open" && stay.status === "pre_reserved" && stay.holdUntil) {
      agenda.waiting.push({ ...entry(stay), holdUntil: stay.holdUntil });
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
  agenda.arrivals.sort((a, b) => a.startDate.localeCompare(b.startDate));
  agenda.departures.sort((a, b) => a.endDate.localeCompare(b.endDate));
  return agenda;
}
