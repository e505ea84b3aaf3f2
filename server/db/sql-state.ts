/** The SQLSTATE of a failed query (the ORM wraps the driver's error; its cause carries it). */
export function sqlStateOf(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === "string" ? code : undefined;
}

/** 23P01: an exclusion constraint refused the row (here: two stays taking the same night). */
export const exclusionViolation = "23P01";

/** 23514: a check constraint refused the row (e.g. a stay that ends before it starts). */
export const checkViolation = "23514";
