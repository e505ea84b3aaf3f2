import { fill, texts } from "../../content/admin-texts";
import { isIsoDate } from "../booking/dates";
import { formatEuroCents, formatShortDate } from "../booking/format";
import { statusLabels } from "../kernel/statuses";

const t = texts.offers.history;
const stayTexts = texts.offers.stay;

/** One event of a stay's history as stored (server/stays/history.ts), its time as ISO text. */
export interface StayHistoryEvent {
  at: string;
  actor: string;
  kind: string;
  detail: Record<string, string | number | boolean | null> | null;
}

/** An event as the owners read it: what happened, its particulars, and who did it. */
export interface HistoryLine {
  what: string;
  detail: string | null;
  who: string;
}

const euro = (cents: unknown) =>
  typeof cents === "number" ? formatEuroCents("de", cents, { alwaysCents: true }) : "–";
const day = (iso: unknown) => (isIsoDate(iso) ? formatShortDate("de", iso) : "–");
const text = (value: unknown) => (typeof value === "string" ? value : "–");
const statusLabel = (value: unknown) =>
  typeof value === "string" && Object.hasOwn(statusLabels, value)
    ? statusLabels[value as keyof typeof statusLabels]
    : text(value);
const methodLabel = (value: unknown) =>
  typeof value === "string" && Object.hasOwn(stayTexts.methods, value)
    ? stayTexts.methods[value as keyof typeof stayTexts.methods]
    : text(value);

/** Who did it, in German: the owner's e-mail as stored, the guest, or the site by itself. */
function actorLabel(actor: string): string {
  if (actor === "guest") return stayTexts.actors.guest;
  if (actor === "system") return stayTexts.actors.system;
  return actor;
}

/**
 * A history event in the owners' words (German label for each kind, its detail written out).
 * `localTime` writes an instant as the owners' local time. A kind this version does not know is
 * shown by its name, so nothing of the history is hidden.
 */
export function historyLine(
  event: StayHistoryEvent,
  localTime: (iso: string) => string,
): HistoryLine {
  const detail = event.detail ?? {};
  const who = actorLabel(event.actor);
  switch (event.kind) {
    case "offer_sent":
      return {
        what: t.offer_sent,
        detail: fill(t.offerSentDetail, {
          total: euro(detail.totalCents),
          deposit: euro(detail.depositCents),
          until: typeof detail.holdUntil === "string" ? localTime(detail.holdUntil) : "–",
        }),
        who,
      };
    case "payment_undone":
      return {
        what: t.payment_undone,
        detail: fill(t.paymentUndoneDetail, {
          amount: euro(detail.amountCents),
          date: day(detail.receivedOn),
          reason: text(detail.reason),
        }),
        who,
      };
    case "payment":
    case "refund":
      return {
        what: t[event.kind],
        detail: fill(t.paymentDetail, {
          amount: euro(detail.amountCents),
          date: day(detail.receivedOn),
          method: methodLabel(detail.method),
        }),
        who,
      };
    case "status":
      return {
        what: t.status,
        detail: fill(t.statusDetail, {
          from: statusLabel(detail.from),
          to: statusLabel(detail.to),
        }),
        who,
      };
    case "message": {
      const kind = text(detail.message);
      return {
        what: `${t.message}: ${t.messages[kind] ?? kind}`,
        detail: fill(t.messageDetail, { subject: text(detail.subject), to: text(detail.to) }),
        who,
      };
    }
    case "offer_accepted":
    case "offer_expired":
    case "cancelled":
    case "link_revoked":
      return { what: t[event.kind], detail: null, who };
    default:
      return { what: event.kind, detail: null, who };
  }
}
