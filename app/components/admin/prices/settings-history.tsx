import { texts } from "../../../../content/admin-texts";
import { property } from "../../../../content/property";
import type { SettingChange } from "../../../../domain/admin/price-settings-changes";

const t = texts.prices;

/** One saved change: when, who, which part, and what it changed. */
export interface HistoryEntry {
  id: string;
  at: string;
  by: string;
  scope: string;
  changes: SettingChange[];
}

const time = new Intl.DateTimeFormat("de-DE", {
  timeZone: property.timeZone,
  dateStyle: "medium",
  timeStyle: "short",
});

function changeText(change: SettingChange): string {
  if (change.before === undefined) return `${change.label} (${t.added}): ${change.after}`;
  if (change.after === undefined) return `${change.label} (${t.removed}): ${change.before}`;
  return `${change.label}: ${change.before} → ${change.after}`;
}

/** The change history of the Preise tab, newest first. */
export function SettingsHistory({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-stone-600">{t.historyEmpty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="settings-history">
        <thead>
          <tr className="border-b border-stone-300">
            {[t.historyWhen, t.historyWho, t.historyWhat].map((label) => (
              <th key={label} className="py-2 pr-3">
                {label}
              </th>
            ))}
            <th className="py-2">{t.historyChanges}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-stone-200 align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{time.format(new Date(entry.at))}</td>
              <td className="py-2 pr-3">{entry.by}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{entry.scope}</td>
              <td className="py-2">
                <ul className="space-y-1">
                  {entry.changes.map((change) => (
                    <li key={change.label}>{changeText(change)}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
