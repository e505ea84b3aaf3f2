import { fill, texts } from "../../content/admin-texts";
import { formatEuroCents, formatShortDate } from "../booking/format";
import type { GeneralSettings, Season, YearPlan } from "../booking/settings";

const t = texts.prices;

/** One line of the change history: a setting's old and new value, as the owners read them. */
export interface SettingChange {
  label: string;
  /** Absent when the setting is new. */
  before?: string;
  /** Absent when the setting was removed. */
  after?: string;
}

const euro = (cents: number) => formatEuroCents("de", cents);
const span = (range: { first: string; last: string }) =>
  `${formatShortDate("de", range.first)} – ${formatShortDate("de", range.last)}`;

function describeSeason(season: Season): string {
  const parts = [
    span(season),
    `${euro(season.rateCents)} ${t.perNight}`,
    fill(t.minimum, { count: season.minimumNights }),
    `${t.arrival} ${
      season.arrivalWeekdays
        ? season.arrivalWeekdays.map((day) => t.weekdayNames[day - 1]).join(", ")
        : t.any
    }`,
  ];
  const translations = [season.name.en, season.name.it].filter(Boolean);
  if (translations.length) parts.push(`(${translations.join(" / ")})`);
  return parts.join(", ");
}

/** A year's plan as labelled values; seasons of the same name are told apart by their number. */
function describePlan(plan: YearPlan): Map<string, string> {
  const facts = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const season of plan.seasons) {
    const count = (seen.get(season.name.de) ?? 0) + 1;
    seen.set(season.name.de, count);
    const label = `${t.season} „${season.name.de}“${count > 1 ? ` (${count})` : ""}`;
    facts.set(label, describeSeason(season));
  }
  facts.set(t.closedPeriods, plan.closedPeriods.map(span).join(", ") || t.none);
  facts.set(t.cleaningFee, euro(plan.cleaningFeeCents));
  const tax = plan.touristTax;
  facts.set(
    t.touristTax,
    [
      tax.enabled ? t.on : t.off,
      `${euro(tax.amountCents)} ${t.perGuestAndNight}`,
      tax.childrenExempt ? t.childrenExempt : t.childrenPay,
    ].join(", "),
  );
  return facts;
}

function describeGeneral(general: GeneralSettings): Map<string, string> {
  return new Map([
    [t.horizonYears, fill(t.years, { count: general.horizonYears })],
    [t.maxGuests, String(general.maxGuests)],
  ]);
}

function differences(before: Map<string, string>, after: Map<string, string>): SettingChange[] {
  const changes: SettingChange[] = [];
  for (const [label, value] of before) {
    if (!after.has(label)) changes.push({ label, before: value });
    else if (after.get(label) !== value)
      changes.push({ label, before: value, after: after.get(label) });
  }
  for (const [label, value] of after) if (!before.has(label)) changes.push({ label, after: value });
  return changes;
}

/** What a save changed in one year's plan. */
export function yearPlanChanges(before: YearPlan, after: YearPlan): SettingChange[] {
  return differences(describePlan(before), describePlan(after));
}

/** What a save changed in the settings for all years. */
export function generalChanges(before: GeneralSettings, after: GeneralSettings): SettingChange[] {
  return differences(describeGeneral(before), describeGeneral(after));
}
