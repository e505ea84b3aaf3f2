import { fill, texts } from "../../../content/admin-texts";

const t = texts.kpis;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Sold nights per month as stacked bars (plain HTML, readable without JavaScript): the own booked
 * and paid nights, and on top the nights other channels sold, striped; a legend with the year's
 * sums of both and their total.
 */
export function OccupancyChart({ own, channel }: { own: number[]; channel: number[] }) {
  const max = Math.max(31, ...own.map((nights, month) => nights + channel[month]));
  const lines = [
    { key: "own", label: t.ownNights, nights: sum(own), swatch: "bg-red-600/80" },
    { key: "channel", label: t.channelNights, nights: sum(channel), swatch: channelSwatch },
    { key: "all", label: t.allNights, nights: sum(own) + sum(channel), swatch: null },
  ];
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm font-medium">{t.occupancy}</figcaption>
      <ol className="flex h-48 items-end gap-1 sm:gap-2" data-testid="occupancy">
        {own.map((nights, month) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the twelve months are fixed
            key={month}
            className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1"
            data-month={month + 1}
            data-nights={nights}
            data-channel-nights={channel[month]}
          >
            <span className="text-xs tabular-nums text-stone-600" aria-hidden="true">
              {nights + channel[month]}
            </span>
            <span className="sr-only">
              {fill(t.monthNights, {
                month: t.months[month],
                own: nights,
                channel: channel[month],
              })}
            </span>
            <span
              className={`w-full rounded-t ${channelSwatch}`}
              style={{ height: `${(channel[month] / max) * 100}%` }}
              aria-hidden="true"
            />
            <span
              className="w-full bg-red-600/80"
              style={{ height: `${(nights / max) * 100}%` }}
              aria-hidden="true"
            />
            <span className="text-xs text-stone-600" aria-hidden="true">
              {t.months[month]}
            </span>
          </li>
        ))}
      </ol>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" data-testid="occupancy-totals">
        {lines.map((line) => (
          <li key={line.key} className="flex items-center gap-2" data-line={line.key}>
            {line.swatch && (
              <span
                className={`inline-block size-3 rounded-sm ${line.swatch}`}
                aria-hidden="true"
              />
            )}
            <span className={line.swatch ? "" : "font-semibold"}>
              {line.label}:{" "}
              <span className="tabular-nums" data-nights={line.nights}>
                {fill(t.nightsCount, { count: line.nights })}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="max-w-3xl text-xs text-stone-600">{t.occupancyHint}</p>
    </figure>
  );
}

/** Sky blue with diagonal stripes: told apart from the own nights without colour too. */
const channelSwatch =
  "bg-sky-600/70 bg-[repeating-linear-gradient(45deg,transparent_0_3px,rgb(255_255_255/0.45)_3px_6px)]";
