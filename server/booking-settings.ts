import { desc, eq, sql } from "drizzle-orm";
import {
  type BookingSettings,
  bookingSettingsSchema,
  defaultBookingSettings,
  defaultGeneralSettings,
  defaultYearPlan,
  type GeneralSettings,
  samePlan,
  type YearPlan,
} from "../domain/booking/settings";
import type { Database, Transaction } from "./db/client";
import { bookingSettings, bookingSettingsChanges } from "./db/schema";

interface Cached {
  version: number;
  settings: BookingSettings;
  /** The check in flight: concurrent requests share it. */
  pending: Promise<BookingSettings> | null;
}

/** Per database handle, i.e. per running instance. */
const caches = new WeakMap<Database, Cached>();

async function refresh(db: Database, cached: Cached): Promise<BookingSettings> {
  const [current] = await db
    .select({ version: bookingSettings.version })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  if ((current?.version ?? 0) === cached.version) return cached.settings;
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  cached.settings = row
    ? bookingSettingsSchema.parse({
        general: row.general ?? defaultGeneralSettings,
        years: row.years,
      })
    : defaultBookingSettings;
  cached.version = row?.version ?? 0;
  return cached.settings;
}

/**
 * The owners' rates and rules (docs/decisions/009). Kept in this instance's memory; each call
 * only compares the database's settings version, so a change saved through any instance is seen
 * by all at their next request. Without a saved change, the defaults.
 */
export function readBookingSettings(db: Database): Promise<BookingSettings> {
  let cached = caches.get(db);
  if (!cached) {
    cached = { version: 0, settings: defaultBookingSettings, pending: null };
    caches.set(db, cached);
  }
  const entry = cached;
  entry.pending ??= refresh(db, entry).finally(() => {
    entry.pending = null;
  });
  return entry.pending;
}

/** Who saved and when, for the change history. */
export interface Author {
  email: string;
  at: Date;
}

/** The settings row, locked for this transaction (created on the first save). */
async function lockedRow(tx: Transaction) {
  await tx
    .insert(bookingSettings)
    .values({ id: 1, general: null, years: {}, version: 0 })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1))
    .for("update");
  return row;
}

async function record(
  tx: Transaction,
  author: Author,
  scope: string,
  before: GeneralSettings | YearPlan,
  after: GeneralSettings | YearPlan,
) {
  await tx.insert(bookingSettingsChanges).values({
    changedAt: author.at,
    changedBy: author.email,
    scope,
    before,
    after,
  });
}

/**
 * Saves one year's plan (null: back to the defaults) with its history entry, in one transaction.
 * False when nothing changed (nothing is recorded then).
 */
export function saveYearPlan(
  db: Database,
  year: number,
  plan: YearPlan | null,
  author: Author,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx);
    const defaults = defaultYearPlan(year);
    const before = row.years[String(year)] ?? defaults;
    const after = plan ?? defaults;
    if (samePlan(before, after)) return false;
    const years = { ...row.years };
    if (plan) years[String(year)] = plan;
    else delete years[String(year)];
    await tx
      .update(bookingSettings)
      .set({ years, version: sql`${bookingSettings.version} + 1` })
      .where(eq(bookingSettings.id, 1));
    await record(tx, author, String(year), before, after);
    return true;
  });
}

/** Saves the settings for all years with their history entry. False when nothing changed. */
export function saveGeneralSettings(
  db: Database,
  general: GeneralSettings,
  author: Author,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx);
    const before = row.general ?? defaultGeneralSettings;
    if (before.horizonYears === general.horizonYears && before.maxGuests === general.maxGuests) {
      return false;
    }
    await tx
      .update(bookingSettings)
      .set({ general, version: sql`${bookingSettings.version} + 1` })
      .where(eq(bookingSettings.id, 1));
    await record(tx, author, "general", before, general);
    return true;
  });
}

/** The change history, newest first. */
export function listSettingsChanges(db: Database, limit = 100) {
  return db
    .select()
    .from(bookingSettingsChanges)
    .orderBy(desc(bookingSettingsChanges.changedAt))
    .limit(limit);
}
