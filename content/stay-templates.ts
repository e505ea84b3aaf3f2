import type { ContactFacts } from "../domain/contact/contact-facts";
import type { HouseFacts } from "../domain/site/house-facts";
import { type Language, property, supportedLanguages } from "./property";

/** The mails the guest of a stay gets, each from a template the owners may change. */
export const stayMessageKinds = [
  "offer",
  "expiring",
  "expired",
  "deposit",
  "overdue",
  "balance",
  "accepted",
  "confirmed",
  "paid",
  "cancelled",
  "called_off",
  "arrival",
  "thanks",
] as const;
export type StayMessageKind = (typeof stayMessageKinds)[number];

const greetings: Record<Language, { hello: string; regards: string }> = {
  de: { hello: "Hallo {vorname},", regards: "Herzliche Grüße" },
  en: { hello: "Dear {vorname},", regards: "Kind regards" },
  it: { hello: "Gentile {vorname},", regards: "Cordiali saluti" },
};

/** A letter in the guest's language: greeting, the body, the owners' signature. */
function letter(language: Language, body: string, owners: string): string {
  const { hello, regards } = greetings[language];
  return `${hello}\n\n${body}\n\n${regards}\n${owners}\n${property.name}`;
}

type Texts = Record<StayMessageKind, { subject: string; body: string }>;

/** The altitude as each language writes the number. */
const altitude = (locale: string) => `${property.altitudeMeters.toLocaleString(locale)} m`;

