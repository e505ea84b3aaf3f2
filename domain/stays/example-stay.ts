import { addDays, type IsoDate, yearOf } from "../booking/dates";
import type { StayForMessage } from "./stay-message";

/**
 * The stay the template page previews its texts with, where no stay is at hand: a family of four
 * for a week next August, its offer sent today, the deposit paid. Its links point at the site.
 */
export function exampleStay(now: Date, today: IsoDate, siteUrl: string): StayForMessage {
  const startDate = `${yearOf(today) + 1}-08-07`;
  return {
    firstName: "Anna",
    lastName: "Beispiel",
    startDate,
    endDate: addDays(startDate, 7),
    guests: 4,
    quote: null,
    reference: "FW-7KQ2XM",
    offer: {
      totalCents: 98_500,
      depositCents: 29_600,
      depositDue: addDays(today, 7),
      balanceDue: addDays(startDate, -30),
    },
    holdUntil: new Date(now.getTime() + 3 * 86_400_000),
    receivedCents: 29_600,
    guestPageUrl: `${siteUrl}/aufenthalt?code=BEISPIEL`,
    links: {
      guestInfo: `${siteUrl}/gaesteinformationen`,
      guestInfoPdf: null,
      review: `${siteUrl}/bewertung?code=BEISPIEL`,
    },
  };
}
