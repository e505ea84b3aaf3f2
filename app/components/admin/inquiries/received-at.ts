import { parseISO } from "date-fns";

/** The owners' local time, the same on the server and in any browser. */
const format = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Vienna",
  dateStyle: "medium",
  timeStyle: "short",
});

export const localTime = (iso: string) => format.format(parseISO(iso));