/** The texts in each language, stating the owners' address, phone and times as they set them. */
function textsFor(contact: ContactFacts, house: HouseFacts): Record<Language, Texts> {
  const { street, postalCode, locality, phone } = contact;
  const checkIn = { from: house.checkInFrom, to: house.checkInTo };
  const checkOut = house.checkOutTo;
  const de: Texts = {
    offer: {
      subject: `${property.name}: Ihr Angebot für {anreise} bis {abreise}`,
      body: "vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen die Ferienwohnung vom {anreise} bis {abreise} an ({naechte} Nächte, {gaeste} Gäste).\n\n{preisangabe}\n\nWir halten die Tage bis {angebot_bis} für Sie frei. Mit der Anzahlung nehmen Sie das Angebot an; Sie können es auch schon vorher auf Ihrer persönlichen Seite annehmen, wo Sie alle Einzelheiten sehen:\n{gastseite}\n\nAnzahlung: {anzahlung} bis {anzahlung_bis}\nRestzahlung: {restzahlung} bis {restzahlung_bis}\n\nZahlung:\n{zahlungsdaten}\nVerwendungszweck: {referenz}",
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
    accepted: {
      subject: `${property.name}: Sie haben unser Angebot angenommen`,
      body: "vielen Dank, Sie haben unser Angebot für den {anreise} bis {abreise} angenommen. Wir halten die Tage für Sie frei; mit der Anzahlung ist Ihr Aufenthalt gebucht.\n\nAnzahlung: {anzahlung} bis {anzahlung_bis}\nRestzahlung: {restzahlung} bis {restzahlung_bis}\n\nZahlung:\n{zahlungsdaten}\nVerwendungszweck: {referenz}\n\nIhre Seite mit allen Einzelheiten und dem QR-Code für Ihre Banking-App:\n{gastseite}",
    },
    confirmed: {
      subject: `${property.name}: Buchungsbestätigung für {anreise} bis {abreise}`,
      body: "Ihr Aufenthalt vom {anreise} bis {abreise} ist fest gebucht, wir freuen uns auf Sie!\n\nBei uns eingegangen: {bezahlt}\nRestzahlung: {restzahlung} bis {restzahlung_bis}\n\nIhre Seite mit allen Einzelheiten:\n{gastseite}",
    },
    paid: {
      subject: `${property.name}: Ihre Zahlung ist vollständig eingegangen`,
      body: "vielen Dank, Ihre Zahlung ist vollständig bei uns eingegangen ({bezahlt}). Ihr Aufenthalt vom {anreise} bis {abreise} ist gebucht und bezahlt. Rechtzeitig vor der Anreise schicken wir Ihnen alles Wichtige dafür.\n\nIhre Seite mit allen Einzelheiten:\n{gastseite}",
    },
    cancelled: {
      subject: `${property.name}: Ihre Stornierung`,
      body: "Sie haben Ihren Aufenthalt vom {anreise} bis {abreise} storniert. Falls Ihnen eine Rückzahlung zusteht, melden wir uns dazu bei Ihnen.",
    },
    called_off: {
      subject: `${property.name}: Ihr Aufenthalt ist storniert`,
      body: "wir haben Ihren Aufenthalt vom {anreise} bis {abreise} storniert, die Tage sind nicht mehr für Sie reserviert. Bei uns eingegangen waren {bezahlt}; falls Ihnen davon etwas zurücksteht, überweisen wir es Ihnen und melden uns dazu bei Ihnen. Bei Fragen antworten Sie einfach auf diese Mail.",
    },
    arrival: {
      subject: `${property.name}: Ihre Anreise am {anreise}`,
      body: `bald ist es so weit, wir freuen uns auf Sie! Hier das Wichtigste für Ihre Anreise am {anreise}.\n\nCheck-in: ${checkIn.from} bis ${checkIn.to} Uhr (Abreise am {abreise} bis ${checkOut} Uhr)\nAdresse: ${street}, ${postalCode} ${locality}, Österreich\nDer Weg zu uns: Geben Sie die Adresse ins Navi ein. Die Wohnung liegt auf ${altitude("de-DE")} nahe der Mittelstation, Ihr Parkplatz ist direkt am Haus.\n\nWir empfangen Sie persönlich und zeigen Ihnen alles. Wenn Sie nach ${checkIn.to} Uhr ankommen oder sich verspäten, rufen Sie uns bitte an: ${phone}.\n\nAlles zu Ausstattung, Umgebung und Hausregeln finden Sie auf unserer Seite mit den Gästeinformationen:\n{gaesteinfo}\n{gaesteinfo_pdf}\n\nGute Reise!`,
    },
    thanks: {
      subject: `${property.name}: Danke für Ihren Besuch`,
      body: "vielen Dank, dass Sie bei uns zu Gast waren! Wir hoffen, Sie hatten schöne Tage in den Bergen und sind gut nach Hause gekommen.\n\nÜber eine kurze Bewertung freuen wir uns sehr – sie hilft auch künftigen Gästen:\n{bewertung}\n\nWir würden uns freuen, Sie wieder bei uns begrüßen zu dürfen.",
    },
  };

  const en: Texts = {
    offer: {
      subject: `${property.name}: your offer for {anreise} to {abreise}`,
      body: "Thank you for your inquiry. We are happy to offer you the apartment from {anreise} to {abreise} ({naechte} nights, {gaeste} guests).\n\n{preisangabe}\n\nWe are holding these dates for you until {angebot_bis}. Paying the deposit accepts the offer; you can also accept it beforehand on your own page, which shows every detail:\n{gastseite}\n\nDeposit: {anzahlung} by {anzahlung_bis}\nBalance: {restzahlung} by {restzahlung_bis}\n\nPayment:\n{zahlungsdaten}\nReference: {referenz}",
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
    accepted: {
      subject: `${property.name}: you have accepted our offer`,
      body: "Thank you for accepting our offer for {anreise} to {abreise}. We are holding the dates for you; once the deposit is paid, your stay is booked.\n\nDeposit: {anzahlung} by {anzahlung_bis}\nBalance: {restzahlung} by {restzahlung_bis}\n\nPayment:\n{zahlungsdaten}\nReference: {referenz}\n\nYour page, with every detail and the QR code for your banking app:\n{gastseite}",
    },
    confirmed: {
      subject: `${property.name}: booking confirmation for {anreise} to {abreise}`,
      body: "Your stay from {anreise} to {abreise} is booked, and we look forward to welcoming you!\n\nReceived so far: {bezahlt}\nBalance: {restzahlung} by {restzahlung_bis}\n\nYour page with every detail:\n{gastseite}",
    },
    paid: {
      subject: `${property.name}: your payment is complete`,
      body: "Thank you, your payment has reached us in full ({bezahlt}). Your stay from {anreise} to {abreise} is booked and paid. Before your arrival we will send you everything you need for it.\n\nYour page with every detail:\n{gastseite}",
    },
    cancelled: {
      subject: `${property.name}: your cancellation`,
      body: "You have cancelled your stay from {anreise} to {abreise}. If a refund is due to you, we will be in touch about it.",
    },
    called_off: {
      subject: `${property.name}: your stay is cancelled`,
      body: "We have cancelled your stay from {anreise} to {abreise}; the dates are no longer reserved for you. We had received {bezahlt}; if any of it is due back to you, we will transfer it and be in touch about it. If you have questions, simply reply to this mail.",
    },
    arrival: {
      subject: `${property.name}: your arrival on {anreise}`,
      body: `Your holiday is coming up soon, and we look forward to welcoming you! Here is what you need for your arrival on {anreise}.\n\nCheck-in: ${checkIn.from}–${checkIn.to} (departure on {abreise} by ${checkOut})\nAddress: ${street}, ${postalCode} ${locality}, Austria\nThe way up: enter the address in your satnav. The apartment lies at ${altitude("en-GB")} near the middle station, and your parking space is right next to the house.\n\nWe welcome you in person and show you around. If you arrive after ${checkIn.to} or are running late, please call us: ${phone}.\n\nEverything about the apartment, the surroundings and the house rules is on our guest information page:\n{gaesteinfo}\n{gaesteinfo_pdf}\n\nSafe travels!`,
    },
    thanks: {
      subject: `${property.name}: thank you for staying with us`,
      body: "Thank you for staying with us! We hope you had a lovely time in the mountains and got home safely.\n\nWe would be very glad of a short review – it helps future guests too:\n{bewertung}\n\nWe would love to welcome you back one day.",
    },
  };

  const it: Texts = {
    offer: {
      subject: `${property.name}: la vostra offerta dal {anreise} al {abreise}`,
      body: "grazie per la vostra richiesta. Siamo lieti di offrirvi l'appartamento dal {anreise} al {abreise} ({naechte} notti, {gaeste} ospiti).\n\n{preisangabe}\n\nTeniamo libere queste date per voi fino al {angebot_bis}. Con il versamento dell'acconto accettate l'offerta; potete anche accettarla prima sulla vostra pagina personale, dove trovate tutti i dettagli:\n{gastseite}\n\nAcconto: {anzahlung} entro il {anzahlung_bis}\nSaldo: {restzahlung} entro il {restzahlung_bis}\n\nPagamento:\n{zahlungsdaten}\nCausale: {referenz}",
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
    accepted: {
      subject: `${property.name}: avete accettato la nostra offerta`,
      body: "grazie per aver accettato la nostra offerta dal {anreise} al {abreise}. Teniamo libere le date per voi; con il versamento dell'acconto il vostro soggiorno è prenotato.\n\nAcconto: {anzahlung} entro il {anzahlung_bis}\nSaldo: {restzahlung} entro il {restzahlung_bis}\n\nPagamento:\n{zahlungsdaten}\nCausale: {referenz}\n\nLa vostra pagina, con tutti i dettagli e il codice QR per la vostra app bancaria:\n{gastseite}",
    },
    confirmed: {
      subject: `${property.name}: conferma di prenotazione dal {anreise} al {abreise}`,
      body: "il vostro soggiorno dal {anreise} al {abreise} è prenotato, non vediamo l'ora di accogliervi!\n\nRicevuto finora: {bezahlt}\nSaldo: {restzahlung} entro il {restzahlung_bis}\n\nLa vostra pagina con tutti i dettagli:\n{gastseite}",
    },
    paid: {
      subject: `${property.name}: il vostro pagamento è completo`,
      body: "grazie, il vostro pagamento ci è arrivato per intero ({bezahlt}). Il vostro soggiorno dal {anreise} al {abreise} è prenotato e pagato. Prima dell'arrivo vi invieremo tutto il necessario.\n\nLa vostra pagina con tutti i dettagli:\n{gastseite}",
    },
    cancelled: {
      subject: `${property.name}: la vostra cancellazione`,
      body: "avete cancellato il vostro soggiorno dal {anreise} al {abreise}. Se vi spetta un rimborso, vi contatteremo in merito.",
    },
    called_off: {
      subject: `${property.name}: il vostro soggiorno è cancellato`,
      body: "abbiamo cancellato il vostro soggiorno dal {anreise} al {abreise}; le date non sono più riservate per voi. Avevamo ricevuto {bezahlt}; se vi spetta un rimborso, ve lo verseremo e vi contatteremo in merito. Per qualsiasi domanda, rispondete semplicemente a questa e-mail.",
    },
    arrival: {
      subject: `${property.name}: informazioni per il vostro arrivo`,
      body: `manca poco alla vostra vacanza e non vediamo l'ora di accogliervi! Ecco il necessario per il vostro arrivo ({anreise}).\n\nCheck-in: dalle ${checkIn.from} alle ${checkIn.to} (partenza: {abreise}, entro le ${checkOut})\nIndirizzo: ${street}, ${postalCode} ${locality}, Austria\nCome arrivare: inserite l'indirizzo nel navigatore. L'appartamento si trova a ${altitude("it-IT")}, vicino alla stazione intermedia, e il parcheggio è proprio accanto alla casa.\n\nVi accogliamo di persona e vi mostriamo tutto. Se arrivate dopo le ${checkIn.to} o siete in ritardo, chiamateci: ${phone}.\n\nTutto su dotazioni, dintorni e regole della casa si trova nella nostra pagina di informazioni per gli ospiti:\n{gaesteinfo}\n{gaesteinfo_pdf}\n\nBuon viaggio!`,
    },
    thanks: {
      subject: `${property.name}: grazie per il vostro soggiorno`,
      body: "grazie per essere stati nostri ospiti! Speriamo che abbiate trascorso giorni piacevoli in montagna e che siate rientrati bene a casa.\n\nUna breve recensione ci farebbe molto piacere e aiuta anche i futuri ospiti:\n{bewertung}\n\nSarà un piacere accogliervi di nuovo.",
    },
  };

  return { de, en, it };
}

/**
 * The built-in texts, until the owners save their own in the template editor, with the owners'
 * contact and house facts of today (a saved template keeps what its text says).
 */
export function defaultStayTemplates(contact: ContactFacts, house: HouseFacts) {
  const texts = textsFor(contact, house);
  return Object.fromEntries(
    stayMessageKinds.map((kind) => [
      kind,
      Object.fromEntries(
        supportedLanguages.map((language) => {
          const { subject, body } = texts[language][kind];
          return [language, { subject, body: letter(language, body, contact.owners) }];
        }),
      ),
    ]),
  ) as Record<StayMessageKind, Record<Language, { subject: string; body: string }>>;
}

/** How `{gaesteinfo_pdf}` introduces the guest folder's link (empty without one). */
export const guestInfoPdfLabels: Record<Language, string> = {
  de: "Unsere Gästemappe als PDF:",
  en: "Our guest folder as a PDF:",
  it: "La nostra guida per gli ospiti in PDF:",
};

/** How `{zahlungsdaten}` names the parts of the owners' account. */
export const accountLabels: Record<Language, { holder: string; iban: string; bic: string }> = {
  de: { holder: "Kontoinhaber", iban: "IBAN", bic: "BIC" },
  en: { holder: "Account holder", iban: "IBAN", bic: "BIC" },
  it: { holder: "Intestatario", iban: "IBAN", bic: "BIC" },
};
