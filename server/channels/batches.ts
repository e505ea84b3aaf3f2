/**
 * Rows per statement. PostgreSQL takes at most 65,535 parameters in one statement; our rows have
 * at most 5, so 1,000 rows stay far below it however many a feed brings.
 */
const batchSize = 1_000;

/** `items` in slices to write one statement each. */
export function batches<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / batchSize) }, (_, i) =>
    items.slice(i * batchSize, (i + 1) * batchSize),
  );
}
