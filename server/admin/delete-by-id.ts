import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import type { bookingInquiries, reservations } from "../db/schema";

/** Deletes the inquiry or reservation with this id; false when there was none. */
export async function deleteById(
  db: Database,
  table: typeof bookingInquiries | typeof reservations,
  id: string,
): Promise<boolean> {
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}
