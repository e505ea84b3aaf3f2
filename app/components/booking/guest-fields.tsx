import {
  countryCodes,
  type InquiryField,
  type InquiryFieldErrors,
} from "../../../domain/booking/inquiry-schema";
import { useTranslation } from "../../i18n/use-translation";
import { Select, TextArea, TextField } from "../forms/fields";
import { inquiryFieldId } from "./field-ids";
import { GuestStepper } from "./guest-stepper";

const countryCodeOptions = countryCodes.map((code) => ({ value: code, label: code }));

/**
 * The guest part of the inquiry form: name, e-mail, phone, how many adults and children (together
 * at most the owners' limit), a message, and the honeypot for bots. Ids come from the fields'
 * names, alike on the server and in the island (app/islands/).
 */
export function GuestFields({
  values,
  errors,
  guests: { adults, children },
  onAdultsChange,
  onChildrenChange,
  maxGuests,
  sleeps,
}: {
  /** What a page rendered without JavaScript was posted with. */
  values: Record<string, string>;
  errors: InquiryFieldErrors;
  /** The steppers' counts (NaN while a field is empty). */
  guests: { adults: number; children: number };
  onAdultsChange: (value: number) => void;
  onChildrenChange: (value: number) => void;
  maxGuests: number;
  /** The house's sleeping places (the owners' figure). */
  sleeps: number;
}) {
  const { t } = useTranslation("booking");

  /** A field's name with what was posted in it and its message. */
  const posted = (name: InquiryField) => ({
    id: inquiryFieldId(name),
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

  return (
    <fieldset className="space-y-4">
      <legend className="text-xl font-semibold">{t("form.heading")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...posted("first_name")}
          label={t("form.firstName")}
          autoComplete="given-name"
        />
        <TextField {...posted("last_name")} label={t("form.lastName")} autoComplete="family-name" />
      </div>
      <TextField
        {...posted("contact_email")}
        label={t("form.email")}
        type="email"
        autoComplete="email"
      />
      <div className="grid grid-cols-[8rem_1fr] gap-4">
        <Select
          id={inquiryFieldId("country_code")}
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
          onChange={onAdultsChange}
          error={errors.adults}
        />
        <GuestStepper
          name="children"
          {...stepperLabels(t("form.children"))}
          hint={t("form.childrenHint")}
          value={children}
          min={0}
          max={maxGuests - (Number.isNaN(adults) ? 1 : adults)}
          onChange={onChildrenChange}
          error={errors.children ?? errors.guests}
        />
      </div>
      <p className="text-xs text-stone-600">{t("form.guestsHint", { sleeps })}</p>
      <TextArea {...posted("message")} label={t("form.message")} rows={4} />
      {/* The honeypot: hidden from people and assistive technology, filled in by bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t("form.honeypot")}
          <input type="text" name="company_website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </fieldset>
  );
}
