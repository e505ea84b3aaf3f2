import ical from "ical-generator";
import type { Language } from "../../content/property";
import { property } from "../../content/property";
import { addDays } from "../../domain/booking/dates";
import type { AppServices } from "../context";
import { translatorFor } from "../i18n";
import { readSiteFacts } from "../site-facts";
import { stayOfToken } from "./offers";
import { guestPageUrl, stayLanguage } from "./stay-mail";

/**
 * The stay behind a guest page's secret as a calendar file: one all-day event from arrival to
 * departure (DTEND exclusive, so the departure day is in it), at the apartment's address, with
 * the check-in and check-out times and the link to the page, in the stay's language. Null for
 * an unknown token or a cancelled stay.
 */
export async function stayCalendar(
  services: Pick<AppServices, "db" | "env" | "now">,
  token: string,
): Promise<string | null> {
  const loaded = await stayOfToken(services.db, token);
  if (!loaded || loaded.stay.status === "cancelled") return null;
  const { stay } = loaded;
  const language: Language = stayLanguage(stay);
  const t = translatorFor(language);
  const { contact, house } = await readSiteFacts(services.db);
  const calendar = ical({
    prodId: { company: property.name, product: "Aufenthalt", language: language.toUpperCase() },
    name: property.name,
  });
  calendar.createEvent({
    id: `${stay.id}@${new URL(services.env.SITE_URL).host}`,
    start: stay.startDate,
    end: addDays(stay.endDate, 1),
    allDay: true,
    stamp: services.now(),
    summary: t("stay:calendar.summary", { name: property.name }),
    location: `${property.name}, ${contact.street}, ${contact.postalCode} ${contact.locality}`,
    description: t("stay:calendar.description", {
      from: house.checkInFrom,
      to: house.checkInTo,
      checkOut: house.checkOutTo,
      phone: contact.phone,
      link: guestPageUrl(services.env.SITE_URL, token, language),
    }),
  });
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
