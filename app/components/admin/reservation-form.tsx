import { Dialog } from "radix-ui";
import { type ReactNode, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { texts } from "../../../content/admin-texts";
import type { ReservationActionResult } from "../../../domain/admin/action-results";
import { reservationFormSchema } from "../../../domain/admin/reservation-form";
import {
  describeOverlaps,
  describeSuggestion,
  findOverlaps,
  hasOverlaps,
  type ImportedSpan,
  priceFieldValue,
  refusedOverStays,
  suggestedPrice,
  type TakenSpan,
  takesPart,
} from "../../../domain/admin/reservation-overlap";
import type { IsoDate } from "../../../domain/booking/dates";
import { formatEuroCents } from "../../../domain/booking/format";
import type { BookingSettings } from "../../../domain/booking/settings";
import { fieldErrorsOf } from "../../../domain/forms/field-errors";
import { toCents } from "../../../domain/kernel/money";
import { reservationStatuses, statusLabels } from "../../../domain/kernel/statuses";
import { GuestStepper } from "../booking/guest-stepper";
import { DateField, Select, TextArea, TextField } from "../forms/fields";
import { adminButton } from "./buttons";
import { smallButton } from "./confirm-dialog";
import { DialogButtons, dialogOverlayClass, dialogPanelClass } from "./dialog-frame";
import { type StayRange, StayRangePicker } from "./stay-range-picker";
import { useResultToast } from "./use-result-toast";

export interface EditableReservation {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  adults: number;
  children: number;
  status: string;
  offerPrice: string | null;
  notes: string | null;
  startDate: string;
  endDate: string;
}

const t = texts.reservations;
/** A guest stepper's label, and its buttons' labels for screen readers. */
const stepperLabels = (label: string) => ({
  label,
  decreaseLabel: `${label}: ${t.fewer}`,
  increaseLabel: `${label}: ${t.more}`,
});

const statusOptions = reservationStatuses.map((value) => ({ value, label: statusLabels[value] }));

/** What the dialog knows besides the stay: see server/admin/reservation-overlaps.ts. */
export interface ReservationRules {
  today: IsoDate;
  maxGuests: number;
  /** The owners' rates, for the suggested price. */
  settings?: BookingSettings;
  /** The nights other channels took and own stays take, marked and warned about. */
  imported?: readonly ImportedSpan[];
  taken?: readonly TakenSpan[];
}

/**
 * The clash of the chosen nights with nights already taken, before saving: which ones, whether
 * saving is possible at all, and once the owners tried to save, the question.
 */
function OverlapWarning(props: {
  lines: { imported: string[]; stays: string[] };
  refused: boolean;
  asking: boolean;
  onBack: () => void;
}) {
  const o = t.overlap;
  return (
    <div
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="overlap-warning"
      role={props.asking ? "alert" : "status"}
    >
      <p className="font-semibold">{o.title}</p>
      {props.lines.imported.length > 0 && (
        <>
          <ul className="mt-1 list-disc pl-5">
            {props.lines.imported.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-1">{o.imported}</p>
        </>
      )}
      {props.lines.stays.length > 0 && (
        <>
          <p className="mt-2">{o.stays}</p>
          <ul className="mt-1 list-disc pl-5">
            {props.lines.stays.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {props.refused && <p className="mt-2 font-medium text-red-800">{o.refused}</p>}
      {props.asking && !props.refused && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="font-medium">{o.question}</p>
          <button type="submit" name="confirm_overlap" value="1" className={adminButton.primary}>
            {o.confirm}
          </button>
          <button type="button" onClick={props.onBack} className={adminButton.secondary}>
            {o.back}
          </button>
        </div>
      )}
    </div>
  );
}

/** Create or edit a reservation in a dialog; the same Zod schema as the server checks it first. */
export function ReservationDialog(props: {
  reservation?: EditableReservation;
  /** Today at the apartment, the owners' guest limit, rates and taken nights, from the loader. */
  rules: ReservationRules;
  trigger: ReactNode;
  defaultOpen?: boolean;
}) {
  const { reservation } = props;
  const { rules } = props;
  const { today, maxGuests } = rules;
  const mode = reservation ? "update" : "create";
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [range, setRange] = useState<StayRange>({
    from: reservation?.startDate ?? "",
    to: reservation?.endDate ?? "",
  });
  const [adults, setAdults] = useState(reservation?.adults ?? 2);
  const [children, setChildren] = useState(reservation?.children ?? 0);
  const [status, setStatus] = useState(reservation?.status ?? "pre_reserved");
  // The price typed, and whether the field follows the suggestion instead (a new stay's does).
  const [price, setPrice] = useState(reservation?.offerPrice ?? "");
  const [followSuggestion, setFollowSuggestion] = useState(!reservation);
  // Asking whether to save over taken nights; what the server named, when it saw more.
  const [asking, setAsking] = useState(false);
  const [serverOverlap, setServerOverlap] = useState<string[] | null>(null);
  const warning = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<ReservationActionResult>();

  useResultToast(fetcher, {
    onOk: () => setOpen(false),
    onError: (result) => {
      if (result.ok) return;
      if (result.overlap) {
        setServerOverlap(result.overlap);
        setAsking(true);
        return;
      }
      setErrors(result.fieldErrors ?? (result.detail ? { form: result.detail } : {}));
    },
  });

  // The clash with taken nights, for a new stay or one moved to other dates.
  const moved =
    !reservation || range.from !== reservation.startDate || range.to !== reservation.endDate;
  const overlaps =
    moved && takesPart(status) && range.from && range.to && range.to > range.from
      ? findOverlaps(
          { start: range.from, end: range.to },
          rules.imported ?? [],
          rules.taken ?? [],
          reservation?.id,
        )
      : { imported: [], stays: [] };
  const refused = refusedOverStays(overlaps, status);
  const lines = serverOverlap ? { imported: serverOverlap, stays: [] } : describeOverlaps(overlaps);
  const warn = serverOverlap !== null || hasOverlaps(overlaps);
  const changeRange = (next: StayRange) => {
    setRange(next);
    setAsking(false);
    setServerOverlap(null);
  };

  // The owners' own price for the chosen nights and guests.
  const suggestion = rules.settings
    ? suggestedPrice(rules.settings, { start: range.from, end: range.to }, { adults, children })
    : null;
  const suggested = suggestion ? priceFieldValue(suggestion.totalCents) : null;
  const shownPrice = followSuggestion && suggested !== null ? suggested : price;

  // Adults and children together at most the guest limit.
  const guestSteppers = [
    {
      name: "adults",
      value: adults,
      min: 1,
      max: maxGuests - (children || 0),
      onChange: setAdults,
    },
    {
      name: "children",
      value: children,
      min: 0,
      max: maxGuests - (adults || 1),
      onChange: setChildren,
    },
  ] as const;

  /** Name, label and message of one field. */
  const field = <Name extends keyof typeof t.fields>(name: Name) => ({
    name,
    label: t.fields[name],
    error: errors[name],
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setErrors({});
        // Opening again starts from the stored values (a new reservation from empty ones).
        if (next) {
          setRange({ from: reservation?.startDate ?? "", to: reservation?.endDate ?? "" });
          setAdults(reservation?.adults ?? 2);
          setChildren(reservation?.children ?? 0);
          setStatus(reservation?.status ?? "pre_reserved");
          setPrice(reservation?.offerPrice ?? "");
          setFollowSuggestion(!reservation);
          setAsking(false);
          setServerOverlap(null);
        }
      }}
    >
      <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogPanelClass.wide}>
          <Dialog.Title className="text-lg font-semibold">
            {reservation ? t.editTitle : t.newTitle}
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            {reservation ? t.editTitle : t.newTitle}
          </Dialog.Description>
          <fetcher.Form
            ref={form}
            method="post"
            noValidate
            className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2"
            onSubmit={(event) => {
              const values = Object.fromEntries(new FormData(event.currentTarget));
              const schema = reservationFormSchema(
                reservation ? { mode: "edit", maxGuests } : { mode: "create", today, maxGuests },
              );
              const parsed = schema.safeParse(values);
              if (!parsed.success) {
                event.preventDefault();
                setErrors(fieldErrorsOf(parsed.error));
                return;
              }
              setErrors({});
              // Over taken nights: first the question, then "Trotzdem speichern" posts.
              const submitter = (event.nativeEvent as SubmitEvent).submitter;
              const confirmed = submitter?.getAttribute("name") === "confirm_overlap";
              if (warn && !refused && !confirmed) {
                event.preventDefault();
                setAsking(true);
                requestAnimationFrame(() => warning.current?.querySelector("button")?.focus());
              }
            }}
          >
            <input type="hidden" name="intent" value={mode} />
            {reservation && <input type="hidden" name="id" value={reservation.id} />}
            <div className="sm:col-span-2">
              <StayRangePicker
                value={range}
                onChange={changeRange}
                earliest={reservation ? null : today}
                label={t.stay}
                imported={rules.imported}
                taken={rules.taken?.filter((stay) => stay.id !== reservation?.id)}
              />
            </div>
            <DateField
              {...field("start_date")}
              min={reservation ? undefined : today}
              value={range.from}
              onChange={(event) => changeRange({ ...range, from: event.target.value })}
            />
            <DateField
              {...field("end_date")}
              min={reservation ? undefined : today}
              value={range.to}
              onChange={(event) => changeRange({ ...range, to: event.target.value })}
            />
            <TextField
              {...field("first_name")}
              defaultValue={reservation?.firstName}
              maxLength={50}
            />
            <TextField
              {...field("last_name")}
              defaultValue={reservation?.lastName}
              maxLength={50}
            />
            <TextField {...field("email")} type="email" defaultValue={reservation?.email} />
            <TextField {...field("phone")} type="tel" defaultValue={reservation?.phone ?? ""} />
            {guestSteppers.map((stepper) => (
              <GuestStepper
                key={stepper.name}
                {...stepper}
                {...stepperLabels(t.fields[stepper.name])}
                error={errors[stepper.name]}
              />
            ))}
            <Select
              {...field("status")}
              options={statusOptions}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value);
                setAsking(false);
              }}
            />
            <div>
              <TextField
                {...field("offer_price")}
                inputMode="decimal"
                value={shownPrice}
                onChange={(event) => {
                  setPrice(event.target.value);
                  setFollowSuggestion(false);
                }}
                hint={
                  suggestion
                    ? describeSuggestion(
                        suggestion,
                        formatEuroCents("de", suggestion.totalCents, { alwaysCents: true }),
                      )
                    : undefined
                }
              />
              {suggested !== null && toCents(shownPrice) !== suggestion?.totalCents && (
                <button
                  type="button"
                  className={`mt-1 ${smallButton}`}
                  onClick={() => setFollowSuggestion(true)}
                >
                  {t.price.adopt}
                </button>
              )}
            </div>
            <TextArea
              {...field("notes")}
              className="sm:col-span-2"
              rows={3}
              defaultValue={reservation?.notes ?? ""}
            />
            {warn && (
              <div ref={warning} className="sm:col-span-2">
                <OverlapWarning
                  lines={lines}
                  refused={refused}
                  asking={asking}
                  onBack={() => {
                    setAsking(false);
                    form.current?.querySelector<HTMLInputElement>("[name=start_date]")?.focus();
                  }}
                />
              </div>
            )}
            {errors.form && (
              <p role="alert" className="text-sm text-red-700 sm:col-span-2">
                {errors.form}
              </p>
            )}
            <DialogButtons
              className="flex justify-end gap-3 sm:col-span-2"
              close={Dialog.Close}
              cancelLabel={t.cancel}
            >
              <button
                type="submit"
                disabled={fetcher.state !== "idle"}
                className={adminButton.primary}
              >
                {t.save}
              </button>
            </DialogButtons>
          </fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
