import { z } from "zod";
import { fill, texts } from "../../content/admin-texts";
import { type IsoDate, isIsoDate, yearOf } from "../booking/dates";
import { formatShortDate } from "../booking/format";
import {
  type BookingSettings,
  type GeneralSettings,
  highestGuestLimit,
  longestHorizonYears,
  type YearPlan,
} from "../booking/settings";

const messages = texts.prices.errors;

/** The names of the Preise tab's fields (one name per field: the form reader refuses repeats). */
export const priceFields = {
  season: (index: number, part: SeasonPart) => `season-${index}-${part}`,
  seasonArrival: (index: number, weekday: number) => `season-${index}-arrival-${weekday}`,
  closed: (index: number, part: "first" | "last") => `closed-${index}-${part}`,
  cleaningFee: "cleaning-fee",
  taxEnabled: "tax-enabled",
  taxAmount: "tax-amount",
  taxChildrenExempt: "tax-children-exempt",
  horizonYears: "horizon-years",
  maxGuests: "max-guests",
} as const;
type SeasonPart = "name-de" | "name-en" | "name-it" | "first" | "last" | "rate" | "minimum";

const weekdays = [1, 2, 3, 4, 5, 6, 7];
const seasonNameLength = 40;
const longestMinimumStay = 365;
/** More rows than any season plan needs; the rest of a tampered post is ignored. */
const maxRows = 40;

