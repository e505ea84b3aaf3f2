import * as z from "zod/mini";
import { type IsoDate, isIsoDate, yearOf } from "./dates";

/**
 * The owners' rates and stay rules (docs/decisions/009): kept per calendar year, edited on
 * /admin/preise. Every consumer (pages, picker, quote, validation, calendars, mails) takes them as
 * an argument. Money is in euro cents; dates are nights (yyyy-MM-dd), both ends inclusive. The
 * defaults a fresh installation starts with are below the schemas.
 *
 * The schemas are Zod's tree-shakable variant ("zod/mini"): they run in the booking page's island
 * too, whose size a phone pays for at its first touch.
 */

const isoDate = z.string().check(z.refine(isIsoDate));
const cents = z.int().check(z.nonnegative());

/** A season's name per page language; German is required, the others fall back to it. */
const seasonNameSchema = z.object({
  de: z.string().check(z.minLength(1)),
  en: z.optional(z.string()),
  it: z.optional(z.string()),
});
export type SeasonName = z.infer<typeof seasonNameSchema>;

const seasonSchema = z.object({
  name: seasonNameSchema,
  first: isoDate,
  last: isoDate,
  rateCents: cents,
  minimumNights: z.int().check(z.positive()),
  /** ISO weekdays (1 = Monday … 7 = Sunday) an arrival may fall on; null: any day. */
  arrivalWeekdays: z.nullable(z.array(z.int().check(z.gte(1), z.lte(7)))),
});
export type Season = z.infer<typeof seasonSchema>;

const closedPeriodSchema = z.object({ first: isoDate, last: isoDate });
export type ClosedPeriod = z.infer<typeof closedPeriodSchema>;

const touristTaxSchema = z.object({
  enabled: z.boolean(),
  /** Per guest and night. */
  amountCents: cents,
  childrenExempt: z.boolean(),
});
export type TouristTax = z.infer<typeof touristTaxSchema>;

/** What the owners keep for one calendar year; every date lies in that year. */
export const yearPlanSchema = z.object({
  seasons: z.array(seasonSchema),
  closedPeriods: z.array(closedPeriodSchema),
  cleaningFeeCents: cents,
  touristTax: touristTaxSchema,
});
export type YearPlan = z.infer<typeof yearPlanSchema>;

/** The largest guest limit and booking horizon the owners can set. */
export const highestGuestLimit = 99;
export const longestHorizonYears = 5;

/** What does not change by year. */
export const generalSettingsSchema = z.object({
  /** An arrival may be at most this many years after today. */
  horizonYears: z.int().check(z.gte(1), z.lte(longestHorizonYears)),
  /** Adults and children together, at most. */
  maxGuests: z.int().check(z.gte(1), z.lte(highestGuestLimit)),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

export const bookingSettingsSchema = z.object({
  general: generalSettingsSchema,
  /** The years the owners changed, by year ("2027"); any other year has the defaults. */
  years: z.record(z.string().check(z.regex(/^\d{4}$/)), yearPlanSchema),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/**
 * The defaults: the rates and rules a fresh installation starts with, what the site did before
 * the owners could change them. Any year the owners did not change keeps these.
 */
export const defaultGeneralSettings: GeneralSettings = { horizonYears: 2, maxGuests: 20 };

const highSeason: SeasonName = { de: "Hauptsaison", en: "High season", it: "Alta stagione" };
const offSeason: SeasonName = { de: "Nebensaison", en: "Off season", it: "Bassa stagione" };

export function defaultYearPlan(year: number): YearPlan {
  const season = (name: SeasonName, first: string, last: string, rateCents: number) => ({
    name,
    first: `${year}-${first}`,
    last: `${year}-${last}`,
    rateCents,
    minimumNights: 4,
    arrivalWeekdays: null,
  });
  return {
    seasons: [
      season(offSeason, "05-01", "06-30", 11000),
      season(highSeason, "07-01", "09-15", 13000),
      season(offSeason, "09-16", "10-31", 11000),
    ],
    // Closed 1 November to 30 April: within one year, its two ends.
    closedPeriods: [
      { first: `${year}-01-01`, last: `${year}-04-30` },
      { first: `${year}-11-01`, last: `${year}-12-31` },
    ],
    cleaningFeeCents: 7500,
    touristTax: { enabled: false, amountCents: 0, childrenExempt: true },
  };
}

/** A fresh installation's settings: the defaults for every year. */
export const defaultBookingSettings: BookingSettings = {
  general: defaultGeneralSettings,
  years: {},
};

/**
 * Each year's default plan, made once: the picker and the stay rules ask for a night's plan
 * night by night, and making it anew each time was most of their cost.
 */
const defaultPlans = new Map<number, YearPlan>();

/** The plan of one year: the owners' own, or the defaults (shared: never changed in place). */
export function planOf(settings: BookingSettings, year: number): YearPlan {
  const own = settings.years[String(year)];
  if (own) return own;
  let plan = defaultPlans.get(year);
  if (!plan) {
    plan = defaultYearPlan(year);
    defaultPlans.set(year, plan);
  }
  return plan;
}

/** Whether two plans hold the same values (compared in the schema's key order). */
export function samePlan(a: YearPlan, b: YearPlan): boolean {
  return JSON.stringify(yearPlanSchema.parse(a)) === JSON.stringify(yearPlanSchema.parse(b));
}

/** Whether the owners changed this year (otherwise it has the defaults). */
export function hasOwnPlan(settings: BookingSettings, year: number): boolean {
  return String(year) in settings.years;
}

const covers = (span: { first: IsoDate; last: IsoDate }, night: IsoDate) =>
  span.first <= night && night <= span.last;

/**
 * The season a night can be booked in, or null: a night in a closed period or in no season cannot
 * be booked.
 */
export function seasonOfNight(settings: BookingSettings, night: IsoDate): Season | null {
  const plan = planOf(settings, yearOf(night));
  if (plan.closedPeriods.some((period) => covers(period, night))) return null;
  return plan.seasons.find((season) => covers(season, night)) ?? null;
}

export function isOpenNight(settings: BookingSettings, night: IsoDate): boolean {
  return seasonOfNight(settings, night) !== null;
}

/** A season's name in a page language (German when the owners gave none in it). */
export function seasonNameIn(name: SeasonName, language: string): string {
  return (language === "en" || language === "it" ? name[language] : undefined) || name.de;
}
