import { asc, eq } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { stayEvents } from "../db/schema";

/** Who did something to a stay: an owner (their e-mail), the guest, or the site itself. */
export type Actor = string | "guest" | "system";

export interface StayEvent {
  reservationId: string;
  at: Date;
  actor: Actor;
  kind: string;
  detail?: Record<string, string | number | boolean | null>;
  /** For a message sent: the key that makes it go out once per stay. */
  messageKey?: string;
}

/**
 * Writes an event into the stay's history. With a `messageKey` it is written only once per stay:
 * false means the message was recorded before (by this or another instance), so it must not be
 * sent again.
 */
export async function recordStayEvent(tx: Pick<Transaction, "insert">, event: StayEvent) {
  const rows = await tx
    .insert(stayEvents)
    .values({ ...event, detail: event.detail ?? null, messageKey: event.messageKey ?? null })
    .onConflictDoNothing()
    .returning({ id: stayEvents.id });
  return rows.length > 0;
}

/** A stay's history, oldest first. */
export function stayHistory(db: Pick<Database, "select">, reservationId: string) {
  return db
    .select()
    .from(stayEvents)
    .where(eq(stayEvents.reservationId, reservationId))
    .orderBy(asc(stayEvents.at), asc(stayEvents.id));
}
