import { desc, eq } from "drizzle-orm";
import { type ContactFacts, defaultContactFacts } from "../domain/contact/contact-facts";
import type { RecordedFacts } from "../domain/site/fact-changes";
import {
  defaultHouseFacts,
  type HouseFacts,
  postedSocialProfileUrl,
} from "../domain/site/house-facts";
import type { Database } from "./db/client";
import { siteFacts, siteFactsChanges } from "./db/schema";

type Reader = Pick<Database, "select">;
type Row = typeof siteFacts.$inferSelect;

/** Both forms' facts, for the mails that state some of each. */
export interface SiteFacts {
  contact: ContactFacts;
  house: HouseFacts;
}

/**
 * The one reader of the site's facts: the owners' where they saved them, else the built-in ones.
 * The public pages read them through PublicData (once per public-pages version), the mails when
 * they are written.
 */
export async function readSiteFacts(db: Reader): Promise<SiteFacts> {
  const row = await rowOf(db);
  return { contact: contactOf(row), house: houseOf(row) };
}

export async function readContactFacts(db: Reader): Promise<ContactFacts> {
  return contactOf(await rowOf(db));
}

export async function readHouseFacts(db: Reader): Promise<HouseFacts> {
  return houseOf(await rowOf(db));
}

async function rowOf(db: Reader): Promise<Row | undefined> {
  const [row] = await db.select().from(siteFacts).where(eq(siteFacts.id, 1));
  return row;
}

function contactOf(row: Row | undefined): ContactFacts {
  if (!row) return defaultContactFacts;
  return {
    owners: row.owners,
    email: row.email,
    phone: row.phone,
    street: row.street,
    postalCode: row.postalCode,
    locality: row.locality,
    region: row.region,
  };
}

const houseKeys = Object.keys(defaultHouseFacts) as (keyof HouseFacts)[];

/** Each house fact from its column, the built-in one where that is NULL (see the schema). */
function houseOf(row: Row | undefined): HouseFacts {
  if (!row) return defaultHouseFacts;
  return Object.fromEntries(
    houseKeys.map((key) => [key, row[key] ?? defaultHouseFacts[key]]),
  ) as unknown as HouseFacts;
}

type Author = { email: string; at: Date };

/**
 * Saves one form's facts with their history entry (who, when, before and after) in one
 * transaction. False when nothing changed (nothing is recorded then).
 */
function saveFacts<Facts extends RecordedFacts>(
  db: Database,
  posted: Facts,
  author: Author,
  read: (row: Row | undefined) => Facts,
  settle: (posted: Facts, before: Facts) => Facts = (facts) => facts,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locks the row, so two saves at once each record the version they replaced.
    const [row] = await tx.select().from(siteFacts).where(eq(siteFacts.id, 1)).for("update");
    const before = read(row);
    const facts = settle(posted, before);
    const keys = Object.keys(facts) as (keyof Facts)[];
    if (keys.every((key) => before[key] === facts[key])) return false;
    const values = { ...facts, updatedAt: author.at, updatedBy: author.email };
    await tx
      .insert(siteFacts)
      // The first save of the house facts keeps the built-in contact facts, and the other way round.
      .values({ id: 1, ...defaultContactFacts, ...values })
      .onConflictDoUpdate({ target: siteFacts.id, set: values });
    await tx.insert(siteFactsChanges).values({
      changedAt: author.at,
      changedBy: author.email,
      before,
      after: facts,
    });
    return true;
  });
}

export function saveContactFacts(db: Database, facts: ContactFacts, author: Author) {
  return saveFacts(db, facts, author, contactOf);
}

/**
 * `operatorProfileUrl` is SOCIAL_PROFILE_URL: posted unchanged while the owners never saved a
 * link of their own, it stays the operator's (postedSocialProfileUrl).
 */
export function saveHouseFacts(
  db: Database,
  facts: HouseFacts,
  author: Author,
  operatorProfileUrl: string | null,
) {
  return saveFacts(db, facts, author, houseOf, (posted, before) => ({
    ...posted,
    socialProfileUrl: postedSocialProfileUrl(
      posted.socialProfileUrl ?? "",
      before.socialProfileUrl,
      operatorProfileUrl,
    ),
  }));
}

/** The change history of both forms, newest first. */
export function listSiteFactsChanges(db: Reader, limit = 20) {
  return db.select().from(siteFactsChanges).orderBy(desc(siteFactsChanges.changedAt)).limit(limit);
}
