import { Link } from "react-router";
import { texts } from "../../../content/admin-texts";
import { formatShortDate } from "../../../domain/booking/format";
import type { Conflict } from "../../../domain/channels/conflicts";
import { statusLabels } from "../../../domain/kernel/statuses";

const t = texts.channels;
const span = (start: string, end: string) =>
  `${formatShortDate("de", start)} – ${formatShortDate("de", end)}`;

/**
 * Double bookings across channels, at the top of the page so they cannot be missed. Each names the
 * channel's block and the own stay, which opens for editing.
 */
export function ChannelConflicts({
  conflicts,
  calendarLink = false,
}: {
  conflicts: readonly Conflict[];
  calendarLink?: boolean;
}) {
  if (conflicts.length === 0) return null;
  return (
    <section
      aria-labelledby="channel-conflicts"
      data-testid="channel-conflicts"
      className="rounded-lg border-2 border-red-600 bg-red-50 p-4 text-red-950"
    >
      <h2 id="channel-conflicts" className="font-semibold">
        {t.conflictsTitle} ({conflicts.length})
      </h2>
      <p className="mt-1 text-sm">{t.conflictsHint}</p>
      <ul className="mt-3 space-y-2 text-sm">
        {conflicts.map(({ block, stay }) => (
          <li key={`${block.feedId}-${block.uid}-${stay.id}`}>
            <strong>{block.feedName}</strong> ({t.kinds[block.kind]}) {span(block.start, block.end)}
            {" ↔ "}
            <Link to={`/admin/reservierungen?bearbeiten=${stay.id}`} className="underline">
              {stay.name}
            </Link>{" "}
            ({statusLabels[stay.status as keyof typeof statusLabels]}) {span(stay.start, stay.end)}
          </li>
        ))}
      </ul>
      {calendarLink && (
        <Link to="/admin/kalender" className="mt-3 inline-block text-sm font-medium underline">
          {t.conflictsLink}
        </Link>
      )}
    </section>
  );
}
