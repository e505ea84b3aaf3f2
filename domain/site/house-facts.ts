import { z } from "zod";
import { fill, texts } from "../../content/admin-texts";
import { arrival, bookingRules, houseRules, property } from "../../content/property";
import { hasControlCharacters } from "../forms/control-characters";
import { fieldErrorsOf } from "../forms/field-errors";

/**
 * The stay's times and rules, the apartment's figures, where it lies and the "follow us" link:
 * the owners keep these on /admin/website, next to their contact facts. Times are "HH:MM" (24 h).
 */
export interface HouseFacts {
  checkInFrom: string;
  checkInTo: string;
  checkOutFrom: string;
  checkOutTo: string;
  /** May wrap midnight (22:00 to 08:00). */
  quietHoursFrom: string;
  quietHoursTo: string;
  freeCancellationDays: number;
  /** The owners typically answer within this many hours. */
  responseHours: number;
  sizeSqm: number;
  bedrooms: number;
  sleeps: number;
  trainStationMinutes: number;
  airportHours: number;
  nearestCityMinutes: number;
  latitude: number;
  longitude: number;
  /**
   * The owners' profile link: null while they never saved one (the operator's SOCIAL_PROFILE_URL
   * applies), "" when they want none, else an https URL. See `socialProfileLink`.
   */
  socialProfileUrl: string | null;
}

/** Until the owners saved theirs: the facts the site was built with (content/property.ts). */
export const defaultHouseFacts: HouseFacts = {
  checkInFrom: houseRules.checkIn.from,
  checkInTo: houseRules.checkIn.to,
  checkOutFrom: houseRules.checkOut.from,
  checkOutTo: houseRules.checkOut.to,
  quietHoursFrom: houseRules.quietHours.from,
  quietHoursTo: houseRules.quietHours.to,
  freeCancellationDays: bookingRules.freeCancellationDays,
  responseHours: property.responseHours,
  sizeSqm: property.sizeSqm,
  bedrooms: property.bedrooms,
  sleeps: property.sleeps,
  trainStationMinutes: arrival.trainStationMinutesByCar,
  airportHours: arrival.airportHoursByCar,
  nearestCityMinutes: arrival.nearestCityMinutes,
  latitude: property.geo.latitude,
  longitude: property.geo.longitude,
  socialProfileUrl: null,
};

/** The link the pages show (null: none): the owners' once saved, else the operator's. */
export function socialProfileLink(
  facts: Pick<HouseFacts, "socialProfileUrl">,
  operatorUrl: string | null,
): string | null {
  if (facts.socialProfileUrl === null) return operatorUrl;
  return facts.socialProfileUrl === "" ? null : facts.socialProfileUrl;
}

/** The intent of the Website tab's second form. */
export const saveHouseIntent = "save-house";

/** The names of the form's fields. */
export const houseFactFields: Record<keyof HouseFacts, string> = {
  checkInFrom: "check_in_from",
  checkInTo: "check_in_to",
  checkOutFrom: "check_out_from",
  checkOutTo: "check_out_to",
  quietHoursFrom: "quiet_hours_from",
  quietHoursTo: "quiet_hours_to",
  freeCancellationDays: "free_cancellation_days",
  responseHours: "response_hours",
  sizeSqm: "size_sqm",
  bedrooms: "bedrooms",
  sleeps: "sleeps",
  trainStationMinutes: "train_station_minutes",
  airportHours: "airport_hours",
  nearestCityMinutes: "nearest_city_minutes",
  latitude: "latitude",
  longitude: "longitude",
  socialProfileUrl: "social_profile_url",
};

type WholeFact = Extract<
  keyof HouseFacts,
  | "freeCancellationDays"
  | "responseHours"
  | "sizeSqm"
  | "bedrooms"
  | "sleeps"
  | "trainStationMinutes"
  | "airportHours"
  | "nearestCityMinutes"
>;

/** The range of each whole number: wide enough for any real apartment, narrow enough for typos. */
export const houseFactRanges: Record<WholeFact | "latitude" | "longitude", [number, number]> = {
  freeCancellationDays: [0, 365],
  responseHours: [0, 48],
  sizeSqm: [10, 500],
  bedrooms: [0, 20],
  sleeps: [1, 30],
  trainStationMinutes: [0, 600],
  airportHours: [0, 48],
  nearestCityMinutes: [0, 600],
  latitude: [-90, 90],
  longitude: [-180, 180],
};

