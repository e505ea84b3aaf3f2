import { texts } from "../../../content/admin-texts";

/** Booked nights per month as a bar chart (plain HTML, readable without JavaScript). */
export function OccupancyChart({ occupancy }: { occupancy: number[] }) {
  const max = Math.max(31, ...occupancy);
  return (
    <figure>
      <figcaption className="mb-3 text-sm font-medium">{texts.kpis.occupancy}</figcaption>
      <ol className="flex h-48 items-end gap-2" data-testid="occupancy">
        {occupancy.map((nights, month) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the twelve months are fixed
            key={month}
            className="flex h-full flex-1 flex-col items-center justify-end gap-1"
            data-month={month + 1}
            data-nights={nights}
          >
            <span className="text-xs tabular-nums text-stone-600">{nights}</span>
            <span
              className="w-full rounded-t bg-red-600/80"
              style={{ height: `${(nights / max) * 100}%` }}
              aria-hidden="true"
            />
            <span className="text-xs text-stone-600">{texts.kpis.months[month]}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
