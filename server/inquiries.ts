import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Language } from "../content/property";
import type { IsoDate } from "../domain/booking/dates";
import {
  createInquirySchema,
  fieldLimits,
  type InquiryField,
  type InquiryFieldErrors,
  type InquiryTranslator,
} from "../domain/booking/inquiry-schema";
import { type PriceQuote, quoteStay } from "../domain/booking/quote";
import type { BookingSettings } from "../domain/booking/settings";
import { todayOf } from "../domain/booking/today";
import { fieldErrorsOf } from "../domain/forms/field-errors";
import { germanGuestCounts } from "../domain/inquiries/german-guest-counts";
import { readBookingSettings } from "./booking-settings";
import { channelBlocksTaking } from "./channels/blocks";
import type { AppServices } from "./context";
import { rowsOf, type Transaction } from "./db/client";
import { bookingInquiries, emailOutbox, reservations } from "./db/schema";
import { translatorFor } from "./i18n";
import { takesNights } from "./kernel/holds";
import { guestConfirmation, type InquiryMailData, ownerNotification } from "./mail/inquiry-mails";
import { enqueueMail } from "./mail/outbox";
import { readSiteFacts } from "./site-facts";

/** The hidden field bots fill in and people never see (the honeypot). */
export const honeypotField = "company_website";

export type InquiryOutcome =
  | { status: "sent"; inquiryId: string; email: string; quote: PriceQuote }
  | { status: "invalid"; fieldErrors: InquiryFieldErrors }
  | { status: "overlap" }
  | { status: "rateLimited" }
  | { status: "rejected" };

export interface InquiryRequest {
  /** The posted form fields. */
  fields: Record<string, unknown>;
  language: Language;
  clientAddress: string;
  userAgent: string | null;
  /** The owners' rates and rules as this request already read them; else read here. */
  settings?: Promise<BookingSettings>;
}

type InquirySchema = ReturnType<typeof createInquirySchema>;

/** The validation messages of a language, from the booking page's texts. */
function messagesIn(language: Language): InquiryTranslator {
  const t = translatorFor(language);
  return (key, values) => t(`booking:errors.${key}`, values);
}

/**
 * Building the schema costs ten times what validating with it does, so it is kept per day and
 * language for as long as the settings are the same object (a change of settings is a new one).
 */
const schemas = new WeakMap<BookingSettings, Map<string, InquirySchema>>();
function inquirySchema(today: IsoDate, settings: BookingSettings, language: Language) {
  let kept = schemas.get(settings);
  if (!kept) {
    kept = new Map();
    schemas.set(settings, kept);
  }
  const key = `${today} ${language}`;
  let schema = kept.get(key);
  if (!schema) {
    schema = createInquirySchema({ today, settings, t: messagesIn(language), language });
    kept.set(key, schema);
  }
  return schema;
}

/** Distinguishes our advisory locks from anyone else's (first key of the two-key form). */
const rateLimitLockNamespace = 4711;
const confirmationLockNamespace = 4712;
const hourMs = 60 * 60 * 1000;

/**
 * Guest confirmations per recipient address in 24 hours. Anyone can type any address into the
 * form, so this caps what the site mails to a stranger; inquiries beyond it are still stored and
 * reach the owners, only without another confirmation.
 */
export const guestConfirmationsPerDay = 3;

/**
 * What decides an inquiry, asked in two statements (on the embedded database each statement
 * costs about a millisecond of the server's one thread; these were six).
 * First both advisory locks, always in this order, so that parallel inquiries are serialised per
 * client address (the rate limit) and per guest address (the confirmations) and cannot deadlock;
 * then, in one select:
 * - `recent`: this address's inquiries in the last hour;
 * - `taken`: whether a stay that holds its nights or an imported block takes any night asked for;
 * - `confirmations`: confirmations mailed to the guest's address in 24 hours, counted from the
 *   outbox by the database's clock, which also stamps its rows.
 */
