import { desc, eq } from "drizzle-orm";
import {
  type ContactFacts,
  changedContactFacts,
  defaultContactFacts,
} from "../domain/contact/contact-facts";
import type { Database } from "./db/client";
import { siteFacts, siteFactsChanges } from "./db/schema";

type Reader = Pick<Database, "select">;

/**
 * The one reader of the site's contact facts: the owners' where they saved them, else the
 * built-in ones. The public pages read it through PublicData (once per public-pages version), the
 * mails when they are written.
 */
export async function readContactFacts(db: Reader): Promise<ContactFacts> {
  const [row] = await db.select().from(siteFacts).where(eq(siteFacts.id, 1));
  return factsOf(row);
}

function factsOf(row: typeof siteFacts.$inferSelect | undefined): ContactFacts {
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

/**
 * Saves the facts with their history entry (who, when, before and after) in one transaction.
 * False when nothing changed (nothing is recorded then).
 */
export function saveContactFacts(
  db: Database,
  facts: ContactFacts,
  author: { email: string; at: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locks the row, so two saves at once each record the version they replaced.
    const [row] = await tx.select().from(siteFacts).where(eq(siteFacts.id, 1)).for("update");
    const before = factsOf(row);
    if (changedContactFacts(before, facts).length === 0) return false;
    const values = { ...facts, updatedAt: author.at, updatedBy: author.email };
    await tx
      .insert(siteFacts)
      .values({ id: 1, ...values })
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

/** The change history, newest first. */
export function listContactFactsChanges(db: Reader, limit = 20) {
  return db.select().from(siteFactsChanges).orderBy(desc(siteFactsChanges.changedAt)).limit(limit);
}
