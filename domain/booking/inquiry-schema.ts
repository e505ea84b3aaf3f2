import * as z from "zod/mini";
import {
  hasControlCharacters,
  hasControlCharactersBesidesLineBreaks,
  normalizeLineBreaks,
} from "../forms/control-characters";
import { addDays, type IsoDate, isIsoDate, parseIsoDate } from "./dates";
import { formatDate, formatWeekdays } from "./format";
import { countNights } from "./nights";
import { type BookingSettings, highestGuestLimit } from "./settings";
import { type StayProblem, stayProblem } from "./stay-rules";

/** The nine country codes the form offers; the first is the default. */
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
 * booking namespace (content/locales/{de,en,it}/booking.json). The date keys are the form fields.
 */
export const inquiryMessageKeys = [
  "firstNameRequired",
  "firstNameTooLong",
  "lastNameRequired",
  "lastNameTooLong",
  "controlCharacters",
  "emailInvalid",
  "emailTooLong",
  "phoneTooLong",
  "adultsMin",
  "childrenMin",
  "messageTooLong",
  "messageControlCharacters",
  "guestsMax",
  "selectDates",
  "invalidDates",
  "selectAgain",
  "endAfterStart",
  "minimumStay",
  "nightsSelected",
  "closed",
  "winterSeason",
  "closedDetail",
  "arrivalDay",
  "horizon",
  "startInPast",
] as const;
export type InquiryMessageKey = (typeof inquiryMessageKeys)[number];

/**
 * Turns a message key into the visible text. `count` picks singular or plural (nights selected,
 * the minimum, the horizon's years). The default gives the key itself (for tests and logs).
 */
export type InquiryTranslator = (
  key: InquiryMessageKey,
  values?: { count?: number; max?: number; days?: string; from?: string; to?: string },
) => string;

const keysOnly: InquiryTranslator = (key) => key;

export interface InquirySchemaOptions {
  /** The visitor's or the server's today (yyyy-MM-dd); never read from a hidden clock. */
  today: IsoDate;
  /** The owners' rates and rules: guest limit, seasons, closed periods, horizon. */
  settings: BookingSettings;
  t?: InquiryTranslator;
  /** The page language, for the dates and weekdays the messages name. */
  language?: string;
}

/** Form text -> trimmed string ("" when missing). */
const text = () =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.trim() : "")),
    z.string(),
  );

/**
 * The form's own fields and how many characters of each a re-shown form gives back (after a
 * refused post the page echoes what was typed, and nothing else).
 */
const echoLimits = {
  first_name: fieldLimits.name,
  last_name: fieldLimits.name,
  contact_email: fieldLimits.email,
  country_code: Math.max(...countryCodes.map((code) => code.length)),
  phone: fieldLimits.phone,
  adults: String(highestGuestLimit).length,
  children: String(highestGuestLimit).length,
  message: fieldLimits.message,
  preferred_start_date: "yyyy-mm-dd".length,
  preferred_end_date: "yyyy-mm-dd".length,
} as const;

/**
 * The posted values a re-shown form may echo: the form's own fields, cut to their limits. A date
 * only when it is a real one: the form computes the stay's rules from it (an impossible date
 * such as 2027-02-30 is refused by the schema, and the picker starts empty).
 */
export function echoedInquiryValues(fields: Record<string, string>): Record<string, string> {
  const echoed: Record<string, string> = {};
  for (const [name, limit] of Object.entries(echoLimits)) {
    const value = fields[name];
    if (typeof value !== "string") continue;
    const cut = value.slice(0, limit);
    if (!name.endsWith("_date") || isIsoDate(cut)) echoed[name] = cut;
  }
  return echoed;
}

/** Form text -> integer, NaN when it is not one (so the integer rule reports it). */
const integer = (error: () => string) =>
  z.pipe(
    z.transform((value: unknown) => {
      if (typeof value === "number") return value;
      if (typeof value !== "string" || value.trim() === "") return Number.NaN;
      return Number(value.trim());
    }),
    z.int({ error }),
  );

/**
 * The one schema of the inquiry form: used by the browser for
 * instant messages and by the server action for the final word. Field names are the stored columns.
 */
