import { Dialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import { texts } from "../../../content/admin-texts";
import type { ReservationActionResult } from "../../../domain/admin/action-results";
import { reservationFormSchema } from "../../../domain/admin/reservation-form";
import { reservationStatuses, statusLabels } from "../../../domain/admin/statuses";
import type { IsoDate } from "../../../domain/booking/dates";
import { fieldErrorsOf } from "../../../domain/forms/field-errors";
import { GuestStepper } from "../booking/guest-stepper";
import { DateField, Select, TextArea, TextField } from "../forms/fields";
import { adminButton } from "./buttons";
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

/** Create or edit a reservation in a dialog; the same Zod schema as the server checks it first. */
export function ReservationDialog(props: {
  reservation?: EditableReservation;
  /** Today at the apartment and the owners' guest limit, from the loader. */
  rules: { today: IsoDate; maxGuests: number };
  trigger: ReactNode;
  defaultOpen?: boolean;
}) {
  const { reservation } = props;
  const { today, maxGuests } = props.rules;
  const mode = reservation ? "update" : "create";
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [range, setRange] = useState<StayRange>({
    from: reservation?.startDate ?? "",
    to: reservation?.endDate ?? "",
  });
  const [adults, setAdults] = useState(reservation?.adults ?? 2);
  const [children, setChildren] = useState(reservation?.children ?? 0);
  const fetcher = useFetcher<ReservationActionResult>();

  useResultToast(fetcher, {
    onOk: () => setOpen(false),
    onError: (result) => {
      if (!result.ok)
        setErrors(result.fieldErrors ?? (result.detail ? { form: result.detail } : {}));
    },
  });

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
              } else setErrors({});
            }}
          >
            <input type="hidden" name="intent" value={mode} />
            {reservation && <input type="hidden" name="id" value={reservation.id} />}
            <div className="sm:col-span-2">
              <StayRangePicker
                value={range}
                onChange={setRange}
                earliest={reservation ? null : today}
                label={t.stay}
              />
            </div>
            <DateField
              {...field("start_date")}
              min={reservation ? undefined : today}
              value={range.from}
              onChange={(event) => setRange({ ...range, from: event.target.value })}
            />
            <DateField
              {...field("end_date")}
              min={reservation ? undefined : today}
              value={range.to}
              onChange={(event) => setRange({ ...range, to: event.target.value })}
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
              defaultValue={reservation?.status ?? "pre_reserved"}
            />
            <TextField
              {...field("offer_price")}
              inputMode="decimal"
              defaultValue={reservation?.offerPrice ?? ""}
            />
            <TextArea
              {...field("notes")}
              className="sm:col-span-2"
              rows={3}
              defaultValue={reservation?.notes ?? ""}
            />
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
