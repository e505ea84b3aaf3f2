import type { Language } from "../../content/property";
import { accountLabels, guestInfoPdfLabels } from "../../content/stay-templates";
import { formatDate, formatEuroCents } from "../booking/format";
import { formatInstant } from "../booking/format-instant";
import type { PriceQuote } from "../booking/quote";
import { fillTemplate, replyValues } from "../inquiries/reply-template";
import type { BankAccount } from "../payments/bank-account";
import type { OfferAmounts } from "./payment-progress";

/** What a stay's messages may say, beyond what every reply says. */
export const stayPlaceholders = [
  "gastseite",
  "angebot_bis",
  "anzahlung",
  "anzahlung_bis",
  "restzahlung",
  "restzahlung_bis",
  "referenz",
  "gaesteinfo",
  "gaesteinfo_pdf",
  "bewertung",
  "bezahlt",
] as const;

export interface StayForMessage {
  firstName: string;
  lastName: string;
  startDate: string;
  endDate: string;
  guests: number;
  quote: PriceQuote | null;
  reference: string | null;
  offer: OfferAmounts | null;
  holdUntil: Date | null;
  /** Money received so far, refunds subtracted. */
  receivedCents: number;
  guestPageUrl: string | null;
  /**
   * For the scheduled messages: the guest-information page in the guest's language, the PDF
   * (null when none is configured) and the stay's review link (null until the thank-you).
   */
  links?: { guestInfo: string; guestInfoPdf: string | null; review: string | null };
}

/** The owners' account as `{zahlungsdaten}` writes it, in the guest's language. */
export function paymentDetailsText(account: BankAccount | null, language: Language): string {
  if (!account) return "";
  const labels = accountLabels[language];
  const grouped = account.iban.replace(/(.{4})(?=.)/g, "$1 ");
  return [
    `${labels.holder}: ${account.holder}`,
    `${labels.iban}: ${grouped}`,
    ...(account.bic ? [`${labels.bic}: ${account.bic}`] : []),
  ].join("\n");
}

/** A stay's template filled in the guest's language ("–" for what the stay does not have). */
export function fillStayMessage(
  template: { subject: string; body: string },
  stay: StayForMessage,
  language: Language,
  account: BankAccount | null,
) {
  const offer = stay.offer;
  const euro = (cents: number) => formatEuroCents(language, cents);
  const values = {
    ...replyValues(
      {
        firstName: stay.firstName,
        lastName: stay.lastName,
        preferredStartDate: stay.startDate,
        preferredEndDate: stay.endDate,
        guestCount: stay.guests,
        quotedPrice: offer ? (offer.totalCents / 100).toFixed(2) : null,
        quote: stay.quote,
      },
      language,
      paymentDetailsText(account, language),
    ),
    gastseite: stay.guestPageUrl ?? "–",
    angebot_bis: stay.holdUntil ? formatInstant(language, stay.holdUntil.toISOString()) : "–",
    anzahlung: offer ? euro(offer.depositCents) : "–",
    anzahlung_bis: offer ? formatDate(language, offer.depositDue) : "–",
    restzahlung: offer ? euro(offer.totalCents - offer.depositCents) : "–",
    restzahlung_bis: offer ? formatDate(language, offer.balanceDue) : "–",
    referenz: stay.reference ?? "–",
    gaesteinfo: stay.links?.guestInfo ?? "–",
    gaesteinfo_pdf: stay.links?.guestInfoPdf
      ? `${guestInfoPdfLabels[language]} ${stay.links.guestInfoPdf}`
      : "",
    bewertung: stay.links?.review ?? "–",
    bezahlt: euro(stay.receivedCents),
  };
  return {
    subject: fillTemplate(template.subject, values),
    // A placeholder with nothing to say (no PDF) leaves no gap of empty lines.
    body: fillTemplate(template.body, values).replace(/\n{3,}/g, "\n\n"),
  };
}
