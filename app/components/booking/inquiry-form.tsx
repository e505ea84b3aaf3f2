import { type FormEvent, useLayoutEffect, useMemo, useRef, useState } from "react";
import { bookableQuote } from "../../../domain/booking/bookable-quote";
import type { AvailabilityRecordLike } from "../../../domain/booking/calendar-events";
import type { IsoDate } from "../../../domain/booking/dates";
import type { InquiryResult } from "../../../domain/booking/inquiry-result";
import {
  checkDates,
  createInquirySchema,
  dateMessage,
  type InquiryField,
  type InquiryFieldErrors,
  type InquiryTranslator,
} from "../../../domain/booking/inquiry-schema";
import {
  type PickerNotice,
  type PickerTranslator,
  pickerMessage,
} from "../../../domain/booking/picker-days";
import type { BookingSettings } from "../../../domain/booking/settings";
import { arrivalProblem } from "../../../domain/booking/stay-rules";
import { unavailableNights } from "../../../domain/booking/unavailable-nights";
import { fieldErrorsOf } from "../../../domain/forms/field-errors";
import { useTranslation } from "../../i18n/use-translation";
import { inquiryAnchor } from "./field-ids";
import { GuestFields } from "./guest-fields";
import type { SelectedRange } from "./range-picker";
import { StayFields } from "./stay-fields";

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

/** What the inquiry form is rendered with. */
export interface InquiryFormData {
  records: readonly AvailabilityRecordLike[];
  today: IsoDate;
  /** The owners' rates and rules: the quote, the picker and the checks all follow them. */
  settings: BookingSettings;
  /** The house facts the form states: how soon the owners answer, how many sleep here. */
  responseHours: number;
  sleeps: number;
  /** The answer to the last post, if it failed: its messages, and what was posted. */
  result?: InquiryResult;
}

/**
 * The inquiry form of /buchung. Field names are the stored columns, so a plain HTML post works; with
 * JavaScript the same schema checks it first, the picker fills the two hidden date fields, and a
 * form that passes goes to `onSend` instead of being posted.
 */
export function InquiryForm({
  records,
  today,
  settings,
  responseHours,
  sleeps,
  result,
  submitting,
  onSend,
}: InquiryFormData & {
  submitting: boolean;
  onSend: (form: HTMLFormElement) => void;
}) {
  const { t, i18n } = useTranslation("booking");
  const language = i18n.language;
  const values = result && !result.ok ? (result.values ?? {}) : {};
  const [range, setRange] = useState<SelectedRange>(() => ({
    from: values.preferred_start_date || undefined,
    to: values.preferred_end_date || undefined,
  }));
  const [adults, setAdults] = useState(() => Number(values.adults ?? 2) || 1);
  const [children, setChildren] = useState(() => Number(values.children ?? 0) || 0);
  const [clientErrors, setClientErrors] = useState<InquiryFieldErrors | null>(null);
  /** A tap the picker refused, until the next choice; `tap` counts them, so each is announced. */
  const [refused, setRefused] = useState<{ notice: PickerNotice; tap: number } | null>(null);
  const errors = clientErrors ?? result?.fieldErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);

  // Dates entered in the plain fields before React started (it starts on the first interaction)
  // carry over to the picker that replaces them.
  useLayoutEffect(() => {
    const field = (name: string) =>
      (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value || undefined;
    const from = field("preferred_start_date");
    if (from) setRange({ from, to: field("preferred_end_date") });
  }, []);

  const translate: InquiryTranslator & PickerTranslator = (key, v) => t(`errors.${key}`, v);
  const blocked = useMemo(() => unavailableNights(records, settings), [records, settings]);

  const guests = {
    adults: Number.isInteger(adults) ? adults : 1,
    children: Number.isInteger(children) ? children : 0,
  };
  // Dates that cannot be booked (also posted without JavaScript) get their reason, not a total.
  const quote = bookableQuote({ settings, blocked, today }, range, guests);
  // Once an arrival is picked, its own rule is told before the departure is.
  const liveDateProblem = range.from
    ? range.to
      ? checkDates(settings, range.from, range.to, today)
      : arrivalProblem(settings, range.from)
    : null;
  // A refused tap's reason first (it is the newest), then a check's message on the dates chosen.
  const datesError = refused
    ? pickerMessage(refused.notice, translate, language)
    : (errors.dates ??
      (liveDateProblem ? dateMessage(liveDateProblem, translate, language) : undefined));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form).entries());
    const parsed = createInquirySchema({ today, settings, t: translate, language }).safeParse(
      fields,
    );
    event.preventDefault();
    if (parsed.success) {
      setClientErrors(null);
      onSend(form);
      return;
    }
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

  return (
    <form
      ref={formRef}
      method="post"
      action={`#${inquiryAnchor}`}
      noValidate
      onSubmit={onSubmit}
      className="space-y-8"
    >
      <StayFields
        records={records}
        today={today}
        settings={settings}
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          setRefused(null);
          // The message on the dates before (the browser's or the server's) no longer applies.
          if (errors.dates) setClientErrors({ ...errors, dates: undefined });
        }}
        onReset={() => {
          setRange({});
          setRefused(null);
        }}
        onRefuse={(notice) => setRefused({ notice, tap: (refused?.tap ?? 0) + 1 })}
        error={datesError}
        errorKey={refused?.tap}
        postedDates={values}
        quote={quote}
      />
      <GuestFields
        values={values}
        errors={errors}
        guests={{ adults, children }}
        onAdultsChange={setAdults}
        onChildrenChange={setChildren}
        maxGuests={settings.general.maxGuests}
        sleeps={sleeps}
      />

      <div className="space-y-2">
        <button
          type="submit"
          disabled={submitting}
          className="rounded-full bg-emerald-800 px-6 py-3 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
        >
          {submitting ? t("form.submitting") : t("form.submit")}
        </button>
        <p className="text-sm text-stone-600">{t("form.nonBinding", { hours: responseHours })}</p>
      </div>
    </form>
  );
}
