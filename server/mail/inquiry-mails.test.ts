import { describe, expect, it } from "vitest";
import type { Language } from "../../content/property";
import type { PriceQuote } from "../../domain/booking/quote";
import { defaultContactFacts } from "../../domain/contact/contact-facts";
import { defaultHouseFacts } from "../../domain/site/house-facts";
import { guestConfirmation, type InquiryMailData, ownerNotification } from "./inquiry-mails";

const quote: PriceQuote = {
  nights: 4,
  lines: [{ season: { de: "Hauptsaison" }, nights: 4, rateCents: 13000, amountCents: 52000 }],
  cleaningFeeCents: 7500,
  touristTax: [],
  closedNights: 0,
  totalCents: 59500,
};

function inquiry(language: Language, adults: number, children: number): InquiryMailData {
  return {
    inquiryId: "00000000-0000-4000-8000-000000000001",
    firstName: "Anna",
    lastName: "Muster",
    email: "anna@example.com",
    phone: null,
    startDate: "2027-07-10",
    endDate: "2027-07-14",
    adults,
    children,
    message: "",
    language,
    quote,
  };
}

/** The guests row of a mail's plain text. */
const guestsRow = (text: string, label: string) =>
  text.split("\n").find((line) => line.startsWith(`${label}: `));

describe("guest counts in the inquiry mails", () => {
  it.each([
    ["de", "Gäste", 1, 1, "1 Erwachsener, 1 Kind"],
    ["de", "Gäste", 2, 2, "2 Erwachsene, 2 Kinder"],
    ["de", "Gäste", 2, 0, "2 Erwachsene, 0 Kinder"],
    ["en", "Guests", 1, 1, "1 adult, 1 child"],
    ["en", "Guests", 2, 2, "2 adults, 2 children"],
    ["en", "Guests", 2, 0, "2 adults, 0 children"],
    ["it", "Ospiti", 1, 1, "1 adulto, 1 bambino"],
    ["it", "Ospiti", 2, 2, "2 adulti, 2 bambini"],
    ["it", "Ospiti", 2, 0, "2 adulti, 0 bambini"],
  ] as const)(
    "guest's mail in %s (%s row): %i adults, %i children",
    (language, label, adults, children, expected) => {
      const mail = guestConfirmation(
        inquiry(language, adults, children),
        defaultContactFacts,
        defaultHouseFacts,
      );
      expect(guestsRow(mail.text, label)).toBe(`${label}: ${expected}`);
      expect(mail.html).toContain(
        `<td style="padding:2px 0;white-space:pre-wrap">${expected}</td>`,
      );
    },
  );

  it.each([
    [1, 1, "2 (1 Erwachsener, 1 Kind)"],
    [2, 1, "3 (2 Erwachsene, 1 Kind)"],
    [1, 0, "1 (1 Erwachsener, 0 Kinder)"],
    [2, 2, "4 (2 Erwachsene, 2 Kinder)"],
  ])("owners' mail (German) with %i adults, %i children", (adults, children, expected) => {
    // Whatever language the guest used, the owners read German.
    const mail = ownerNotification(inquiry("it", adults, children), {
      to: "owner@example.com",
      siteUrl: "https://almblick.example",
    });
    expect(guestsRow(mail.text, "Gäste")).toBe(`Gäste: ${expected}`);
  });
});

describe("the owners' notification", () => {
  it("says in German who asks for which stay, at which price, and links the inquiry", () => {
    const mail = ownerNotification(
      { ...inquiry("en", 2, 1), phone: "+43 660 1234567", message: "Mit Hund?" },
      { to: "owner@example.com", siteUrl: "https://almblick.example" },
    );
    expect(mail.subject).toBe("Neue Buchungsanfrage: Anna Muster, 10. Juli 2027 – 14. Juli 2027");
    expect(mail.text).toMatchInlineSnapshot(`
      "Eine neue Buchungsanfrage ist eingegangen.

      Name: Anna Muster
      E-Mail: anna@example.com
      Telefon: +43 660 1234567
      Anreise: 10. Juli 2027
      Abreise: 14. Juli 2027
      Nächte: 4
      Gäste: 3 (2 Erwachsene, 1 Kind)
      Sprache: Englisch
      Nachricht: Mit Hund?

      Preis laut Website:
      Hauptsaison: 4 × 130 € = 520 €
      Endreinigung: 75 €
      Gesamt (exkl. Ortstaxe): 595 €

      Anfrage ansehen und bearbeiten: https://almblick.example/admin/anfragen?anfrage=00000000-0000-4000-8000-000000000001"
    `);
    expect(mail.html).toContain(
      '<a href="https://almblick.example/admin/anfragen?anfrage=00000000-0000-4000-8000-000000000001">Anfrage im Adminbereich ansehen und bearbeiten</a>',
    );
  });
});

it("states the owners' contact facts as given in the guest's mail", () => {
  const contact = { ...defaultContactFacts, phone: "+43 660 7654321", owners: "Familie Huber" };
  const mail = guestConfirmation(inquiry("de", 2, 0), contact, defaultHouseFacts);
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain("+43 660 7654321");
    expect(body).toContain("Familie Huber");
    expect(body).not.toContain(defaultContactFacts.phone);
  }
});

it("states the owners' response time as given in the guest's mail", () => {
  const mail = guestConfirmation(inquiry("de", 2, 0), defaultContactFacts, {
    ...defaultHouseFacts,
    responseHours: 6,
  });
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain("melden uns in der Regel innerhalb von 6 Stunden bei Ihnen");
  }
  const usual = guestConfirmation(inquiry("de", 2, 0), defaultContactFacts, defaultHouseFacts);
  expect(usual.text).toContain(
    "Wir haben sie erhalten und melden uns in der Regel innerhalb von 24 Stunden bei Ihnen.",
  );
});
