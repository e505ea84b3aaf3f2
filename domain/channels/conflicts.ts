import type { IsoDate } from "../booking/dates";
import { staysOverlap } from "../booking/nights";
import { isBlockingStatus } from "../kernel/statuses";
import type { ImportedBlock } from "./block-changes";

/** An imported block and the channel it came from. */
export interface ChannelBlock extends ImportedBlock {
  feedId: string;
  feedName: string;
}

/** An own reservation, as far as a conflict needs it. */
export interface OwnStay {
  id: string;
  name: string;
  status: string;
  start: IsoDate;
  end: IsoDate;
}

export interface Conflict {
  block: ChannelBlock;
  stay: OwnStay;
}

/** How a block is named among all feeds' blocks: its feed and its UID. */
export const blockKey = (feedId: string, uid: string) => `${feedId} ${uid}`;

/**
 * Which side of a double booking the site saw first. Nothing stores when a block was first seen,
 * so this is told by the sync that finds the clash: a block it brought or moved came after the own
 * stay ("channel-later"); a block it already had means the own stay was entered, moved or booked
 * over nights the channel had taken before ("site-later").
 */
export type ConflictOrder = "channel-later" | "site-later";

export function conflictOrder(conflict: Conflict, freshBlocks: ReadonlySet<string>): ConflictOrder {
  return freshBlocks.has(blockKey(conflict.block.feedId, conflict.block.uid))
    ? "channel-later"
    : "site-later";
}

/**
 * Double bookings across channels: an imported block sharing a night with an own booked or paid
 * stay that has not ended yet (past clashes need nobody's attention), by the stay's arrival.
 */
export function findConflicts(
  blocks: readonly ChannelBlock[],
  stays: readonly OwnStay[],
  today: IsoDate,
): Conflict[] {
  const current = stays
    .filter((stay) => isBlockingStatus(stay.status) && stay.end > today)
    .sort((a, b) => a.start.localeCompare(b.start));
  return current.flatMap((stay) =>
    blocks.filter((block) => staysOverlap(block, stay)).map((block) => ({ block, stay })),
  );
}

/** The blocks sharing a night with a range (e.g. an inquiry about to be accepted). */
export function blocksOverlapping<B extends ImportedBlock>(
  blocks: readonly B[],
  range: { start: IsoDate; end: IsoDate },
): B[] {
  return blocks.filter((block) => staysOverlap(block, range));
}
