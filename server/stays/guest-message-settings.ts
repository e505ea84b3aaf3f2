import { eq, sql } from "drizzle-orm";
import {
  defaultGuestMessageSettings,
  type GuestMessageSettings,
} from "../../domain/stays/scheduled-messages";
import type { Database } from "../db/client";
import { guestMessageSettings } from "../db/schema";

/** The owners' schedule of arrival and thank-you mails (the defaults until they saved theirs). */
export async function readGuestMessageSettings(
  db: Pick<Database, "select">,
): Promise<GuestMessageSettings> {
  const [row] = await db.select().from(guestMessageSettings).where(eq(guestMessageSettings.id, 1));
  if (!row) return defaultGuestMessageSettings;
  return {
    arrivalEnabled: row.arrivalEnabled,
    arrivalDaysBefore: row.arrivalDaysBefore,
    thanksEnabled: row.thanksEnabled,
    thanksDaysAfter: row.thanksDaysAfter,
    feedbackElsewhere: row.feedbackElsewhere,
  };
}

export async function saveGuestMessageSettings(
  db: Database,
  settings: GuestMessageSettings,
  by: string,
) {
  const values = { ...settings, updatedAt: sql`now()`, updatedBy: by };
  await db
    .insert(guestMessageSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: guestMessageSettings.id, set: values });
}
