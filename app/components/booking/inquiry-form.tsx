import {
  type FormEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { Form } from "react-router";
import type { AvailabilityRecordLike } from "../../../domain/booking/calendar-events";
import type { IsoDate } from "../../../domain/booking/dates";
import { formatLocale } from "../../../domain/booking/format";
import {
  checkDates,
  countryCodes,
  createInquirySchema,
  dateMessage,
  type InquiryField,
  type InquiryFieldErrors,
  type InquiryTranslator,
} from "../../../domain/booking/inquiry-schema";
import { quoteStay } from "../../../domain/booking/quote";
import { type BookingSettings, seasonOfNight } from "../../../domain/booking/settings";
import { arrivalProblem, type StayProblem } from "../../../domain/booking/stay-rules";
import { fieldErrorsOf } from "../../../domain/forms/field-errors";
import { useTranslation } from "../../i18n/use-translation";
import { CalendarLegend } from "../calendar/calendar-legend";
import { DateField, Select, TextArea, TextField } from "../forms/fields";
import { GuestStepper } from "./guest-stepper";
import { QuoteSummary } from "./quote-summary";
import { RangePicker, type SelectedRange } from "./range-picker";

/** What the action answers (also rendered without JavaScript). */
export interface InquiryResult {
  ok: boolean;
  title: string;
  description?: string;
  fieldErrors?: InquiryFieldErrors;
  /** The posted values, so a page rendered without JavaScript keeps them. */
  values?: Record<string, string>;
}

const noop = () => () => {};
/** False on the server and during hydration, true once the page runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

const fieldOrder = [
  "dates",
  "first_name",
  "last_name",
  "contact_email",
  "phone",
  "adults",
  "children",
  "guests",
  "message",
] as const;

/** The two date fields that stand in for the picker until the page runs in the browser. */
const plainDateFields = [
  { name: "preferred_start_date", label: "picker.arrival" },
  { name: "preferred_end_date", label: "picker.departure" },
] as const;

const countryCodeOptions = countryCodes.map((code) => ({ value: code, label: code }));

/**
 * The inquiry form of /buchung. Field names are the stored columns, so a plain HTML post works; with
 * JavaScript the same schema checks it first and the picker fills the two hidden date fields.
 */
export function InquiryForm({
  records,
  today,
  settings,
  result,
  submitting,
}: {
  records: readonly AvailabilityRecordLike[];
  today: IsoDate;
  /** The owners' rates and rules: the quote, the picker and the checks all follow them. */
  settings: BookingSettings;
  result?: InquiryResult;
  submitting: boolean;
}) {
  const { t, i18n } = useTranslation("booking");
  const language = i18n.language;
  const hydrated = useHydrated();
  const values = result && !result.ok ? (result.values ?? {}) : {};
  const [range, setRange] = useState<SelectedRange>(() => ({
    from: values.preferred_start_date || undefined,
    to: values.preferred_end_date || undefined,
  }));
  const [adults, setAdults] = useState(() => Number(values.adults ?? 2) || 1);
  const [children, setChildren] = useState(() => Number(values.children ?? 0) || 0);
  const [clientErrors, setClientErrors] = useState<InquiryFieldErrors | null>(null);
  /** A departure the picker refused, until the next choice. */
  const [refused, setRefused] = useState<StayProblem | null>(null);
  const errors = clientErrors ?? result?.fieldErrors ?? {};
  const datesErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Dates entered in the plain fields before React started (it starts on the first interaction)
  // carry over to the picker that replaces them.
  useLayoutEffect(() => {
    const field = (name: string) =>
      (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value || undefined;
    const from = field("preferred_start_date");
    if (from) setRange({ from, to: field("preferred_end_date") });
  }, []);

  /** A field's name with what was posted in it and its message. */
  const posted = (name: InquiryField) => ({
    name,
    defaultValue: values[name],
    error: errors[name],
  });

  /** A guest stepper's label, and its buttons' labels for screen readers. */
  const stepperLabels = (label: string) => ({
    label,
    decreaseLabel: t("form.decrease", { label }),
    increaseLabel: t("form.increase", { label }),
  });

  const translate: InquiryTranslator = (key, v) => t(`errors.${key}`, v);

  const guests = {
    adults: Number.isInteger(adults) ? adults : 1,
    children: Number.isInteger(children) ? children : 0,
  };
  const quote =
    range.from && range.to
      ? quoteStay(settings, { start: range.from, end: range.to }, guests)
      : null;
  // Once an arrival is picked, its own rule is told before the departure is.
  const liveDateProblem = range.from
    ? range.to
      ? checkDates(settings, range.from, range.to, today)
      : arrivalProblem(settings, range.from)
    : null;
  const dateProblem = refused ?? liveDateProblem;
  const datesError =
    errors.dates ?? (dateProblem ? dateMessage(dateProblem, translate, language) : undefined);
  // The rules that bind the choice, told before it is made.
  const arrivalSeason = range.from ? seasonOfNight(settings, range.from) : null;
  const stayRules = [
    arrivalSeason && t("errors.minimumStay", { count: arrivalSeason.minimumNights }),
    t("errors.horizon", { count: settings.general.horizonYears }),
  ].filter(Boolean);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form).entries());
    const parsed = createInquirySchema({ today, settings, t: translate, language }).safeParse(
      fields,
    );
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = fieldErrorsOf<InquiryField>(parsed.error);
    setClientErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    requestAnimationFrame(() => {
      const target =
        first === "dates"
          ? form.querySelector<HTMLElement>("[data-dates-focus]")
          : form.querySelector<HTMLElement>(`[name="${first === "guests" ? "children" : first}"]`);
      target?.focus();
    });
  };

  const { maxGuests } = settings.general;
  const fromLabel = range.from ? new Date(`${range.from}T00:00:00Z`) : null;
  const dateText = (iso: IsoDate) =>
    new Intl.DateTimeFormat(formatLocale(language), {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${iso}T00:00:00Z`));

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      preventScrollReset
      className="space-y-8"
    >
      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold">{t("picker.heading")}</legend>
        <p className="text-sm text-stone-700">{t("picker.hint")}</p>
        <CalendarLegend headingLevel="h3" />
        {hydrated ? (
          <>
            <RangePicker
              records={records}
              today={today}
              settings={settings}
              language={language}
              value={range}
              onChange={(next) => {
                setRange(next);
                setRefused(null);
                if (clientErrors?.dates) setClientErrors({ ...clientErrors, dates: undefined });
              }}
              onRefuse={setRefused}
              label={t("picker.label")}
              invalid={Boolean(datesError)}
              describedBy={datesError ? datesErrorId : undefined}
            />
            <input type="hidden" name="preferred_start_date" value={range.from ?? ""} />
            <input type="hidden" name="preferred_end_date" value={range.to ?? ""} />
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <p tabIndex={-1} data-dates-focus aria-live="polite" data-testid="selected-range">
                {range.from && range.to
                  ? t("picker.selection", { from: dateText(range.from), to: dateText(range.to) })
                  : fromLabel && range.from
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
                  onClick={() => setRange({})}
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
                name={field.name}
                label={t(field.label)}
                min={today}
                defaultValue={values[field.name]}
                describedBy={datesError ? datesErrorId : undefined}
                invalid={Boolean(datesError)}
              />
            ))}
          </div>
        )}
        {datesError && (
          <p id={datesErrorId} className="text-sm font-medium text-red-700" role="alert">
            {datesError}
          </p>
        )}
        <QuoteSummary quote={quote} />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold">{t("form.heading")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...posted("first_name")}
            label={t("form.firstName")}
            autoComplete="given-name"
          />
          <TextField
            {...posted("last_name")}
            label={t("form.lastName")}
            autoComplete="family-name"
          />
        </div>
        <TextField
          {...posted("contact_email")}
          label={t("form.email")}
          type="email"
          autoComplete="email"
        />
        <div className="grid grid-cols-[8rem_1fr] gap-4">
          <Select
            name="country_code"
            label={t("form.countryCode")}
            options={countryCodeOptions}
            defaultValue={
              (countryCodes as readonly (string | undefined)[]).includes(values.country_code)
                ? values.country_code
                : countryCodes[0]
            }
          />
          <TextField
            {...posted("phone")}
            label={t("form.phone")}
            type="tel"
            autoComplete="tel-national"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <GuestStepper
            name="adults"
            {...stepperLabels(t("form.adults"))}
            value={adults}
            min={1}
            max={maxGuests - (Number.isNaN(children) ? 0 : children)}
            onChange={setAdults}
            error={errors.adults}
          />
          <GuestStepper
            name="children"
            {...stepperLabels(t("form.children"))}
            hint={t("form.childrenHint")}
            value={children}
            min={0}
            max={maxGuests - (Number.isNaN(adults) ? 1 : adults)}
            onChange={setChildren}
            error={errors.children ?? errors.guests}
          />
        </div>
        <p className="text-xs text-stone-600">{t("form.guestsHint")}</p>
        <TextArea {...posted("message")} label={t("form.message")} rows={4} />
        {/* The honeypot: hidden from people and assistive technology, filled in by bots. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            {t("form.honeypot")}
            <input type="text" name="company_website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
      </fieldset>

      <div className="space-y-2">
        <button
          type="submit"
          disabled={submitting}
          className="rounded-full bg-emerald-800 px-6 py-3 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
        >
          {submitting ? t("form.submitting") : t("form.submit")}
        </button>
        <p className="text-sm text-stone-600">{t("form.nonBinding")}</p>
      </div>
    </Form>
  );
}