async function inquiryChecks(
  tx: Transaction,
  request: { address: string; email: string; since: Date; start: IsoDate; end: IsoDate },
) {
  const { address, email, since, start, end } = request;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${rateLimitLockNamespace}::int, hashtext(${address})),
      pg_advisory_xact_lock(${confirmationLockNamespace}::int, hashtext(${email}))`,
  );
  const recent = tx
    .select({ count: sql<number>`count(*)::int` })
    .from(bookingInquiries)
    .where(and(eq(bookingInquiries.clientAddress, address), gt(bookingInquiries.createdAt, since)));
  const stays = tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(takesNights, lt(reservations.startDate, end), gt(reservations.endDate, start)));
  const confirmations = tx
    .select({ count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, "inquiry-guest"),
        sql`lower(${emailOutbox.to}) = ${email}`,
        sql`${emailOutbox.createdAt} > now() - interval '24 hours'`,
      ),
    );
  const [checks] = await rowsOf<InquiryChecks>(
    tx,
    sql`select (${recent}) as recent,
      exists (${stays}) or exists (${channelBlocksTaking(tx, start, end)}) as taken,
      (${confirmations}) as confirmations`,
  );
  return checks;
}

interface InquiryChecks {
  recent: number;
  taken: boolean;
  confirmations: number;
}

/** The stored message: the guest counts in German ('2 Erwachsene, 1 Kind'), then the text. */
function inquiryMessage(adults: number, children: number, text: string): string {
  const guests = germanGuestCounts(adults, children);
  return text ? `${guests}\n\n${text}` : guests;
}

/**
 * Validates and stores one booking inquiry, with the mails it causes. In one transaction, serialised per client address by an advisory lock so parallel
 * requests cannot exceed the limit: the rate-limit count, the overlap check against booked and
 * paid stays and imported channel blocks, the insert and the queued mails (the owners'
 * notification, and the guest's confirmation within `guestConfirmationsPerDay`). Mail is
 * delivered after the commit; a failed send never fails the inquiry.
 */
export async function submitInquiry(
  services: Pick<AppServices, "db" | "env" | "now" | "deliverMail">,
  request: InquiryRequest,
): Promise<InquiryOutcome> {
  const { db, env, now } = services;
  const honeypot = request.fields[honeypotField];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { status: "rejected" };

  const settings = await (request.settings ?? readBookingSettings(db));
  const parsed = inquirySchema(todayOf(now), settings, request.language).safeParse(request.fields);
  if (!parsed.success) {
    return { status: "invalid", fieldErrors: fieldErrorsOf<InquiryField>(parsed.error) };
  }
  const input = parsed.data;
  const start = input.preferred_start_date;
  const end = input.preferred_end_date;
  const quote = quoteStay(settings, { start, end }, input);
  if (!quote) throw new Error("no price for a validated range");

  const address = request.clientAddress.slice(0, 64);
  const phone = input.phone ? `${input.country_code} ${input.phone}` : null;

  const outcome = await db.transaction(async (tx): Promise<InquiryOutcome> => {
    const createdAt = now();
    const checks = await inquiryChecks(tx, {
      address,
      email: input.contact_email.toLowerCase(),
      since: new Date(createdAt.getTime() - hourMs),
      start,
      end,
    });
    if (checks.recent >= env.INQUIRY_RATE_LIMIT) return { status: "rateLimited" };
    if (checks.taken) return { status: "overlap" };

    const [row] = await tx
      .insert(bookingInquiries)
      .values({
        firstName: input.first_name,
        lastName: input.last_name,
        contactEmail: input.contact_email,
        phone,
        guestCount: input.adults + input.children,
        preferredStartDate: start,
        preferredEndDate: end,
        message: inquiryMessage(input.adults, input.children, input.message),
        userAgent: request.userAgent ? request.userAgent.slice(0, fieldLimits.userAgent) : null,
        processed: false,
        quotedPrice: (quote.totalCents / 100).toFixed(2),
        quote,
        language: request.language,
        clientAddress: address,
        createdAt,
      })
      .returning({ id: bookingInquiries.id });

    const mail: InquiryMailData = {
      inquiryId: row.id,
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.contact_email,
      phone,
      startDate: start,
      endDate: end,
      adults: input.adults,
      children: input.children,
      message: input.message,
      language: request.language,
      quote,
    };
    await enqueueMail(
      tx,
      ownerNotification(mail, { to: env.OWNER_EMAIL, siteUrl: env.SITE_URL }),
      ...(checks.confirmations < guestConfirmationsPerDay
        ? [
            await readSiteFacts(tx).then(({ contact, house }) =>
              guestConfirmation(mail, contact, house),
            ),
          ]
        : []),
    );
    return { status: "sent", inquiryId: row.id, email: input.contact_email, quote };
  });

  if (outcome.status === "sent") services.deliverMail();
  return outcome;
}