export function createInquirySchema({
  today,
  settings,
  t = keysOnly,
  language = "de",
}: InquirySchemaOptions) {
  const { maxGuests } = settings.general;
  const message = (key: InquiryMessageKey) => ({ error: () => t(key) });
  // One line each: a line break in a name could add a fake line to the owners' mail.
  const oneLine = z.refine<string>(
    (value) => !hasControlCharacters(value),
    message("controlCharacters"),
  );
  /** A trimmed line within `limit` characters; required when `required` names its message. */
  const line = (limit: number, tooLong: InquiryMessageKey, required?: InquiryMessageKey) =>
    z.pipe(
      text(),
      z
        .string()
        .check(
          ...(required ? [z.minLength(1, message(required))] : []),
          z.maxLength(limit, message(tooLong)),
          oneLine,
        ),
    );
  return z
    .object({
      first_name: line(fieldLimits.name, "firstNameTooLong", "firstNameRequired"),
      last_name: line(fieldLimits.name, "lastNameTooLong", "lastNameRequired"),
      contact_email: z.pipe(
        line(fieldLimits.email, "emailTooLong"),
        z.email(message("emailInvalid")),
      ),
      country_code: z.catch(
        z.pipe(
          z.transform((value: unknown) => (typeof value === "string" ? value.trim() : value)),
          z.enum(countryCodes),
        ),
        countryCodes[0],
      ),
      phone: line(fieldLimits.phone, "phoneTooLong"),
      adults: z.pipe(
        integer(() => t("adultsMin")),
        z.number().check(z.gte(1, message("adultsMin"))),
      ),
      children: z.pipe(
        integer(() => t("childrenMin")),
        z.number().check(z.gte(0, message("childrenMin"))),
      ),
      // Line breaks count once each, as the textarea counted them (browsers post \r\n).
      message: z.pipe(
        z.transform((value: unknown) =>
          typeof value === "string" ? normalizeLineBreaks(value.trim()) : "",
        ),
        z.string().check(
          z.maxLength(fieldLimits.message, message("messageTooLong")),
          z.refine(
            (value) => !hasControlCharactersBesidesLineBreaks(value),
            message("messageControlCharacters"),
          ),
        ),
      ),
      preferred_start_date: text(),
      preferred_end_date: text(),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (
          Number.isInteger(value.adults) &&
          Number.isInteger(value.children) &&
          value.adults + value.children > maxGuests
        ) {
          ctx.addIssue({
            code: "custom",
            path: ["guests"],
            message: t("guestsMax", { count: maxGuests }),
          });
        }
        const problem = checkDates(
          settings,
          value.preferred_start_date,
          value.preferred_end_date,
          today,
        );
        if (problem) {
          ctx.addIssue({
            code: "custom",
            path: ["dates"],
            message: dateMessage(problem, t, language),
          });
        }
      }),
    );
}

type InquiryInput = z.output<ReturnType<typeof createInquirySchema>>;

/** A date problem: the form's own (missing, unreal, reversed) or a stay rule's. */
export type DateProblem = { key: "selectDates" | "invalidDates" | "endAfterStart" } | StayProblem;

/**
 * The date checks, in docs/booking-rules.md's order; the first that fails is reported. Dates
 * are nights (end exclusive), so a departure on the first closed day is fine.
 */
export function checkDates(
  settings: BookingSettings,
  start: string,
  end: string,
  today: IsoDate,
): DateProblem | null {
  if (!start || !end) return { key: "selectDates" };
  if (!parseIsoDate(start) || !parseIsoDate(end)) return { key: "invalidDates" };
  if (countNights(start, end) <= 0) return { key: "endAfterStart" };
  return stayProblem(settings, start, end, today);
}

/** A date problem as one visible text: the title, then its detail where there is one. */
export function dateMessage(
  problem: DateProblem,
  t: InquiryTranslator = keysOnly,
  language = "de",
): string {
  switch (problem.key) {
    case "invalidDates":
      return `${t("invalidDates")} – ${t("selectAgain")}`;
    case "minimumStay":
      return `${t("minimumStay", { count: problem.minimum })} – ${t("nightsSelected", { count: problem.count })}`;
    case "closed":
      return `${t(problem.winter ? "winterSeason" : "closed")} – ${t("closedDetail", {
        from: formatDate(language, problem.span.start),
        to: formatDate(language, addDays(problem.span.end, -1)),
      })}`;
    case "arrivalDay":
      return t("arrivalDay", { days: formatWeekdays(language, problem.weekdays) });
    case "horizon":
      return t("horizon", { count: problem.years });
    default:
      return t(problem.key);
  }
}

/** The fields a message can stand next to (`dates` and `guests` included). */
export type InquiryField = keyof InquiryInput | "dates" | "guests";
export type InquiryFieldErrors = Partial<Record<InquiryField, string>>;
