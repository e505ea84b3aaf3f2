const relative = new Intl.RelativeTimeFormat("de");

/**
 * How long ago an instant was, as the owners say it: "gerade eben", "vor 12 Minuten", "vor 5 Stunden", "vor 2
 * Tagen". Both instants come from the server, so the server's and the browser's text agree.
 */
export function agoText(iso: string, now: string): string {
  const minutes = Math.round((new Date(iso).getTime() - new Date(now).getTime()) / 60_000);
  if (minutes > -1) return "gerade eben";
  if (minutes > -60) return relative.format(minutes, "minute");
  if (minutes > -48 * 60) return relative.format(Math.round(minutes / 60), "hour");
  return relative.format(Math.round(minutes / (24 * 60)), "day");
}
