/** The colour of each reservation status and calendar entry, everywhere they are shown. */
export const eventColours: Record<string, string> = {
  pre_reserved: "border-sky-300 bg-sky-100 text-sky-900",
  booked: "border-red-300 bg-red-100 text-red-900",
  paid: "border-red-400 bg-red-200 text-red-950",
  closed: "border-stone-300 bg-stone-200 text-stone-700",
  /** Admin only: nights another channel took (the public sees them as booked). */
  imported: "border-violet-300 bg-violet-100 text-violet-900",
  cancelled: "border-stone-200 bg-white text-stone-500 line-through",
};
