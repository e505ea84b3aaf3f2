import { and, eq, sum } from "drizzle-orm";
import type { Language } from "../../content/property";
import { defaultStayTemplates, type StayMessageKind } from "../../content/stay-templates";
import { isSupportedLanguage } from "../../domain/i18n/detect-language";
import { fillStayMessage, type StayForMessage } from "../../domain/stays/stay-message";
import type { Database, Transaction } from "../db/client";
import { replyTemplates, reservations, stayOffers, stayPayments } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { readSiteFacts } from "../site-facts";
import { type Actor, recordStayEvent } from "./history";
import type { PaymentSettings } from "./payment-settings";

type Reader = Pick<Database, "select">;

/** The guest's own page: the token goes in the query, which no log line keeps. */
export function guestPageUrl(siteUrl: string, token: string, language: Language): string {
  return `${siteUrl}/aufenthalt?code=${token}&lng=${language}`;
}

/** A stay with its offer and the money received so far (refunds subtracted). */
export async function loadStay(db: Reader, reservationId: string) {
  const [row] = await db
    .select({ stay: reservations, offer: stayOffers })
    .from(reservations)
    .leftJoin(stayOffers, eq(stayOffers.reservationId, reservations.id))
    .where(eq(reservations.id, reservationId));
  if (!row) return null;
  const [{ received }] = await db
    .select({ received: sum(stayPayments.amountCents).mapWith(Number) })
    .from(stayPayments)
    .where(eq(stayPayments.reservationId, reservationId));
  return { ...row, receivedCents: received ?? 0 };
}
export type LoadedStay = NonNullable<Awaited<ReturnType<typeof loadStay>>>;

/** The owners' text for a kind and language where they saved one, else the built-in one. */
export async function stayTemplate(db: Reader, kind: StayMessageKind, language: Language) {
  const [own] = await db
    .select({ subject: replyTemplates.subject, body: replyTemplates.body })
    .from(replyTemplates)
    .where(and(eq(replyTemplates.kind, kind), eq(replyTemplates.language, language)));
  if (own) return own;
  const { contact, house } = await readSiteFacts(db);
  return defaultStayTemplates(contact, house)[kind][language];
}

/** The stay's language as stored, German if the value is unknown. */
export const stayLanguage = (stay: LoadedStay["stay"]): Language =>
  isSupportedLanguage(stay.language) ? stay.language : "de";

/** A template filled for this stay in its guest's language (the owners' preview, or a reminder). */
export function stayMessage(
  template: { subject: string; body: string },
  { stay, offer, receivedCents }: LoadedStay,
  context: { siteUrl: string; payment: PaymentSettings },
  links?: StayForMessage["links"],
) {
  const language = stayLanguage(stay);
  return fillStayMessage(
    template,
    {
      ...stay,
      offer,
      receivedCents,
      guestPageUrl: stay.guestToken
        ? guestPageUrl(context.siteUrl, stay.guestToken, language)
        : null,
      links,
    },
    language,
    context.payment.account,
  );
}

/**
 * The owners' template of `kind` (else the built-in one) filled for the stay in its guest's
 * language and queued to the guest with its record in the history (see sendToGuest).
 */
export async function sendStayTemplate(
  tx: Transaction,
  loaded: LoadedStay,
  kind: StayMessageKind,
  context: { siteUrl: string; payment: PaymentSettings; ownerEmail: string },
  event: { actor: Actor; at: Date; messageKey?: string },
  links?: StayForMessage["links"],
): Promise<boolean> {
  const template = await stayTemplate(tx, kind, stayLanguage(loaded.stay));
  const message = stayMessage(template, loaded, context, links);
  return sendToGuest(
    tx,
    loaded,
    { kind, subject: message.subject, text: message.body, replyTo: context.ownerEmail },
    event,
  );
}

/**
 * Queues a mail to the stay's guest and records it in the history, in the caller's transaction.
 * With a `messageKey` the mail goes out once per stay: false when it was recorded before.
 */
export async function sendToGuest(
  tx: Transaction,
  loaded: LoadedStay,
  mail: { kind: string; subject: string; text: string; replyTo: string },
  event: { actor: Actor; at: Date; messageKey?: string },
): Promise<boolean> {
  const recorded = await recordStayEvent(tx, {
    reservationId: loaded.stay.id,
    at: event.at,
    actor: event.actor,
    kind: "message",
    detail: { message: mail.kind, to: loaded.stay.email, subject: mail.subject },
    messageKey: event.messageKey,
  });
  if (!recorded) return false;
  await enqueueMail(tx, {
    kind: `stay-${mail.kind}`,
    to: loaded.stay.email,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
  });
  return true;
}
