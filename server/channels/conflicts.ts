import { and, gt } from "drizzle-orm";
import type { IsoDate } from "../../domain/booking/dates";
import {
  type Conflict,
  conflictOrder,
  findConflicts,
  type OwnStay,
} from "../../domain/channels/conflicts";
import type { Database } from "../db/client";
import { channelConflictNotices, reservations } from "../db/schema";
import type { Env } from "../env";
import { publicStatus, takesNights } from "../kernel/holds";
import { enqueueMail } from "../mail/outbox";
import { batches } from "./batches";
import { listChannelBlocks } from "./blocks";
import { conflictMail } from "./conflict-mail";

type Queryable = Pick<Database, "select">;

function currentStays(db: Queryable, today: IsoDate): Promise<OwnStay[]> {
  return db
    .select({
      id: reservations.id,
      name: reservations.name,
      status: publicStatus,
      start: reservations.startDate,
      end: reservations.endDate,
    })
    .from(reservations)
    .where(and(takesNights, gt(reservations.endDate, today)));
}

/** Imported blocks sharing a night with an own booked or paid stay that has not ended. */
export async function listConflicts(db: Queryable, today: IsoDate): Promise<Conflict[]> {
  const blocks = await listChannelBlocks(db);
  return findConflicts(blocks, await currentStays(db, today), today);
}

/**
 * Mails the owners once per conflict they have not been told of, one mail per own stay, saying
 * which side came first: the blocks in `freshBlocks` (`blockKey`s the calling sync brought or
 * moved) came after the stay, the others before it (`conflictOrder`). The notice rows and the
 * mails are written in one transaction, and a notice already written by another instance makes its
 * insert do nothing, so two instances never mail the same conflict. Returns how many were new.
 */
export async function mailNewConflicts(
  db: Database,
  env: Pick<Env, "OWNER_EMAIL" | "SITE_URL">,
  now: Date,
  today: IsoDate,
  freshBlocks: ReadonlySet<string> = new Set(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const conflicts = await listConflicts(tx, today);
    if (conflicts.length === 0) return 0;
    const key = (feedId: string, uid: string, reservationId: string) =>
      `${feedId} ${reservationId} ${uid}`;
    const noticed = new Set<string>();
    for (const batch of batches(conflicts)) {
      const rows = await tx
        .insert(channelConflictNotices)
        .values(
          batch.map(({ block, stay }) => ({
            feedId: block.feedId,
            uid: block.uid,
            reservationId: stay.id,
            notifiedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning();
      for (const row of rows) noticed.add(key(row.feedId, row.uid, row.reservationId));
    }
    const fresh = conflicts.filter(({ block, stay }) =>
      noticed.has(key(block.feedId, block.uid, stay.id)),
    );
    const byStay = new Map<string, Conflict[]>();
    for (const conflict of fresh) {
      const group = byStay.get(conflict.stay.id);
      if (group) group.push(conflict);
      else byStay.set(conflict.stay.id, [conflict]);
    }
    await enqueueMail(
      tx,
      ...[...byStay.values()].map((group) =>
        conflictMail(
          group[0].stay,
          group.map((conflict) => ({
            block: conflict.block,
            order: conflictOrder(conflict, freshBlocks),
          })),
          { to: env.OWNER_EMAIL, siteUrl: env.SITE_URL },
        ),
      ),
    );
    return fresh.length;
  });
}
