import type { ContactFacts } from "../domain/contact/contact-facts";
import { property } from "./property";

/**
 * What `{preisangabe}` writes: the quote's total in the words of the guest's price box, with the
 * tourist tax included (the quote charged it) or added on top (it did not). `{total}` and `{tax}`
 * are the amounts; `withoutQuote` is for inquiries stored before quotes were.
 */
export const priceSentences = {
  de: {
    taxIncluded: "Der Gesamtpreis beträgt {total} inklusive {tax} Ortstaxe.",
    taxAdded: "Der Gesamtpreis beträgt {total} zuzüglich Ortstaxe.",
    withoutQuote: "Der Gesamtpreis beträgt {total}.",
  },
  en: {
    taxIncluded: "The total price is {total}, including {tax} tourist tax.",
    taxAdded: "The total price is {total}, plus the local tourist tax.",
    withoutQuote: "The total price is {total}.",
  },
  it: {
    taxIncluded: "Il prezzo totale è di {total}, inclusi {tax} di imposta di soggiorno.",
    taxAdded: "Il prezzo totale è di {total}, imposta di soggiorno esclusa.",
    withoutQuote: "Il prezzo totale è di {total}.",
  },
} as const;

/**
 * The replies' built-in texts, until the owners save their own on /admin/anfragen/vorlagen.
 * Placeholders: domain/inquiries/reply-template.ts; the total only through `{preisangabe}`
 * (domain/inquiries/reply-template-rule.ts). Signed with the owners' name of today.
 */
export function defaultReplyTemplates(contact: ContactFacts) {
  const de = (body: string) =>
    `Hallo {vorname},\n\n${body}\n\nHerzliche Grüße\n${contact.owners}\n${property.name}`;
  const en = (body: string) =>
    `Dear {vorname},\n\n${body}\n\nKind regards\n${contact.owners}\n${property.name}`;
  const it = (body: string) =>
    `Gentile {vorname},\n\n${body}\n\nCordiali saluti\n${contact.owners}\n${property.name}`;
  return {
    accept: {
      de: {
        subject: `${property.name}: Ihr Aufenthalt vom {anreise} bis {abreise}`,
        body: de(
          "vielen Dank für Ihre Anfrage. Wir haben sie für den {anreise} bis {abreise} ({naechte} Nächte, {gaeste} Gäste) vorgemerkt.\n\n{preisangabe}\n\nDie Termine sind damit noch nicht fest für Sie reserviert: Sie bekommen von uns ein Angebot mit Ihrer persönlichen Seite, den Beträgen, den Fristen und den Zahlungsdaten. Bitte überweisen Sie erst danach.",
        ),
      },
      en: {
        subject: `${property.name}: your stay from {anreise} to {abreise}`,
        body: en(
          "Thank you for your inquiry. We have noted it for {anreise} to {abreise} ({naechte} nights, {gaeste} guests).\n\n{preisangabe}\n\nThe dates are not firmly reserved for you yet: you will receive our offer with your own page, the amounts, the deadlines and the payment details. Please do not transfer anything before then.",
        ),
      },
      it: {
        subject: `${property.name}: il vostro soggiorno dal {anreise} al {abreise}`,
        body: it(
          "grazie per la vostra richiesta. L'abbiamo annotata per il periodo dal {anreise} al {abreise} ({naechte} notti, {gaeste} ospiti).\n\n{preisangabe}\n\nLe date non sono ancora riservate per voi: riceverete la nostra offerta con la vostra pagina personale, gli importi, le scadenze e i dati per il pagamento. Vi preghiamo di non effettuare bonifici prima di allora.",
        ),
      },
    },
    reject: {
      de: {
        subject: `${property.name}: Ihre Anfrage für {anreise} bis {abreise}`,
        body: de(
          "vielen Dank für Ihr Interesse an unserer Ferienwohnung. Leider ist sie vom {anreise} bis {abreise} nicht frei.\n\nVielleicht passt ein anderer Zeitraum? Wir würden uns freuen, Sie ein anderes Mal bei uns begrüßen zu dürfen.",
        ),
      },
      en: {
        subject: `${property.name}: your inquiry for {anreise} to {abreise}`,
        body: en(
          "Thank you for your interest in our apartment. Unfortunately it is not available from {anreise} to {abreise}.\n\nPerhaps other dates would suit you? We would be glad to welcome you another time.",
        ),
      },
      it: {
        subject: `${property.name}: la vostra richiesta per il periodo dal {anreise} al {abreise}`,
        body: it(
          "grazie per l'interesse per il nostro appartamento. Purtroppo non è disponibile dal {anreise} al {abreise}.\n\nForse un altro periodo potrebbe andare bene? Saremmo lieti di accogliervi un'altra volta.",
        ),
      },
    },
    reply: {
      de: { subject: `${property.name}: Ihre Anfrage für {anreise} bis {abreise}`, body: de("") },
      en: { subject: `${property.name}: your inquiry for {anreise} to {abreise}`, body: en("") },
      it: {
        subject: `${property.name}: la vostra richiesta per il periodo dal {anreise} al {abreise}`,
        body: it(""),
      },
    },
  } as const;
}
