import type { Language } from "../../content/property";
import { property } from "../../content/property";
import { formatDate, formatEuro } from "../../domain/booking/format";
import type { PriceQuote } from "../../domain/booking/quote";
import { translatorFor } from "../i18n";
import type { OutgoingMail } from "./outbox";

/** What the inquiry mails tell (SPEC.md section 7, send-booking-emails). */
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

function quoteRows(
  language: Language,
  quote: PriceQuote,
  labels: { high: string; off: string; cleaning: string; total: string },
): Row[] {
  return [
    ...quote.lines.map(
      (line): Row => [
        line.season === "high" ? labels.high : labels.off,
        `${line.nights} × ${formatEuro(language, line.rate)} = ${formatEuro(language, line.amount)}`,
      ],
    ),
    [labels.cleaning, formatEuro(language, quote.cleaningFee)],
    [labels.total, formatEuro(language, quote.total)],
  ];
}

/** The notification to the owners, in German (the admin side is German-only). */
export function ownerNotification(data: InquiryMailData, options: { to: string; siteUrl: string }) {
  const name = `${data.firstName} ${data.lastName}`;
  const from = formatDate("de", data.startDate);
  const to = formatDate("de", data.endDate);
  const adminUrl = `${options.siteUrl}/admin`;
  const rows: Row[] = [
    ["Name", name],
    ["E-Mail", data.email],
    ["Telefon", data.phone ?? "–"],
    ["Anreise", from],
    ["Abreise", to],
    ["Nächte", String(data.quote.nights)],
    [
      "Gäste",
      `${data.adults + data.children} (${data.adults} Erwachsene, ${data.children} Kinder)`,
    ],
    ["Sprache", data.language],
    ["Nachricht", data.message || "–"],
  ];
  const prices = quoteRows("de", data.quote, {
    high: "Hauptsaison",
    off: "Nebensaison",
    cleaning: "Endreinigung",
    total: "Gesamt (exkl. Ortstaxe)",
  });
  const subject = `Neue Buchungsanfrage: ${name}, ${from} – ${to}`;
  const text = [
    "Eine neue Buchungsanfrage ist eingegangen.",
    "",
    textTable(rows),
    "",
    "Preis laut Website:",
    textTable(prices),
    "",
    `Anfrage ansehen und bearbeiten: ${adminUrl}`,
  ].join("\n");
  const html = htmlDocument(
    "de",
    [
      "<p>Eine neue Buchungsanfrage ist eingegangen.</p>",
      htmlTable(rows),
      "<h3>Preis laut Website</h3>",
      htmlTable(prices),
      `<p><a href="${escapeHtml(adminUrl)}">Anfrage im Adminbereich ansehen und bearbeiten</a></p>`,
    ].join(""),
  );
  return {
    kind: "inquiry-owner",
    to: options.to,
    subject,
    text,
    html,
    inquiryId: data.inquiryId,
  } satisfies OutgoingMail;
}

/** The confirmation to the guest, in the language they used on the site. */
export function guestConfirmation(data: InquiryMailData) {
  const { language } = data;
  const t = translatorFor(language);
  const m = (key: string, values?: Record<string, unknown>) => t(`booking:mail.${key}`, values);
  const from = formatDate(language, data.startDate);
  const to = formatDate(language, data.endDate);
  const rows: Row[] = [
    [m("arrival"), from],
    [m("departure"), to],
    [m("nights"), String(data.quote.nights)],
    [m("guests"), m("guestsValue", { adults: data.adults, children: data.children })],
    ...(data.phone ? [[m("phone"), data.phone] as Row] : []),
    ...(data.message ? [[m("message"), data.message] as Row] : []),
  ];
  const prices = quoteRows(language, data.quote, {
    high: m("highSeason"),
    off: m("offSeason"),
    cleaning: m("cleaning"),
    total: m("total"),
  });
  const greeting = m("greeting", { name: data.firstName });
  const contact = m("contact", { email: property.email, phone: property.phone });
  const subject = m("guestSubject", { property: property.name, from, to });
  const text = [
    greeting,
    "",
    m("thanks"),
    "",
    `${m("summary")}:`,
    textTable(rows),
    "",
    `${m("quote")}:`,
    textTable(prices),
    "",
    m("notBinding"),
    "",
    contact,
    "",
    m("closing"),
    property.owners,
    property.name,
  ].join("\n");
  const html = htmlDocument(
    language,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(m("thanks"))}</p>`,
      `<h3>${escapeHtml(m("summary"))}</h3>`,
      htmlTable(rows),
      `<h3>${escapeHtml(m("quote"))}</h3>`,
      htmlTable(prices),
      `<p>${escapeHtml(m("notBinding"))}</p>`,
      `<p>${escapeHtml(contact)}</p>`,
      `<p>${escapeHtml(m("closing"))}<br>${escapeHtml(property.owners)}<br>${escapeHtml(property.name)}</p>`,
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

/** Both inquiry mails: the owners' notification and the guest's confirmation. */
export function inquiryMails(
  data: InquiryMailData,
  options: { ownerEmail: string; siteUrl: string },
): OutgoingMail[] {
  return [
    ownerNotification(data, { to: options.ownerEmail, siteUrl: options.siteUrl }),
    guestConfirmation(data),
  ];
}
