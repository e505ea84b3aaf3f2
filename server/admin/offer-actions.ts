import { eq } from "drizzle-orm";
import { fill, texts } from "../../content/admin-texts";
import type { Language } from "../../content/property";
import type { ActionOutcome, Refusal } from "../../domain/admin/action-results";
import { takenLabel } from "../../domain/admin/reservation-overlap";
import type { IsoDate } from "../../domain/booking/dates";
import { formatShortDate } from "../../domain/booking/format";
import { propertyDateOf } from "../../domain/booking/today";
import { isSupportedLanguage } from "../../domain/i18n/detect-language";
import { toCents } from "../../domain/kernel/money";
import { statusLabels } from "../../domain/kernel/statuses";
import type { StayFormResult } from "../../domain/stays/form-results";
import { offerFields, offerFormValues, readOfferForm } from "../../domain/stays/offer-form";
import { suggestedOfferTerms } from "../../domain/stays/offer-terms";
import { stayPath } from "../../domain/stays/stay-panel";
import type { AppServices } from "../context";
import type { Database } from "../db/client";
import { bookingInquiries, reservations } from "../db/schema";
import { firstStayTaking } from "../kernel/holds";
import type { FormFields } from "../read-form";
import { sendOffer } from "../stays/offers";
import { readPaymentSettings } from "../stays/payment-settings";
import { guestPageUrl, loadStay, stayTemplate } from "../stays/stay-mail";
import { acceptInquiry } from "./inquiries";

const t = texts.offers.form;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an offer is sent from: a new inquiry (accepted on sending) or a pre-reserved stay. */
export type OfferSource = { kind: "inquiry" | "stay"; id: string };

/** The source named by the offer page's address: `?anfrage=<id>` or `?aufenthalt=<id>`. */
export function offerSourceOf(search: URLSearchParams): OfferSource | null {
  const inquiry = search.get("anfrage");
  if (inquiry && uuid.test(inquiry)) return { kind: "inquiry", id: inquiry };
  const stay = search.get("aufenthalt");
  if (stay && uuid.test(stay)) return { kind: "stay", id: stay };
  return null;
}

const span = (start: IsoDate, end: IsoDate) =>
  `${formatShortDate("de", start)} – ${formatShortDate("de", end)}`;

/** Another stay that takes any of these nights (booked, paid or held), named for the owners. */
async function nightsTakenBy(
  db: Database,
  stay: { start: IsoDate; end: IsoDate },
  except?: string,
) {
  const other = await firstStayTaking(db, stay, except);
  if (!other) return null;
  return fill(t.clashWith, {
    name: other.name,
    span: span(other.startDate, other.endDate),
    // A held offer is named as one, as the reservation form names it.
    status: takenLabel(other),
  });
}

/** Why no offer can go out from here, with a link to where one can. */
type Blocked = { message: string; link?: { to: string; label: string } } | null;

/** The inquiry or stay an offer goes for, as the form needs it; null if there is none. */
async function offerSubject(db: Database, source: OfferSource) {
  if (source.kind === "inquiry") {
    const [inquiry] = await db
      .select({
        inquiry: bookingInquiries,
        reservationId: reservations.id,
      })
      .from(bookingInquiries)
      .leftJoin(reservations, eq(reservations.inquiryId, bookingInquiries.id))
      .where(eq(bookingInquiries.id, source.id));
    if (!inquiry) return null;
    const row = inquiry.inquiry;
    const blocked: Blocked = row.anonymisedAt
      ? { message: t.inquiryAnonymised }
      : row.processed
        ? {
            message: t.inquiryAnswered,
            link: inquiry.reservationId
              ? { to: stayPath(inquiry.reservationId), label: texts.offers.stay.open }
              : undefined,
          }
        : null;
    return {
      name: `${row.firstName} ${row.lastName}`,
      firstName: row.firstName,
      lastName: row.lastName,
      quote: row.quote,
      reference: null as string | null,
      guestToken: null as string | null,
      email: row.contactEmail,
      language: row.language,
      startDate: row.preferredStartDate,
      endDate: row.preferredEndDate,
      guests: row.guestCount,
      quotedCents: row.quote?.totalCents ?? (row.quotedPrice ? toCents(row.quotedPrice) : null),
      reservationId: null as string | null,
      blocked,
    };
  }
  const loaded = await loadStay(db, source.id);
  if (!loaded) return null;
  const { stay } = loaded;
  return {
    name: stay.name,
    firstName: stay.firstName,
    lastName: stay.lastName,
    quote: stay.quote,
    reference: stay.reference,
    guestToken: stay.guestToken,
    email: stay.email,
    language: stay.language,
    startDate: stay.startDate,
    endDate: stay.endDate,
    guests: stay.guests,
    quotedCents: stay.quote?.totalCents ?? (stay.offerPrice ? toCents(stay.offerPrice) : null),
    reservationId: stay.id,
    blocked: (stay.status === "pre_reserved"
      ? null
      : { message: fill(t.notPreReserved, { status: statusLabels[stay.status] }) }) as Blocked,
  };
}

/**
 * The offer page's content: the guest and the stay, what the website quoted, the terms the
 * owners' defaults suggest for today, the "offer" template in the guest's language, and what
 * stands in the way (no account yet, the nights taken, an inquiry answered already).
 */
