import { formatDate } from "../../../domain/booking/format";
import type { GuestStayView } from "../../../domain/stays/guest-stay";
import { useTranslation } from "../../i18n/use-translation";
import { useContactFacts, useHouseFacts } from "../../root-data";
import { formatClock } from "../home/format";
import { FactRow, StaySection } from "./section";

/**
 * Arrival and departure with their times, the nights and who comes, the address, and the stay
 * as a calendar file.
 */
export function StayFacts({ view, calendarPath }: { view: GuestStayView; calendarPath: string }) {
  const { t, i18n } = useTranslation("stay");
  const language = i18n.language;
  const clock = (time: string) => formatClock(language, time);
  const house = useHouseFacts();
  const contact = useContactFacts();
  const guests = [
    t("stay.adults", { count: view.adults }),
    ...(view.children > 0 ? [t("stay.children", { count: view.children })] : []),
  ].join(", ");
  return (
    <StaySection id="stay" heading={t("stay.heading")}>
      <dl className="mt-3 divide-y divide-stone-200">
        <FactRow label={t("stay.arrival")}>
          <span className="block">{formatDate(language, view.startDate)}</span>
          <span className="block text-sm font-normal text-stone-700">
            {t("stay.checkIn", {
              from: clock(house.checkInFrom),
              to: clock(house.checkInTo),
            })}
          </span>
        </FactRow>
        <FactRow label={t("stay.departure")}>
          <span className="block">{formatDate(language, view.endDate)}</span>
          <span className="block text-sm font-normal text-stone-700">
            {t("stay.checkOut", { to: clock(house.checkOutTo) })}
          </span>
        </FactRow>
        <FactRow label={t("stay.nightsLabel")}>{t("stay.nights", { count: view.nights })}</FactRow>
        <FactRow label={t("stay.guestsLabel")}>{guests}</FactRow>
        <FactRow label={t("stay.address")}>
          {contact.street}, {contact.postalCode} {contact.locality}
        </FactRow>
      </dl>
      <p className="mt-3 print:hidden">
        <a href={calendarPath} className="font-medium text-emerald-900 underline" download>
          {t("stay.calendar")}
        </a>
      </p>
    </StaySection>
  );
}
