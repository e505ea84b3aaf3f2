import { fill, texts } from "../../content/admin-texts";
import { statusLabels } from "../../domain/admin/statuses";
import { formatDate } from "../../domain/booking/format";
import type { ChannelBlock, OwnStay } from "../../domain/channels/conflicts";
import type { OutgoingMail } from "../mail/outbox";

const t = texts.channels;
const span = (start: string, end: string) =>
  `${formatDate("de", start)} – ${formatDate("de", end)}`;

/** A mail lists this many clashing events; a feed may bring thousands, the rest are counted. */
const listedBlocks = 20;

/**
 * Tells the owners of new double bookings with one own stay: which channels, which events, where
 * to look. One mail per stay, so a feed of thousands of events cannot flood their inbox.
 */
export function conflictMail(
  stay: OwnStay,
  blocks: readonly ChannelBlock[],
  options: { to: string; siteUrl: string },
): OutgoingMail {
  const link = `${options.siteUrl}/admin/kalender?month=${stay.start.slice(0, 7)}`;
  const channels = [...new Set(blocks.map((block) => block.feedName))].sort().join(", ");
  const unlisted = blocks.length - listedBlocks;
  return {
    kind: "channel-conflict",
    to: options.to,
    subject: `${t.conflictMailSubject}: ${channels} – ${stay.name}`,
    text: [
      t.conflictMailIntro,
      "",
      ...blocks
        .slice(0, listedBlocks)
        .map(
          (block) => `${block.feedName} (${t.kinds[block.kind]}): ${span(block.start, block.end)}`,
        ),
      ...(unlisted > 0 ? [fill(t.conflictMailMore, { count: unlisted })] : []),
      `${stay.name} (${statusLabels[stay.status as keyof typeof statusLabels]}): ${span(stay.start, stay.end)}`,
      "",
      `${t.conflictMailAction} ${link}`,
    ].join("\n"),
  };
}
