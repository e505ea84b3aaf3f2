import { useEffect, useState } from "react";
import type { AvailabilityRecordLike } from "../../../domain/booking/calendar-events";
import type { IsoDate } from "../../../domain/booking/dates";
import { formatDate } from "../../../domain/booking/format";
import type { PickerNotice } from "../../../domain/booking/picker-days";
import type { PriceQuote } from "../../../domain/booking/quote";
import { type BookingSettings, seasonOfNight } from "../../../domain/booking/settings";
import { useTranslation } from "../../i18n/use-translation";
import { CalendarLegend, pickerStates } from "../calendar/calendar-legend";
import { DateField } from "../forms/fields";
import { inquiryFieldId } from "./field-ids";
import { QuoteSummary } from "./quote-summary";
import { RangePicker, type SelectedRange } from "./range-picker";

/**
 * False on the server and during hydration, true once the page runs in the browser. An effect
 * rather than a store's server snapshot: Preact (app/islands/) does not read that snapshot.
 */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The two date fields that stand in for the picker until the page runs in the browser. */
const plainDateFields = [
  { name: "preferred_start_date", label: "picker.arrival" },
  { name: "preferred_end_date", label: "picker.departure" },
] as const;

/**
 * The stay part of the inquiry form: the picker (plain date fields until the page runs in the
 * browser), what is chosen, the rules that bind the choice, its problem and its price.
 */
export function StayFields({
  records,
  today,
  settings,
  range,
  onRangeChange,
  onReset,
  onRefuse,
  error,
  errorKey,
  postedDates,
  quote,
}: {
  records: readonly AvailabilityRecordLike[];
  today: IsoDate;
  settings: BookingSettings;
  range: SelectedRange;
  /** A choice in the picker. */
  onRangeChange: (next: SelectedRange) => void;
  /** The reset button. */
  onReset: () => void;
  /** A tap the picker refused, and why. */
  onRefuse: (notice: PickerNotice) => void;
  /** What is wrong with the dates, if anything. */
  error: string | undefined;
  /** Changes with each refused tap, so that the same reason is announced again. */
  errorKey?: number;
  /** The dates a page rendered without JavaScript was posted with. */
  postedDates: Partial<Record<(typeof plainDateFields)[number]["name"], string>>;
  quote: PriceQuote | null;
}) {
  const { t, i18n } = useTranslation("booking");
  const language = i18n.language;
  const hydrated = useHydrated();
  const errorId = `${inquiryFieldId("dates")}-error`;
  const describedBy = error ? errorId : undefined;

  // The rules that bind the choice, told before it is made.
  const arrivalSeason = range.from ? seasonOfNight(settings, range.from) : null;
  const stayRules = [
    arrivalSeason && t("errors.minimumStay", { count: arrivalSeason.minimumNights }),
    t("errors.horizon", { count: settings.general.horizonYears }),
  ].filter(Boolean);

  // One style on the line: "27. März 2027 – 1. April 2027", never "… – 1. Apr. 2027".
  const dateText = (iso: IsoDate) => formatDate(language, iso);

  return (
    <fieldset className="space-y-4">
      <legend className="text-xl font-semibold">{t("picker.heading")}</legend>
      <p className="text-sm text-stone-700">{t("picker.hint")}</p>
      <CalendarLegend headingLevel="h3" states={pickerStates} />
      {hydrated ? (
        <>
          <RangePicker
            records={records}
            today={today}
            settings={settings}
            language={language}
            value={range}
            onChange={onRangeChange}
            onRefuse={onRefuse}
            label={t("picker.label")}
            stateNames={{
              taken: t("availability.legend.booked"),
              closed: t("availability.legend.closed"),
              noArrival: t("availability.legend.noArrival"),
              tooShort: t("availability.legend.tooShort"),
              preReserved: t("availability.legend.pre_reserved"),
              past: t("picker.unavailable"),
              beyondHorizon: t("picker.unavailable"),
              unreachable: t("picker.unavailable"),
            }}
            invalid={Boolean(error)}
            describedBy={describedBy}
          />
          <input type="hidden" name="preferred_start_date" value={range.from ?? ""} />
          <input type="hidden" name="preferred_end_date" value={range.to ?? ""} />
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p tabIndex={-1} data-dates-focus aria-live="polite" data-testid="selected-range">
              {range.from && range.to
                ? t("picker.selection", { from: dateText(range.from), to: dateText(range.to) })
                : range.from
                  ? t("picker.selectDeparture", { from: dateText(range.from) })
                  : t("picker.noSelection")}
            </p>
            <p className="w-full text-stone-700" data-testid="stay-rules">
              {stayRules.join(" · ")}
            </p>
            {range.from && (
              <button
                type="button"
                className="rounded-full border border-stone-300 px-3 py-1 hover:bg-stone-100"
                onClick={onReset}
              >
                {t("picker.reset")}
              </button>
            )}
          </div>
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {plainDateFields.map((field) => (
            <DateField
              key={field.name}
              id={inquiryFieldId(field.name)}
              name={field.name}
              label={t(field.label)}
              min={today}
              defaultValue={postedDates[field.name]}
              describedBy={describedBy}
              invalid={Boolean(error)}
            />
          ))}
        </div>
      )}
      <div>
        {/* Always there, so that a screen reader announces each new reason as it appears. */}
        <p
          id={errorId}
          className={error ? "mb-4 text-sm font-medium text-red-700" : undefined}
          role="alert"
          data-testid="dates-message"
        >
          {error && <span key={errorKey}>{error}</span>}
        </p>
        <QuoteSummary quote={quote} />
      </div>
    </fieldset>
  );
}
