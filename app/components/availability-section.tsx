import { Link } from "react-router";
import {
  type AvailabilityRecordLike,
  toCalendarEvents,
} from "../../domain/booking/calendar-events";
import type { DateSpan, IsoDate } from "../../domain/booking/dates";
import { formatLocale } from "../../domain/booking/format";
import { shiftMonth, type YearMonth } from "../../domain/booking/month-grid";
import { useTranslation } from "../i18n/use-translation";
import { CalendarLegend, calendarStates } from "./calendar/calendar-legend";
import { type DayLook, dayStateLooks } from "./calendar/day-states";
import { MonthCalendar } from "./calendar/month-calendar";

/** A day's look: the strongest of its entries (a changeover day shows the stay that starts). */
const lookOf = (types: readonly string[]): DayLook =>
  (["booked", "closed", "pre_reserved"] as const).find((type) => types.includes(type)) ?? "free";

/**
 * The availability calendar on the home page, under the contact section:
 * a month grid with previous/next links (`?month=yyyy-MM`, works without JavaScript), each day's
 * state drawn in its cell (colour and pattern, named for screen readers), the legend and the note
 * to contact the owners.
 */
export function AvailabilitySection({
  records,
  month: shown,
  closed,
  today,
}: {
  records: AvailabilityRecordLike[];
  month: YearMonth;
  /** The month's nights the owners' settings close. */
  closed: DateSpan[];
  today: IsoDate;
}) {
  const { t, i18n } = useTranslation("booking");
  const events = toCalendarEvents(records, closed).map((event) => ({
    ...event,
    title: t(`availability.legend.${event.type}`),
  }));
  const href = (delta: number) => `?month=${shiftMonth(shown, delta)}#availability`;

  return (
    <section
      id="availability"
      aria-labelledby="availability-heading"
      className="deferred-section mx-auto max-w-6xl scroll-mt-20 px-4 py-16"
    >
      <h2 id="availability-heading" className="text-2xl font-semibold sm:text-3xl">
        {t("availability.heading")}
      </h2>
      <p className="mt-3 max-w-3xl text-stone-700">{t("availability.intro")}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_16rem]">
        <MonthCalendar
          month={shown}
          events={events}
          prevHref={href(-1)}
          nextHref={href(1)}
          today={today}
          dayLook={(covering) => dayStateLooks[lookOf(covering.map((event) => event.type))]}
          locale={formatLocale(i18n.language)}
          labels={{
            previous: t("availability.previous"),
            next: t("availability.next"),
            weekdays: t("availability.weekdays", { returnObjects: true }) as string[],
          }}
        />
        <div>
          <CalendarLegend headingLevel="h3" states={calendarStates} />
          <p className="mt-4 text-sm text-stone-700">{t("availability.note")}</p>
          <Link
            to="/buchung"
            className="mt-4 inline-block rounded-full bg-emerald-800 px-5 py-2 text-sm font-medium text-white hover:bg-emerald-900"
          >
            {t("availability.cta")}
          </Link>
        </div>
      </div>
    </section>
  );
}
