import { type Language, property, supportedLanguages } from "./property";

/** The mails the guest of a stay gets, each from a template the owners may change. */
export const stayMessageKinds = [
  "offer",
  "expiring",
  "expired",
  "deposit",
  "overdue",
  "balance",
  "cancelled",
] as const;
export type StayMessageKind = (typeof stayMessageKinds)[number];

const greetings: Record<Language, { hello: string; regards: string }> = {
  de: { hello: "Hallo {vorname},", regards: "Herzliche Grüße" },
  en: { hello: "Dear {vorname},", regards: "Kind regards" },
  it: { hello: "Gentile {vorname},", regards: "Cordiali saluti" },
};

/** A letter in the guest's language: greeting, the body, the owners' signature. */
export function letter(language: Language, body: string): string {
  const { hello, regards } = greetings[language];
  return `${hello}\n\n${body}\n\n${regards}\n${property.owners}\n${property.name}`;
}

type Texts = Record<StayMessageKind, { subject: string; body: string }>;

const de: Texts = {
  offer: {
    subject: `${property.name}: Ihr Angebot für {anreise} bis {abreise}`,
    body: "vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen die Ferienwohnung vom {anreise} bis {abreise} an ({naechte} Nächte, {gaeste} Gäste).\n\n{preisangabe}\n\nWir halten die Tage bis {angebot_bis} für Sie frei. Auf Ihrer persönlichen Seite sehen Sie alle Einzelheiten und nehmen das Angebot an:\n{gastseite}\n\nAnzahlung: {anzahlung} bis {anzahlung_bis}\nRestzahlung: {restzahlung} bis {restzahlung_bis}\n\nZahlung:\n{zahlungsdaten}\nVerwendungszweck: {referenz}",
  },
  expiring: {
    subject: `${property.name}: Ihr Angebot gilt noch bis {angebot_bis}`,
    body: "wir halten die Ferienwohnung vom {anreise} bis {abreise} noch bis {angebot_bis} für Sie frei. Wenn Sie kommen möchten, nehmen Sie das Angebot bitte auf Ihrer Seite an:\n{gastseite}",
  },
  expired: {
    subject: `${property.name}: Ihr Angebot ist abgelaufen`,
    body: "unser Angebot für den {anreise} bis {abreise} ist abgelaufen, die Tage sind wieder frei. Wenn Sie noch kommen möchten, schreiben Sie uns gerne.",
  },
  deposit: {
    subject: `${property.name}: Anzahlung bis {anzahlung_bis}`,
    body: "wir freuen uns auf Ihren Aufenthalt vom {anreise} bis {abreise}. Bitte überweisen Sie die Anzahlung von {anzahlung} bis {anzahlung_bis}.\n\n{zahlungsdaten}\nVerwendungszweck: {referenz}\n\nIhre Seite mit dem QR-Code für Ihre Banking-App:\n{gastseite}",
  },
  overdue: {
    subject: `${property.name}: Ihre Anzahlung ist noch offen`,
    body: "die Anzahlung von {anzahlung} für Ihren Aufenthalt vom {anreise} bis {abreise} war am {anzahlung_bis} fällig, ist bei uns aber noch nicht eingegangen. Bitte überweisen Sie sie bald, oder schreiben Sie uns, falls etwas nicht passt.\n\n{zahlungsdaten}\nVerwendungszweck: {referenz}\n\n{gastseite}",
  },
  balance: {
    subject: `${property.name}: Restzahlung bis {restzahlung_bis}`,
    body: "bald geht es los! Bitte überweisen Sie die Restzahlung von {restzahlung} bis {restzahlung_bis}.\n\n{zahlungsdaten}\nVerwendungszweck: {referenz}\n\n{gastseite}",
  },
  cancelled: {
    subject: `${property.name}: Ihre Stornierung`,
    body: "Sie haben Ihren Aufenthalt vom {anreise} bis {abreise} storniert. Falls Ihnen eine Rückzahlung zusteht, melden wir uns dazu bei Ihnen.",
  },
};