export async function loadOfferDraft(
  db: Database,
  source: OfferSource,
  now: Date,
  services: { siteUrl: string },
) {
  const subject = await offerSubject(db, source);
  if (!subject) return null;
  const settings = await readPaymentSettings(db);
  const language: Language = isSupportedLanguage(subject.language) ? subject.language : "de";
  const today = propertyDateOf(now);
  const terms = suggestedOfferTerms(subject.quotedCents ?? 0, subject.startDate, today, settings);
  const template = await stayTemplate(db, "offer", language);
  return {
    source,
    guest: { name: subject.name, email: subject.email, language },
    stay: { startDate: subject.startDate, endDate: subject.endDate, guests: subject.guests },
    quotedCents: subject.quotedCents,
    values: offerFormValues(terms, template),
    // What the message's preview fills in besides the terms on the form (link and reference
    // exist once a first offer went out; the preview says they come with it).
    preview: {
      firstName: subject.firstName,
      lastName: subject.lastName,
      startDate: subject.startDate,
      endDate: subject.endDate,
      guests: subject.guests,
      quote: subject.quote,
      reference: subject.reference,
      guestPageUrl: subject.guestToken
        ? guestPageUrl(services.siteUrl, subject.guestToken, language)
        : null,
      account: settings.account,
      now: now.toISOString(),
    },
    hasAccount: settings.account !== null,
    blocked: subject.blocked,
    nightsTaken: await nightsTakenBy(
      db,
      { start: subject.startDate, end: subject.endDate },
      subject.reservationId ?? undefined,
    ),
  };
}
export type OfferDraft = NonNullable<Awaited<ReturnType<typeof loadOfferDraft>>>;

type Outcome = ActionOutcome<StayFormResult> & { redirect?: string };

/**
 * Sends the offer from the posted form (after the admin check). From an inquiry it first accepts
 * it, which makes the pre-reserved stay (with the inquiry's language and quote); then the offer
 * holds the nights and goes to the guest (server/stays/offers.ts). Refused in words, nothing sent:
 * a wrong field, no account yet, the nights taken meanwhile, an inquiry answered before. On
 * success the answer is the stay's page.
 */
export async function runOfferAction(
  services: Pick<AppServices, "db" | "env" | "now" | "deliverMail">,
  source: OfferSource,
  fields: FormFields,
  by: string,
): Promise<Outcome> {
  const { db } = services;
  const now = services.now();
  const values = Object.fromEntries(
    Object.values(offerFields).map((name) => [name, fields[name] ?? ""]),
  );
  const refuse = (
    refused: Refusal,
    detail: string | undefined,
    extra: Partial<StayFormResult> = {},
  ): Outcome => ({
    refused,
    result: { ok: false, message: t.failed, ...(detail ? { detail } : {}), values, ...extra },
  });
  if (fields.intent !== "send-offer") return refuse("invalid", texts.unknownAction);
  const draft = await loadOfferDraft(db, source, now, { siteUrl: services.env.SITE_URL });
  if (!draft) return refuse("not-found", t.notFound);
  if (draft.blocked) return refuse("conflict", draft.blocked.message, { link: draft.blocked.link });
  const form = readOfferForm(fields, {
    today: propertyDateOf(now),
    arrival: draft.stay.startDate,
    quotedCents: draft.quotedCents,
  });
  if (!form.ok) return refuse("invalid", undefined, { fieldErrors: form.errors });
  const payment = await readPaymentSettings(db);
  const setUp = { to: "/admin/zahlungen", label: t.setUpAccount };
  if (!payment.account) return refuse("conflict", t.noAccount, { link: setUp });
  if (draft.nightsTaken) return refuse("conflict", draft.nightsTaken);

  let reservationId = source.id;
  if (source.kind === "inquiry") {
    const accepted = await acceptInquiry(db, source.id, { by });
    if (!accepted.ok || !accepted.reservationId) {
      const gone = !accepted.ok && accepted.reason === "not-found";
      return gone ? refuse("not-found", t.notFound) : refuse("conflict", t.inquiryAnswered);
    }
    reservationId = accepted.reservationId;
  }
  const sent = await sendOffer(
    db,
    reservationId,
    { terms: form.offer.terms, reason: form.offer.reason, message: form.offer.message, by },
    { now, siteUrl: services.env.SITE_URL, ownerEmail: services.env.OWNER_EMAIL, payment },
  );
  if (sent.ok) {
    services.deliverMail();
    return { result: { ok: true, message: t.sent }, redirect: stayPath(reservationId, "angebot") };
  }
  const kept = source.kind === "inquiry" ? ` ${t.keptAsPreReserved}` : "";
  const toStay = { to: stayPath(reservationId), label: texts.offers.stay.open };
  if (sent.reason === "clash") return refuse("conflict", `${t.clash}${kept}`, { link: toStay });
  if (sent.reason === "no-account") return refuse("conflict", t.noAccount, { link: setUp });
  if (sent.reason === "not-pre-reserved") {
    const status = (await loadStay(db, reservationId))?.stay.status ?? "booked";
    return refuse("conflict", fill(t.notPreReserved, { status: statusLabels[status] }));
  }
  return refuse("not-found", t.notFound);
}
