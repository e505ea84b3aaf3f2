import { texts } from "../../content/admin-texts";
import type { IsoDate } from "../booking/dates";
import { formatDate } from "../booking/format";
import { blocksOverlapping, type ChannelBlock } from "./conflicts";

const t = texts.channels;

/**
 * The warning shown before the owners accept an inquiry whose nights another channel already
 * took, naming each block; null when none does.
 */
export function overlapWarning(
  blocks: readonly ChannelBlock[],
  range: { start: IsoDate; end: IsoDate },
): string | null {
  const overlapping = blocksOverlapping(blocks, range);
  if (overlapping.length === 0) return null;
  const named = overlapping.map(
    (block) =>
      `${block.feedName} (${t.kinds[block.kind]}, ${formatDate("de", block.start)} – ${formatDate("de", block.end)})`,
  );
  return `${t.inquiryOverlap} ${named.join("; ")}`;
}
