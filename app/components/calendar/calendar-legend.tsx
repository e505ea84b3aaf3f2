import { useTranslation } from "../../i18n/use-translation";
import { eventColours } from "./event-colours";

/** The states a night can be in, as both public calendars show them. */
const legendEntries = [
  { key: "free", colours: "border-stone-300 bg-white" },
  { key: "pre_reserved", colours: eventColours.pre_reserved },
  { key: "booked", colours: `${eventColours.booked} line-through` },
  { key: "closed", colours: `${eventColours.closed} line-through` },
] as const;

/** The key to the home page's calendar and the booking page's picker: one legend for both. */
export function CalendarLegend({ headingLevel: Heading }: { headingLevel: "h2" | "h3" }) {
  const { t } = useTranslation("booking");
  return (
    <div data-testid="calendar-legend">
      <Heading className="font-semibold">{t("availability.legendHeading")}</Heading>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {legendEntries.map(({ key, colours }) => (
          <li key={key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`inline-flex h-5 w-7 items-center justify-center rounded border text-xs ${colours}`}
            >
              12
            </span>
            <span>{t(`availability.legend.${key}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