export type Fields = Record<string, string | undefined>;
export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** "95", "2,60", "2.6" → cents; null for anything else (negative, three decimals, text). */
export function parseEuroCents(text: string | undefined): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec((text ?? "").trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Cents as the form shows them: "145", "2,60". */
export function euroInput(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, "0")}`;
}

/** The row numbers a post carries for a prefix ("season", "closed"), in order. */
function rowIndexes(fields: Fields, prefix: string): number[] {
  const pattern = new RegExp(`^${prefix}-(\\d{1,2})-`);
  const found = new Set<number>();
  for (const name of Object.keys(fields)) {
    const match = pattern.exec(name);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b).slice(0, maxRows);
}

/** A posted text, trimmed; a missing field reads as empty. */
const posted = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string().trim());
const ticked = z.preprocess((value) => value === "on", z.boolean());

/** An amount in euros ("95", "2,60"), read as cents; `zero`: the message when 0 is refused. */
const euroCents = (zero?: string) =>
  posted.transform((value, ctx) => {
    const cents = parseEuroCents(value);
    if (cents === null || (zero && cents === 0)) {
      ctx.addIssue({ code: "custom", message: cents === null ? messages.amount : zero });
      return z.NEVER;
    }
    return cents;
  });

/** A night of `year`. */
const nightIn = (year: number) =>
  posted
    .refine(isIsoDate, messages.date)
    .refine((value) => yearOf(value) === year, fill(messages.dateOutsideYear, { year }));

/** A first–last pair of nights in `year`. */
const nightsIn = (year: number) =>
  z
    .object({ first: nightIn(year), last: nightIn(year) })
    .refine(({ first, last }) => last >= first, {
      path: ["last"],
      message: messages.lastBeforeFirst,
    });

const seasonName = posted.pipe(z.string().max(seasonNameLength, messages.name));

const seasonRow = (year: number) =>
  z.object({
    "name-de": seasonName.pipe(z.string().min(1, messages.name)),
    "name-en": seasonName,
    "name-it": seasonName,
    nights: nightsIn(year),
    rate: euroCents(messages.rate),
    minimum: posted
      .refine((value) => /^\d{1,3}$/.test(value), messages.minimumNights)
      .transform(Number)
      .refine((nights) => nights >= 1 && nights <= longestMinimumStay, messages.minimumNights),
    arrival: z.array(z.number()),
  });

type SeasonRow = z.output<ReturnType<typeof seasonRow>>;

/** Seasons may not share a night: the later one names the earlier. Rows whose name or nights
 * cannot be read yet are left out (their own messages come first). */
function findOverlaps(rows: readonly Partial<SeasonRow>[], year: number, ctx: z.RefinementCtx) {
  const spans = rows.flatMap((row, position) => {
    const nights = nightsIn(year).safeParse(row.nights);
    const name = row["name-de"];
    return nights.success && typeof name === "string" ? [{ position, name, ...nights.data }] : [];
  });
  const sorted = spans.sort((a, b) => a.first.localeCompare(b.first));
  for (let i = 1; i < sorted.length; i++) {
    const later = sorted[i];
    const earlier = sorted.slice(0, i).find((span) => span.last >= later.first);
    if (!earlier) continue;
    ctx.addIssue({
      code: "custom",
      path: ["seasons", later.position, "nights", "first"],
      message: fill(messages.overlap, {
        name: earlier.name,
        from: formatShortDate("de", earlier.first),
        to: formatShortDate("de", earlier.last),
      }),
    });
  }
}

/** The year form's schema, over the form regrouped into rows (see `yearPlanRows`). */
function yearPlanSchema(year: number) {
  return z
    .object({
      seasons: z.array(seasonRow(year)),
      closed: z.array(nightsIn(year)),
      [priceFields.cleaningFee]: euroCents(),
      tax: z
        .object({ enabled: ticked, amount: posted, childrenExempt: ticked })
        .transform(({ enabled, amount, childrenExempt }, ctx) => {
          // Left empty while not shown, it is 0; shown, it must be more.
          const amountCents = amount === "" && !enabled ? 0 : parseEuroCents(amount);
          if (amountCents === null || (enabled && amountCents === 0)) {
            ctx.addIssue({
              code: "custom",
              path: ["amount"],
              message: amountCents === null ? messages.amount : messages.tax,
            });
            return z.NEVER;
          }
          return { enabled, amountCents, childrenExempt };
        }),
    })
    .superRefine((value, ctx) => findOverlaps(value.seasons ?? [], year, ctx), {
      when: () => true,
    })
    .transform(
      (value): YearPlan => ({
        seasons: value.seasons
          .map(({ nights, rate, minimum, arrival, ...names }) => ({
            name: {
              de: names["name-de"],
              ...(names["name-en"] ? { en: names["name-en"] } : {}),
              ...(names["name-it"] ? { it: names["name-it"] } : {}),
            },
            ...nights,
            rateCents: rate,
            minimumNights: minimum,
            // Every weekday ticked is the same as none: any day.
            arrivalWeekdays: arrival.length === 0 || arrival.length === 7 ? null : arrival,
          }))
          .sort((a, b) => a.first.localeCompare(b.first)),
        closedPeriods: value.closed.sort((a, b) => a.first.localeCompare(b.first)),
        cleaningFeeCents: value[priceFields.cleaningFee],
        touristTax: value.tax,
      }),
    );
}

/** A row the owners added and left empty (without JavaScript the form always offers one). */
function isEmptyRow(fields: Fields, prefix: string): boolean {
  return Object.entries(fields).every(
    ([name, value]) => !name.startsWith(prefix) || (value ?? "").trim() === "",
  );
}

/**
 * The flat post regrouped into rows for the schema, with the way back from a message's path to
 * the field it belongs next to.
 */
function yearPlanRows(fields: Fields) {
  const seasons = rowIndexes(fields, "season").filter(
    (index) => !isEmptyRow(fields, `season-${index}-`),
  );
  const closed = rowIndexes(fields, "closed").filter(
    (index) => !isEmptyRow(fields, `closed-${index}-`),
  );
  const input = {
    seasons: seasons.map((index) => {
      const field = (part: SeasonPart) => fields[priceFields.season(index, part)];
      return {
        "name-de": field("name-de"),
        "name-en": field("name-en"),
        "name-it": field("name-it"),
        nights: { first: field("first"), last: field("last") },
        rate: field("rate"),
        minimum: field("minimum"),
        arrival: weekdays.filter((day) => fields[priceFields.seasonArrival(index, day)] === "on"),
      };
    }),
    closed: closed.map((index) => ({
      first: fields[priceFields.closed(index, "first")],
      last: fields[priceFields.closed(index, "last")],
    })),
    [priceFields.cleaningFee]: fields[priceFields.cleaningFee],
    tax: {
      enabled: fields[priceFields.taxEnabled],
      amount: fields[priceFields.taxAmount],
      childrenExempt: fields[priceFields.taxChildrenExempt],
    },
  };
  const fieldOf = (path: readonly PropertyKey[]): string => {
    const [group, position, ...rest] = path;
    const part = String(rest.at(-1));
    if (group === "seasons")
      return priceFields.season(seasons[Number(position)], part as SeasonPart);
    if (group === "closed") return priceFields.closed(closed[Number(position)], part as "first");
    return group === "tax" ? priceFields.taxAmount : String(group);
  };
  return { input, fieldOf };
}

/** Each message next to its field (the first one of a field). */
function readWith<T>(
  schema: z.ZodType<T>,
  input: unknown,
  fieldOf: (path: readonly PropertyKey[]) => string,
): FormResult<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

/**
 * The year form of the Preise tab: seasons, closed periods, cleaning fee and tourist tax, each
 * checked with a German message next to its field. Browser and server read it the same way.
 */
export function readYearPlanForm(fields: Fields, year: number): FormResult<YearPlan> {
  const { input, fieldOf } = yearPlanRows(fields);
  return readWith(yearPlanSchema(year), input, fieldOf);
}

/** A whole number from 1 to `max`, or `message` with `{max}` filled in. */
const wholeUpTo = (max: number, message: string) =>
  posted
    .refine((value) => /^\d{1,2}$/.test(value), fill(message, { max }))
    .transform(Number)
    .refine((number) => number >= 1 && number <= max, fill(message, { max }));

const generalSchema = z
  .object({
    [priceFields.horizonYears]: wholeUpTo(longestHorizonYears, messages.horizonYears),
    [priceFields.maxGuests]: wholeUpTo(highestGuestLimit, messages.maxGuests),
  })
  .transform(
    (value): GeneralSettings => ({
      horizonYears: value[priceFields.horizonYears],
      maxGuests: value[priceFields.maxGuests],
    }),
  );

/** The form for all years: booking horizon and guest limit. */
export function readGeneralForm(fields: Fields): FormResult<GeneralSettings> {
  return readWith(generalSchema, fields, (path) => String(path[0]));
}

/** What a post of the Preise tab asks for. */
export const priceIntent = z.enum(["save-general", "save-year", "reset-year"], {
  error: texts.unknownAction,
});

/** The years the Preise tab offers: this year and every year an arrival can be in. */
export function editableYears(settings: BookingSettings, today: IsoDate): number[] {
  const first = yearOf(today);
  return Array.from({ length: settings.general.horizonYears + 1 }, (_, i) => first + i);
}
