import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Language } from "../content/property";
import { localIsoDate } from "../domain/booking/dates";
import {
  createInquirySchema,
  fieldErrorsOf,
  fieldLimits,
  type InquiryFieldErrors,
  type InquiryTranslator,
} from "../domain/booking/inquiry-schema";
import { type PriceQuote, quoteStay } from "../domain/booking/quote";
import { blockingStatuses } from "../domain/booking/unavailable-nights";
import type { AppServices } from "./context";
import { bookingInquiries, reservations } from "./db/schema";
import { inquiryMails } from "./mail/inquiry-mails";
import { enqueueMail } from "./mail/outbox";

/** The hidden field bots fill in and people never see (the honeypot). */
export const honeypotField = "company_website";

export type InquiryOutcome =
  | { status: "sent"; inquiryId: string; email: string; quote: PriceQuote }
  | { status: "invalid"; fieldErrors: InquiryFieldErrors }
  | { status: "overlap" }
  | { status: "rateLimited" }
  | { status: "rejected" };

export interface InquiryRequest {
  /** The posted form fields (SPEC.md's names). */
  fields: Record<string, unknown>;
  language: Language;
  clientAddress: string;
  userAgent: string | null;
  /** Validation messages in the visitor's language. */
  t: InquiryTranslator;
}

/** Distinguishes our advisory locks from anyone else's (first key of the two-key form). */
const rateLimitLockNamespace = 4711;
const hourMs = 60 * 60 * 1000;

/** The stored message: 'N Erwachsene, M Kinder', then the visitor's text (SPEC.md section 3). */
export function inquiryMessage(adults: number, children: number, text: string): string {
  const guests = `${adults} Erwachsene, ${children} Kinder`;
  return text ? `${guests}\n\n${text}` : guests;
}

/**
 * Validates and stores one booking inquiry (SPEC.md sections 3, 5, 7; DESIGN.md deviations 3, 7
 * and 9). In one transaction, serialised per client address by an advisory lock so parallel
 * requests cannot exceed the limit: the rate-limit count, the overlap check against booked and
 * paid stays, the insert and the two queued mails. Mail is delivered after the commit; a
 * failed send never fails the inquiry.
 */
export async function submitInquiry(
  services: Pick<AppServices, "db" | "env" | "now" | "deliverMail">,
  request: InquiryRequest,
): Promise<InquiryOutcome> {
  const { db, env, now } = services;
  const honeypot = request.fields[honeypotField];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { status: "rejected" };

  const today = localIsoDate(now());
  const parsed = createInquirySchema({ today, t: request.t }).safeParse(request.fields);
  if (!parsed.success) return { status: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  const input = parsed.data;
  const start = input.preferred_start_date;
  const end = input.preferred_end_date;
  const quote = quoteStay(start, end);
  if (!quote) throw new Error("no price for a validated range");

  const address = request.clientAddress.slice(0, 64);
  const phone = input.phone ? `${input.country_code} ${input.phone}` : null;

  const outcome = await db.transaction(async (tx): Promise<InquiryOutcome> => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${rateLimitLockNamespace}::int, hashtext(${address}))`,
    );
    const createdAt = now();
    const [{ recent }] = await tx
      .select({ recent: sql<number>`count(*)::int` })
      .from(bookingInquiries)
      .where(
        and(
          eq(bookingInquiries.clientAddress, address),
          gt(bookingInquiries.createdAt, new Date(createdAt.getTime() - hourMs)),
        ),
      );
    if (recent >= env.INQUIRY_RATE_LIMIT) return { status: "rateLimited" };

    const clash = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          inArray(reservations.status, blockingStatuses as ("booked" | "paid")[]),
          lt(reservations.startDate, end),
          gt(reservations.endDate, start),
        ),
      )
      .limit(1);
    if (clash.length > 0) return { status: "overlap" };

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
        quotedPrice: quote.total.toFixed(2),
        language: request.language,
        clientAddress: address,
        createdAt,
      })
      .returning({ id: bookingInquiries.id });

    await enqueueMail(
      tx,
      ...inquiryMails(
        {
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
        },
        { ownerEmail: env.OWNER_EMAIL, siteUrl: env.SITE_URL },
      ),
    );
    return { status: "sent", inquiryId: row.id, email: input.contact_email, quote };
  });

  if (outcome.status === "sent") services.deliverMail();
  return outcome;
}
