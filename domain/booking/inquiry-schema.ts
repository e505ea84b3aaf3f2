import { z } from "zod";
import { bookingRules } from "../../content/property";
import { addYears, type IsoDate, parseIsoDate } from "./dates";
import { countNights, eachNight } from "./nights";
import { isWinterNight } from "./seasons";

/** The nine country codes of SPEC.md section 5; the first is the default. */
export const countryCodes = ["+49", "+43", "+41", "+39", "+33", "+31", "+32", "+44", "+1"] as const;

export const fieldLimits = {
  name: 50,
  email: 100,
  message: 1000,
  phone: 30,
  userAgent: 200,
} as const;

/**
 * Every message the inquiry schema can produce, as keys of the `errors` object of the
 * booking namespace (app/locales/{de,en,it}/booking.json). The date keys are SPEC.md's.
 */
export const inquiryMessageKeys = [
  "firstNameRequired",
  "firstNameTooLong",
  "lastNameRequired",
  "lastNameTooLong",
  "emailInvalid",
  "emailTooLong",
  "phoneTooLong",
  "adultsMin",
  "childrenMin",
  "messageTooLong",
  "guestsMax",
  "selectDates",
  "invalidDates",
  "selectAgain",
  "endAfterStart",
  "minimumStay",
  "nightsSelected",
  "winterSeason",
  "winterSeasonDetail",
  "horizon",
  "startInPast",
] as const;
export type InquiryMessageKey = (typeof inquiryMessageKeys)[number];

/**
 * Turns a message key into the visible text. `count` is the number of nights for
 * minimumStay (singular or plural). The default gives the key itself (for tests and logs).
 */
export type InquiryTranslator = (
  key: InquiryMessageKey,
  values?: { count?: number; minimum?: number; max?: number; years?: number },
) => string;

const keysOnly: InquiryTranslator = (key) => key;

export interface InquirySchemaOptions {
  /** The visitor's or the server's today (yyyy-MM-dd); never read from a hidden clock. */
  today: IsoDate;
  t?: InquiryTranslator;
}

/** Form text -> trimmed string ("" when missing). */
const text = () =>
  z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string());

/** Form text -> integer, NaN when it is not one (so the min rule reports it). */
const integer = (error: () => string) =>
  z.preprocess((value) => {
    if (typeof value === "number") return value;
    if (typeof value !== "string" || value.trim() === "") return Number.NaN;
    return Number(value.trim());
  }, z.number({ error }).int({ error }));

/**
 * The one schema of the inquiry form (DESIGN.md "one schema per form"): used by the browser for
 * instant messages and by the server action for the final word. Field names are SPEC.md's.
 */
export function createInquirySchema({ today, t = keysOnly }: InquirySchemaOptions) {
  const message = (key: InquiryMessageKey) => ({ error: () => t(key) });
  return z
    .object({
      first_name: text()
        .pipe(z.string().min(1, message("firstNameRequired")))
        .pipe(z.string().max(fieldLimits.name, message("firstNameTooLong"))),
      last_name: text()
        .pipe(z.string().min(1, message("lastNameRequired")))
        .pipe(z.string().max(fieldLimits.name, message("lastNameTooLong"))),
      contact_email: text()
        .pipe(z.string().max(fieldLimits.email, message("emailTooLong")))
        .pipe(z.email(message("emailInvalid"))),
      country_code: z
        .preprocess(
          (value) => (typeof value === "string" ? value.trim() : value),
          z.enum(countryCodes),
        )
        .catch(countryCodes[0]),
      phone: text().pipe(z.string().max(fieldLimits.phone, message("phoneTooLong"))),
      adults: integer(() => t("adultsMin")).pipe(z.number().min(1, message("adultsMin"))),
      children: integer(() => t("childrenMin")).pipe(z.number().min(0, message("childrenMin"))),
      message: text().pipe(z.string().max(fieldLimits.message, message("messageTooLong"))),
      preferred_start_date: text(),
      preferred_end_date: text(),
    })
    .superRefine((value, ctx) => {
      if (
        Number.isInteger(value.adults) &&
        Number.isInteger(value.children) &&
        value.adults + value.children > bookingRules.maxGuests
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["guests"],
          message: t("guestsMax", { max: bookingRules.maxGuests }),
        });
      }
      const problem = checkDates(value.preferred_start_date, value.preferred_end_date, today);
      if (problem)
        ctx.addIssue({ code: "custom", path: ["dates"], message: dateMessage(problem, t) });
    });
}

export type InquiryInput = z.output<ReturnType<typeof createInquirySchema>>;

/**
 * The date checks, in SPEC.md's order; the first that fails is reported.
 * Dates are nights (end exclusive), so a departure on 1 May or 1 November is fine.
 */
export function checkDates(
  start: string,
  end: string,
  today: IsoDate,
): { key: InquiryMessageKey; count?: number } | null {
  if (!start || !end) return { key: "selectDates" };
  if (!parseIsoDate(start) || !parseIsoDate(end)) return { key: "invalidDates" };
  const nights = countNights(start, end);
  if (nights <= 0) return { key: "endAfterStart" };
  if (nights < bookingRules.minimumNights) return { key: "minimumStay", count: nights };
  if (eachNight(start, end).some(isWinterNight)) return { key: "winterSeason" };
  if (start > addYears(today, bookingRules.horizonYears)) return { key: "horizon" };
  if (start < today) return { key: "startInPast" };
  return null;
}

/** A date problem as one visible text: the title, then its detail where SPEC.md gives one. */
export function dateMessage(
  problem: { key: InquiryMessageKey; count?: number },
  t: InquiryTranslator = keysOnly,
): string {
  switch (problem.key) {
    case "invalidDates":
      return `${t("invalidDates")} – ${t("selectAgain")}`;
    case "minimumStay":
      return `${t("minimumStay", { minimum: bookingRules.minimumNights })} – ${t("nightsSelected", { count: problem.count })}`;
    case "winterSeason":
      return `${t("winterSeason")} – ${t("winterSeasonDetail")}`;
    case "horizon":
      return t("horizon", { years: bookingRules.horizonYears });
    default:
      return t(problem.key);
  }
}

/** Field -> first message, for showing next to the fields (`dates` and `guests` included). */
export type InquiryFieldErrors = Partial<Record<keyof InquiryInput | "dates" | "guests", string>>;

export function fieldErrorsOf(error: z.ZodError): InquiryFieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors as InquiryFieldErrors;
}