/** The longest profile link taken (the column's size). */
export const socialProfileUrlMax = 500;

const messages = texts.website.house.errors;
const common = texts.website.errors;

function whole(key: WholeFact) {
  const [min, max] = houseFactRanges[key];
  const message = fill(messages.whole, { min, max });
  return z
    .string({ error: common.missing })
    .trim()
    .min(1, common.missing)
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

function coordinate(key: "latitude" | "longitude") {
  const [min, max] = houseFactRanges[key];
  const message = fill(messages.coordinate, { min, max });
  return (
    z
      .string({ error: common.missing })
      .trim()
      .min(1, common.missing)
      // A decimal comma as Germans write it is taken too.
      .regex(/^-?\d{1,3}([.,]\d{1,7})?$/, message)
      .transform((value) => Number(value.replace(",", ".")))
      .refine((value) => value >= min && value <= max, message)
  );
}

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

const clock = z
  .string({ error: common.missing })
  .trim()
  .min(1, common.missing)
  .regex(clockPattern, messages.time);

const profileUrl = z
  .string({ error: common.missing })
  .trim()
  .max(socialProfileUrlMax, fill(common.long, { max: socialProfileUrlMax }))
  .refine((value) => !hasControlCharacters(value), common.control)
  .refine((value) => value === "" || isHttpsUrl(value), messages.url);

function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const names = houseFactFields;

const schema = z
  .object({
    [names.checkInFrom]: clock,
    [names.checkInTo]: clock,
    [names.checkOutFrom]: clock,
    [names.checkOutTo]: clock,
    [names.quietHoursFrom]: clock,
    [names.quietHoursTo]: clock,
    [names.freeCancellationDays]: whole("freeCancellationDays"),
    [names.responseHours]: whole("responseHours"),
    [names.sizeSqm]: whole("sizeSqm"),
    [names.bedrooms]: whole("bedrooms"),
    [names.sleeps]: whole("sleeps"),
    [names.trainStationMinutes]: whole("trainStationMinutes"),
    [names.airportHours]: whole("airportHours"),
    [names.nearestCityMinutes]: whole("nearestCityMinutes"),
    [names.latitude]: coordinate("latitude"),
    [names.longitude]: coordinate("longitude"),
    [names.socialProfileUrl]: profileUrl,
  })
  .superRefine((data, context) => {
    // Check-in and check-out are windows within one day ("HH:MM" compares as text); the quiet
    // hours may wrap midnight.
    for (const [from, to] of [
      [names.checkInFrom, names.checkInTo],
      [names.checkOutFrom, names.checkOutTo],
    ] as const) {
      // Zod runs this after a field's refusal too: only two times are compared.
      const [start, end] = [String(data[from]), String(data[to])];
      if (clockPattern.test(start) && clockPattern.test(end) && start >= end) {
        context.addIssue({ code: "custom", path: [to], message: messages.order });
      }
    }
  });

export type HouseFactsForm =
  | { ok: true; facts: HouseFacts }
  | { ok: false; errors: Partial<Record<string, string>> };

/**
 * The posted form: times as HH:MM (each "to" after its "from" for check-in and check-out),
 * whole numbers in their ranges, coordinates on the globe, an https link or none (""). Each wrong
 * field gets its message; nothing is taken unless all are right.
 */
export function readHouseFactsForm(fields: Partial<Record<string, string>>): HouseFactsForm {
  const read = schema.safeParse(fields);
  if (!read.success) return { ok: false, errors: fieldErrorsOf(read.error) };
  const facts = Object.fromEntries(
    Object.entries(names).map(([key, name]) => [key, read.data[name]]),
  ) as unknown as HouseFacts;
  return { ok: true, facts };
}

/**
 * What to store for the posted link: the form shows the link the site has, so while the owners
 * never saved one, posting the operator's link unchanged keeps it the operator's (null), and a
 * later change of SOCIAL_PROFILE_URL still shows.
 */
export function postedSocialProfileUrl(
  posted: string,
  stored: string | null,
  operatorUrl: string | null,
): string | null {
  return stored === null && posted === (operatorUrl ?? "") ? null : posted;
}
