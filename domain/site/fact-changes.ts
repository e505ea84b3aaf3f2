import { texts } from "../../content/admin-texts";
import { type ContactFacts, contactFactFields } from "../contact/contact-facts";
import { type HouseFacts, houseFactFields } from "./house-facts";

/**
 * One version of the site's facts as the history keeps it (site_facts_changes before/after):
 * either form's facts, the contact ones (the only ones in rows older than the house form) or the
 * house ones.
 */
export type RecordedFacts = Partial<ContactFacts> & Partial<HouseFacts>;

const t = texts.website;

const labels: Record<keyof RecordedFacts, string> = {
  ...(Object.fromEntries(
    Object.keys(contactFactFields).map((key) => [key, t[key as keyof ContactFacts]]),
  ) as Record<keyof ContactFacts, string>),
  ...(Object.fromEntries(
    Object.keys(houseFactFields).map((key) => [key, t.house[key as keyof HouseFacts]]),
  ) as Record<keyof HouseFacts, string>),
};

function shown(key: keyof RecordedFacts, value: unknown): string {
  if (key === "socialProfileUrl") {
    if (value === null || value === undefined) return t.house.operatorLink;
    if (value === "") return t.house.noLink;
  }
  return value === undefined ? "–" : String(value);
}

/**
 * The history's lines for one change, "Label: before → after" for each fact that differs, in
 * the forms' order. Works for every row ever written, whichever facts it holds.
 */
export function factChangeLines(before: RecordedFacts, after: RecordedFacts): string[] {
  return (Object.keys(labels) as (keyof RecordedFacts)[])
    .filter((key) => (key in before || key in after) && before[key] !== after[key])
    .map((key) => `${labels[key]}: ${shown(key, before[key])} → ${shown(key, after[key])}`);
}
