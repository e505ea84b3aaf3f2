import type { TFunction } from "i18next";
import { fill, texts } from "../../content/admin-texts";
import type { Language } from "../../content/property";
import { property } from "../../content/property";
import { formatDate } from "../../domain/booking/format";
import type { PriceQuote } from "../../domain/booking/quote";
import { quoteRows } from "../../domain/booking/quote-rows";
import type { ContactFacts } from "../../domain/contact/contact-facts";
import { germanGuestCounts } from "../../domain/inquiries/german-guest-counts";
import { inquiryPath } from "../../domain/inquiries/inbox-query";
import type { HouseFacts } from "../../domain/site/house-facts";
import { translatorFor } from "../i18n";
import type { OutgoingMail } from "./outbox";

/** What the inquiry mails tell. */
export interface InquiryMailData {
  inquiryId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Country code plus number, or null. */
  phone: string | null;
  startDate: string;
  endDate: string;
  adults: number;
  children: number;
  /** The visitor's own text (may be empty). */
  message: string;
  language: Language;
  quote: PriceQuote;
}

/** Every user value goes through this before it enters HTML. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

type Row = [label: string, value: string];

function textTable(rows: Row[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join("\n");
}

function htmlTable(rows: Row[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table cellspacing="0" cellpadding="0">${cells}</table>`;
}

function htmlDocument(lang: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1c1917">${body}</body></html>`;
}

/** The notification to the owners, in German (the admin side is German-only). */
export function ownerNotification(data: InquiryMailData, options: { to: string; siteUrl: string }) {
  const t = texts.inquiryNotification;
  const name = `${data.firstName} ${data.lastName}`;
  const from = formatDate("de", data.startDate);
  const to = formatDate("de", data.endDate);
  const adminUrl = `${options.siteUrl}${inquiryPath(data.inquiryId)}`;
  const rows: Row[] = [
    [t.rows.name, name],
    [t.rows.email, data.email],
    [t.rows.phone, data.phone ?? t.empty],
    [t.rows.arrival, from],
    [t.rows.departure, to],
    [t.rows.nights, String(data.quote.nights)],
    [
      t.rows.guests,
      `${data.adults + data.children} (${germanGuestCounts(data.adults, data.children)})`,
    ],
    [t.rows.language, texts.inquiries.languages[data.language] ?? data.language],
    [t.rows.message, data.message || t.empty],
  ];
  const prices = quoteRows("de", data.quote, {
    cleaning: t.cleaning,
    touristTax: t.touristTax,
    total: data.quote.touristTax.length ? t.totalWithTax : t.totalWithoutTax,
  });
  const subject = fill(t.subject, { name, from, to });
  const text = [
    t.intro,
    "",
    textTable(rows),
    "",
    `${t.prices}:`,
    textTable(prices),
    "",
    `${t.openText} ${adminUrl}`,
  ].join("\n");
  const html = htmlDocument(
    "de",
    [
      `<p>${escapeHtml(t.intro)}</p>`,
      htmlTable(rows),
      `<h3>${escapeHtml(t.prices)}</h3>`,
      htmlTable(prices),
      `<p><a href="${escapeHtml(adminUrl)}">${escapeHtml(t.openLink)}</a></p>`,
    ].join(""),
  );
  return {
    kind: "inquiry-owner",
    to: options.to,
    // Answering the notification writes to the guest.
    replyTo: data.email,
    subject,
    text,
    html,
    inquiryId: data.inquiryId,
  } satisfies OutgoingMail;
}

/**
 * What the guest's confirmation may carry. It goes to whatever address was typed into the form,
 * so apart from the first name (one printable line of at most 50 characters, checked by the
 * schema) nothing the visitor wrote: no one can use it to send their own text to anyone.
 */
export type GuestConfirmationData = Pick<
  InquiryMailData,
  | "inquiryId"
  | "firstName"
  | "email"
  | "startDate"
  | "endDate"
  | "adults"
  | "children"
  | "language"
  | "quote"
>;

/** "2 adults, 1 child" in the translator's language, each count with its plural form. */
function guestCounts(t: TFunction, adults: number, children: number): string {
  return t("booking:mail.guestsValue", {
    adults: t("booking:guestCounts.adults", { count: adults }),
    children: t("booking:guestCounts.children", { count: children }),
  });
}

/**
 * The confirmation to the guest, in the language they used on the site, with the owners' contact
 * facts and response time as they set them.
 */
export function guestConfirmation(
  data: GuestConfirmationData,
  contact: ContactFacts,
  house: HouseFacts,
) {
  const { language } = data;
  const t = translatorFor(language);
  const m = (key: string, values?: Record<string, unknown>) => t(`booking:mail.${key}`, values);
  const from = formatDate(language, data.startDate);
  const to = formatDate(language, data.endDate);
  const rows: Row[] = [
    [m("arrival"), from],
    [m("departure"), to],
    [m("nights"), String(data.quote.nights)],
    [m("guests"), guestCounts(t, data.adults, data.children)],
  ];
  const prices = quoteRows(language, data.quote, {
    cleaning: m("cleaning"),
    touristTax: m("touristTax"),
    total: m("total"),
  });
  const terms = data.quote.touristTax.length
    ? m("notBinding")
    : `${m("notBinding")} ${m("taxExcluded")}`;
  const greeting = m("greeting", { name: data.firstName });
  const contactLine = m("contact", { email: contact.email, phone: contact.phone });
  const subject = m("guestSubject", { property: property.name, from, to });
  const text = [
    greeting,
    "",
    m("thanks", { hours: house.responseHours }),
    "",
    `${m("summary")}:`,
    textTable(rows),
    "",
    `${m("quote")}:`,
    textTable(prices),
    "",
    terms,
    "",
    contactLine,
    "",
    m("closing"),
    contact.owners,
    property.name,
  ].join("\n");
  const html = htmlDocument(
    language,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(m("thanks", { hours: house.responseHours }))}</p>`,
      `<h3>${escapeHtml(m("summary"))}</h3>`,
      htmlTable(rows),
      `<h3>${escapeHtml(m("quote"))}</h3>`,
      htmlTable(prices),
      `<p>${escapeHtml(terms)}</p>`,
      `<p>${escapeHtml(contactLine)}</p>`,
      `<p>${escapeHtml(m("closing"))}<br>${escapeHtml(contact.owners)}<br>${escapeHtml(property.name)}</p>`,
    ].join(""),
  );
  return {
    kind: "inquiry-guest",
    to: data.email,
    subject,
    text,
    html,
    inquiryId: data.inquiryId,
  } satisfies OutgoingMail;
}
