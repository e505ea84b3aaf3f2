import { addDays } from "../../domain/booking/dates";
import { countNights } from "../../domain/booking/nights";
import { todayOf } from "../../domain/booking/today";
import {
  type AcceptTick,
  type AmountView,
  acceptTicks,
  type GuestAnswerProblem,
  type GuestStayView,
  guestStayState,
} from "../../domain/stays/guest-stay";
import { amountsDue } from "../../domain/stays/payment-progress";
import { remittanceText } from "../../domain/stays/remittance";
import type { AppServices } from "../context";
import { transferQrCode } from "../payments/transfer-qr";
import type { FormFields } from "../read-form";
import { readHouseFacts } from "../site-facts";
import { acceptOffer, cancelByGuest, stayOfToken } from "./offers";
import { readPaymentSettings } from "./payment-settings";

/*
 * The guest's own page (/aufenthalt?code=<token>): what it shows of a stay, and the guest's two
 * answers, accept and cancel. The token is the only key; an unknown, malformed or revoked one
 * finds nothing, and the caller answers 404 without a word about any stay.
 */

type Services = Pick<AppServices, "db" | "env" | "now" | "deliverMail">;

/** The page of the stay behind `token`, or null when no current stay has that token. */
export async function guestStayView(
  services: Services,
  token: string,
): Promise<GuestStayView | null> {
  const loaded = await stayOfToken(services.db, token);
  if (!loaded) return null;
  const { stay, offer, receivedCents } = loaded;
  const now = services.now();
  const today = todayOf(services.now);
  const state = guestStayState(stay.status, offer, stay.holdUntil, now, receivedCents);
  // Bank details and codes from the offer on: paying the deposit accepts it.
  const payable =
    offer !== null && ["open", "partPaid", "accepted", "booked", "paid"].includes(state);
  const { account } = payable ? await readPaymentSettings(services.db) : { account: null };
  // The owners' days as they are now: the page states the rule the stay is cancelled under.
  const { freeCancellationDays } = await readHouseFacts(services.db);
  const amounts: AmountView[] = [];
  const parts = offer ? amountsDue(offer, receivedCents) : [];
  // The transfer (details, copy buttons, QR code) of the payment due now: the first one open.
  const dueNow = parts.find((part) => part.openCents > 0);
  for (const part of parts) {
    const transferable = payable && account && stay.reference && part === dueNow;
    const remittance = stay.reference ? remittanceText(stay.reference, part.part) : "";
    amounts.push({
      ...part,
      overdue: payable && part.openCents > 0 && part.due < today,
      transfer: transferable
        ? {
            account,
            amountCents: part.openCents,
            remittance,
            qrCode: await transferQrCode({
              name: account.holder,
              iban: account.iban,
              bic: account.bic,
              amountCents: part.openCents,
              remittance,
            }),
          }
        : null,
    });
  }
  return {
    firstName: stay.firstName,
    language: stay.language,
    startDate: stay.startDate,
    endDate: stay.endDate,
    nights: countNights(stay.startDate, stay.endDate),
    adults: stay.adults,
    children: stay.children,
    reference: stay.reference,
    state,
    quote: stay.quote,
    totalCents: offer?.totalCents ?? null,
    totalReason: offer?.totalReason ?? null,
    holdUntil: state === "open" && stay.holdUntil ? stay.holdUntil.toISOString() : null,
    answeredAt: offer?.answeredAt?.toISOString() ?? null,
    receivedCents,
    amounts,
    accountMissing: payable && !account && amounts.some((part) => part.openCents > 0),
    freeCancellationUntil: addDays(stay.startDate, -freeCancellationDays),
    freeCancellationDays,
    today,
  };
}

export type GuestPageAnswer =
  | { ok: true }
  | { ok: false; problem: GuestAnswerProblem; missing?: AcceptTick[] };

/**
 * The guest's answer from the page's forms: accept (both boxes ticked) or cancel (confirmed).
 * Null when the token finds no stay. Anything refused changes nothing.
 */
export async function answerOnGuestPage(
  services: Services,
  token: string,
  fields: FormFields,
): Promise<GuestPageAnswer | null> {
  const { db, env } = services;
  if (!(await stayOfToken(db, token))) return null;
  const context = {
    now: services.now(),
    ownerEmail: env.OWNER_EMAIL,
    siteUrl: env.SITE_URL,
    payment: await readPaymentSettings(db),
  };
  let result: Awaited<ReturnType<typeof acceptOffer>>;
  if (fields.intent === "accept") {
    const missing = acceptTicks.filter((name) => fields[name] !== "yes");
    if (missing.length > 0) return { ok: false, problem: "ticks", missing };
    result = await acceptOffer(db, token, context);
  } else if (fields.intent === "cancel") {
    if (fields.confirm !== "yes") return { ok: false, problem: "confirm" };
    result = await cancelByGuest(db, token, context);
  } else {
    return { ok: false, problem: "unreadable" };
  }
  if (!result.ok) return { ok: false, problem: result.reason };
  services.deliverMail();
  return { ok: true };
}
