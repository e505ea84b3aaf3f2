import { texts } from "../../content/admin-texts";
import { statusLabels } from "../../domain/admin/statuses";
import { formatDate } from "../../domain/booking/format";
import type { Conflict } from "../../domain/channels/conflicts";
import type { OutgoingMail } from "../mail/outbox";

const t = texts.channels;
const span = (start: string, end: string) =>
  `${formatDate("de", start)} – ${formatDate("de", end)}`;

/** Tells the owners of one new double booking: which channel, which own stay, where to look. */
export function conflictMail(
  { block, stay }: Conflict,
  options: { to: string; siteUrl: string },
): OutgoingMail {
  const link = `${options.siteUrl}/admin/kalender?month=${stay.start.slice(0, 7)}`;
  return {
    kind: "channel-conflict",
    to: options.to,
    subject: `${t.conflictMailSubject}: ${block.feedName} – ${stay.name}`,
    text: [
      t.conflictMailIntro,
      "",
      `${block.feedName} (${t.kinds[block.kind]}): ${span(block.start, block.end)}`,
      `${stay.name} (${statusLabels[stay.status as keyof typeof statusLabels]}): ${span(stay.start, stay.end)}`,
      "",
      `${t.conflictMailAction} ${link}`,
    ].join("\n"),
  };
}
