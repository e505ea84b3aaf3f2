/** The admin area's buttons (and links that look like them); in a small row, add text-sm. */
export const adminButton = {
  primary:
    "rounded-md bg-emerald-800 px-4 py-2 font-medium text-white hover:bg-emerald-900 disabled:opacity-60",
  danger:
    "rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-60",
  secondary:
    "rounded-md border border-stone-300 bg-white px-4 py-2 hover:bg-stone-100 disabled:opacity-60",
  /** The sign-in, password reset and profile forms. */
  round:
    "rounded-full bg-emerald-800 px-5 py-2 font-medium text-white hover:bg-emerald-900 disabled:opacity-60",
} as const;
