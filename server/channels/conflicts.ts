import { and, gt, inArray } from "drizzle-orm";
import type { IsoDate } from "../../domain/booking/dates";
import { blockingStatuses } from "../../domain/booking/unavailable-nights";
import { type Conflict, findConflicts, type OwnStay } from "../../domain/channels/conflicts";
import type { Database } from "../db/client";
import { channelConflictNotices, reservations } from "../db/schema";
import type { Env } from "../env";
import { enqueueMail } from "../mail/outbox";
import { listChannelBlocks } from "./blocks";
import { conflictMail } from "./conflict-mail";

type Queryable = Pick<Database, "select">;

function currentStays(db: Queryable, today: IsoDate): Promise<OwnStay[]> {
  return db
    .select({
      id: reservations.id,
      name: reservations.name,
      status: reservations.status,
      start: reservations.startDate,
      end: reservations.endDate,
    })
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, blockingStatuses as ("booked" | "paid")[]),
        gt(reservations.endDate, today),
      ),
    );
}

/** Imported blocks sharing a night with an own booked or paid stay that has not ended. */
export async function listConflicts(db: Queryable, today: IsoDate): Promise<Conflict[]> {
  const blocks = await listChannelBlocks(db);
  return findConflicts(blocks, await currentStays(db, today), today);
}

/**
 * Mails the owners once per conflict they have not been told of. The notice rows and the mails
 * are written in one transaction, and a notice already written by another instance makes its
 * insert do nothing, so two instances never mail the same conflict. Returns how many were new.
 */
export async function mailNewConflicts(
  db: Database,
  env: Pick<Env, "OWNER_EMAIL" | "SITE_URL">,
  now: Date,
  today: IsoDate,
): Promise<number> {
  return db.transaction(async (tx) => {
    const conflicts = await listConflicts(tx, today);
    if (conflicts.length === 0) return 0;
    const noticed = await tx
      .insert(channelConflictNotices)
      .values(
        conflicts.map(({ block, stay }) => ({
          feedId: block.feedId,
          uid: block.uid,
          reservationId: stay.id,
          notifiedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning();
    const isNew = (conflict: Conflict) =>
      noticed.some(
        (notice) =>
          notice.feedId === conflict.block.feedId &&
          notice.uid === conflict.block.uid &&
          notice.reservationId === conflict.stay.id,
      );
    const fresh = conflicts.filter(isNew);
    await enqueueMail(
      tx,
      ...fresh.map((conflict) =>
        conflictMail(conflict, { to: env.OWNER_EMAIL, siteUrl: env.SITE_URL }),
      ),
    );
    return fresh.length;
  });
}
