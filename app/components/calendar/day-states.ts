/**
 * How the public calendars show a day's state: the home page's month, the booking page's picker
 * and the legend beside both use these classes, so a sample in the legend looks like the day it
 * names. Each state differs by more than its colour (WCAG 1.4.1): taken days are struck through,
 * closed ones hatched and struck through, pre-reserved ones carry a corner mark, days without
 * arrival a dashed border and days short of the minimum stay a dotted underline.
 */
export const dayStateLooks = {
  free: "border-stone-300 bg-white text-stone-900",
  pre_reserved:
    "border-sky-400 bg-sky-100 bg-[linear-gradient(225deg,var(--color-sky-700)_0_6px,transparent_6px)] text-sky-950",
  booked: "border-red-300 bg-red-100 text-red-950 line-through decoration-2",
  closed:
    "border-stone-400 bg-stone-100 bg-[repeating-linear-gradient(135deg,var(--color-stone-300)_0_3px,transparent_3px_7px)] text-stone-800 line-through decoration-2",
  noArrival: "border-dashed border-stone-500 bg-white text-stone-700",
  tooShort:
    "border-amber-500 bg-amber-50 text-amber-950 underline decoration-dotted decoration-2 underline-offset-4",
} as const;

export type DayLook = keyof typeof dayStateLooks;

/** Days nobody can choose for another reason (gone, beyond the horizon, out of reach). */
export const mutedDayLook = "border-transparent text-stone-500";
