import { fill, texts } from "../../content/admin-texts";
import { formatDate } from "../../domain/booking/format";
import type { ChannelBlock, ConflictOrder, OwnStay } from "../../domain/channels/conflicts";
import { statusLabels } from "../../domain/kernel/statuses";
import type { OutgoingMail } from "../mail/outbox";

const t = texts.channels;
const span = (start: string, end: string) =>
  `${formatDate("de", start)} – ${formatDate("de", end)}`;

/** A mail lists this many clashing events; a feed may bring thousands, the rest are counted. */
const listedBlocks = 20;

/**
 * Tells the owners of new double bookings with one own stay: the stay, then the clashing events
 * in two groups, those the site saw after the stay and those it had seen before (the stay was
 * entered, moved or booked over them), and where to look. One mail per stay, so a feed of
 * thousands of events cannot flood their inbox.
 */
export function conflictMail(
  stay: OwnStay,
  blocks: readonly { block: ChannelBlock; order: ConflictOrder }[],
  options: { to: string; siteUrl: string },
): OutgoingMail {
  const link = `${options.siteUrl}/admin/kalender?month=${stay.start.slice(0, 7)}`;
  const channels = [...new Set(blocks.map(({ block }) => block.feedName))].sort().join(", ");
  let budget = listedBlocks;
  const group = (order: ConflictOrder, heading: string) => {
    const members = blocks.filter((entry) => entry.order === order);
    if (members.length === 0) return [];
    const listed = members.slice(0, Math.max(budget, 0));
    budget -= listed.length;
    return [
      "",
      heading,
      ...listed.map(
        ({ block }) =>
          `${block.feedName} (${t.kinds[block.kind]}): ${span(block.start, block.end)}`,
      ),
    ];
  };
  const unlisted = blocks.length - listedBlocks;
  return {
    kind: "channel-conflict",
    to: options.to,
    subject: `${t.conflictMailSubject}: ${channels} – ${stay.name}`,
    text: [
      t.conflictMailIntro,
      "",
      `${stay.name} (${statusLabels[stay.status as keyof typeof statusLabels]}): ${span(stay.start, stay.end)}`,
      ...group("channel-later", t.conflictMailChannelLater),
      ...group("site-later", t.conflictMailSiteLater),
      ...(unlisted > 0 ? [fill(t.conflictMailMore, { count: unlisted })] : []),
      "",
      `${t.conflictMailAction} ${link}`,
    ].join("\n"),
  };
}