const en: Texts = {
  offer: {
    subject: `${property.name}: your offer for {anreise} to {abreise}`,
    body: "Thank you for your inquiry. We are happy to offer you the apartment from {anreise} to {abreise} ({naechte} nights, {gaeste} guests).\n\n{preisangabe}\n\nWe are holding these dates for you until {angebot_bis}. Your own page shows every detail, and there you accept the offer:\n{gastseite}\n\nDeposit: {anzahlung} by {anzahlung_bis}\nBalance: {restzahlung} by {restzahlung_bis}\n\nPayment:\n{zahlungsdaten}\nReference: {referenz}",
  },
  expiring: {
    subject: `${property.name}: your offer holds until {angebot_bis}`,
    body: "We are holding the apartment from {anreise} to {abreise} for you until {angebot_bis}. If you would like to come, please accept the offer on your page:\n{gastseite}",
  },
  expired: {
    subject: `${property.name}: your offer has expired`,
    body: "Our offer for {anreise} to {abreise} has expired and the dates are free again. If you would still like to come, just write to us.",
  },
  deposit: {
    subject: `${property.name}: deposit due by {anzahlung_bis}`,
    body: "We look forward to your stay from {anreise} to {abreise}. Please transfer the deposit of {anzahlung} by {anzahlung_bis}.\n\n{zahlungsdaten}\nReference: {referenz}\n\nYour page, with the QR code for your banking app:\n{gastseite}",
  },
  overdue: {
    subject: `${property.name}: your deposit is still open`,
    body: "The deposit of {anzahlung} for your stay from {anreise} to {abreise} was due on {anzahlung_bis} and has not reached us yet. Please transfer it soon, or write to us if something is not right.\n\n{zahlungsdaten}\nReference: {referenz}\n\n{gastseite}",
  },
  balance: {
    subject: `${property.name}: balance due by {restzahlung_bis}`,
    body: "Your holiday is coming soon! Please transfer the balance of {restzahlung} by {restzahlung_bis}.\n\n{zahlungsdaten}\nReference: {referenz}\n\n{gastseite}",
  },
  cancelled: {
    subject: `${property.name}: your cancellation`,
    body: "You have cancelled your stay from {anreise} to {abreise}. If a refund is due to you, we will be in touch about it.",
  },
};

const it: Texts = {
  offer: {
    subject: `${property.name}: la vostra offerta dal {anreise} al {abreise}`,
    body: "grazie per la vostra richiesta. Siamo lieti di offrirvi l'appartamento dal {anreise} al {abreise} ({naechte} notti, {gaeste} ospiti).\n\n{preisangabe}\n\nTeniamo libere queste date per voi fino al {angebot_bis}. Sulla vostra pagina personale trovate tutti i dettagli e potete accettare l'offerta:\n{gastseite}\n\nAcconto: {anzahlung} entro il {anzahlung_bis}\nSaldo: {restzahlung} entro il {restzahlung_bis}\n\nPagamento:\n{zahlungsdaten}\nCausale: {referenz}",
  },
  expiring: {
    subject: `${property.name}: la vostra offerta vale fino al {angebot_bis}`,
    body: "teniamo libero l'appartamento dal {anreise} al {abreise} per voi fino al {angebot_bis}. Se desiderate venire, accettate l'offerta sulla vostra pagina:\n{gastseite}",
  },
  expired: {
    subject: `${property.name}: la vostra offerta è scaduta`,
    body: "la nostra offerta dal {anreise} al {abreise} è scaduta e le date sono di nuovo libere. Se desiderate ancora venire, scriveteci pure.",
  },
  deposit: {
    subject: `${property.name}: acconto entro il {anzahlung_bis}`,
    body: "non vediamo l'ora di accogliervi dal {anreise} al {abreise}. Vi preghiamo di versare l'acconto di {anzahlung} entro il {anzahlung_bis}.\n\n{zahlungsdaten}\nCausale: {referenz}\n\nLa vostra pagina, con il codice QR per la vostra app bancaria:\n{gastseite}",
  },
  overdue: {
    subject: `${property.name}: il vostro acconto è ancora aperto`,
    body: "l'acconto di {anzahlung} per il vostro soggiorno dal {anreise} al {abreise} era dovuto il {anzahlung_bis} e non ci è ancora arrivato. Vi preghiamo di versarlo presto, o di scriverci se qualcosa non va.\n\n{zahlungsdaten}\nCausale: {referenz}\n\n{gastseite}",
  },
  balance: {
    subject: `${property.name}: saldo entro il {restzahlung_bis}`,
    body: "manca poco alla vostra vacanza! Vi preghiamo di versare il saldo di {restzahlung} entro il {restzahlung_bis}.\n\n{zahlungsdaten}\nCausale: {referenz}\n\n{gastseite}",
  },
  cancelled: {
    subject: `${property.name}: la vostra cancellazione`,
    body: "avete cancellato il vostro soggiorno dal {anreise} al {abreise}. Se vi spetta un rimborso, vi contatteremo in merito.",
  },
};

const texts: Record<Language, Texts> = { de, en, it };

/** The built-in texts, until the owners save their own in the template editor. */
export const defaultStayTemplates = Object.fromEntries(
  stayMessageKinds.map((kind) => [
    kind,
    Object.fromEntries(
      supportedLanguages.map((language) => {
        const { subject, body } = texts[language][kind];
        return [language, { subject, body: letter(language, body) }];
      }),
    ),
  ]),
) as Record<StayMessageKind, Record<Language, { subject: string; body: string }>>;

/** How `{zahlungsdaten}` names the parts of the owners' account. */
export const accountLabels: Record<Language, { holder: string; iban: string; bic: string }> = {
  de: { holder: "Kontoinhaber", iban: "IBAN", bic: "BIC" },
  en: { holder: "Account holder", iban: "IBAN", bic: "BIC" },
  it: { holder: "Intestatario", iban: "IBAN", bic: "BIC" },
};
