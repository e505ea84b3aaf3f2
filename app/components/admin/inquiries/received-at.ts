/** The owners' local time, the same on the server and in any browser. */
const format = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Vienna",
  dateStyle: "medium",
  timeStyle: "short",
});

/** A timestamp the server wrote with `toISOString()`, which `Date` reads as it is. */
export const localTime = (iso: string) => format.format(new Date(iso));
