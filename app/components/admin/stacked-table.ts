/**
 * Class names that turn a table into cards below 768 px (no sideways scrolling on a phone):
 * each row a card, each cell a line with its column's name (`data-label`) left of its value.
 * The header row is hidden there, as every line names its column.
 */
export const stacked = {
  table: "max-md:block",
  head: "max-md:hidden",
  body: "max-md:block max-md:space-y-3",
  row: "max-md:block max-md:rounded-lg max-md:border max-md:border-stone-200 max-md:bg-white max-md:p-3",
  /** A cell without a label that takes the card's whole width (a name, the buttons). */
  wide: "max-md:block max-md:pr-0",
  cell: "max-md:flex max-md:justify-between max-md:gap-4 max-md:py-1 max-md:pr-0 max-md:text-right max-md:before:text-left max-md:before:text-stone-600 max-md:before:content-[attr(data-label)]",
};
