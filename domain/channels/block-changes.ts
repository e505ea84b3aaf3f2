import type { IsoDate } from "../booking/dates";
import type { BlockKind } from "./block-kind";

/** One event of a channel's feed as kept here: its UID and the nights it blocks. */
export interface ImportedBlock {
  uid: string;
  start: IsoDate;
  /** Exclusive, like every end date. */
  end: IsoDate;
  kind: BlockKind;
}

export interface BlockChanges {
  /** UIDs seen for the first time. */
  added: ImportedBlock[];
  /** Known UIDs whose dates or kind changed: the block moves. */
  changed: ImportedBlock[];
  /** UIDs the feed no longer lists: their nights are free again. */
  removed: string[];
  unchanged: number;
}

/** What a fetched feed changes in the blocks kept for it, event by event (by UID). */
export function blockChanges(
  kept: readonly ImportedBlock[],
  fetched: readonly ImportedBlock[],
): BlockChanges {
  const before = new Map(kept.map((block) => [block.uid, block]));
  const changes: BlockChanges = { added: [], changed: [], removed: [], unchanged: 0 };
  const seen = new Set<string>();
  for (const block of fetched) {
    seen.add(block.uid);
    const old = before.get(block.uid);
    if (!old) changes.added.push(block);
    else if (old.start !== block.start || old.end !== block.end || old.kind !== block.kind)
      changes.changed.push(block);
    else changes.unchanged++;
  }
  changes.removed = kept.filter((block) => !seen.has(block.uid)).map((block) => block.uid);
  return changes;
}
