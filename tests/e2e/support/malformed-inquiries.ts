/**
 * Generated bad inquiries: wrong types, huge strings, bad dates, missing fields, unicode edge
 * cases and bodies that are no form at all. Every payload breaks at least one rule, so none may
 * be stored. (A forged country code is not among them: the schema falls back to +49, as the
 * field is a fixed select without a message in SPEC.md.) Deterministic (seeded), so a failure
 * repeats.
 */
export function malformedInquiries(
  count: number,
  valid: (overrides: Record<string, string>) => URLSearchParams,
): string[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

  const huge = "x".repeat(100_000);
  const nextYear = new Date().getFullYear() + 1;
  /** Values that break the rule of that field. */
  const invalid: Record<string, readonly string[]> = {
    first_name: ["", " ", "x".repeat(51), "ä".repeat(51), huge],
    last_name: ["", "\t", "🏔️".repeat(30), huge],
    contact_email: [
      "",
      "not-an-email",
      "a@",
      "@b.c",
      `${"x".repeat(95)}@example.com`,
      "<script>@x",
      huge,
    ],
    adults: ["", "0", "-1", "1.5", "NaN", "1e309", "abc", "21", "9999999999999999999999"],
    children: ["-1", "1.5", "NaN", "abc", "19", "[object Object]"],
    phone: [huge, "1".repeat(61)],
    message: ["x".repeat(1001), huge],
    preferred_start_date: [
      "",
      "2026-02-30",
      "2026-13-01",
      "31.12.2027",
      "0000-00-00",
      "yesterday",
      "\u0000",
    ],
    preferred_end_date: ["", `${nextYear}-02-30`, `${nextYear}-06-11`, `${nextYear}-06-01`, "null"],
  };
  const oddities = [
    "\uD800",
    "\u0000",
    "\u202Eevil",
    "🏔️👨‍👩‍👧‍👦",
    "Ǆ̸̛̜",
    "' OR 1=1 --",
    "<img src=x onerror=alert(1)>",
  ];
  const invalidRanges = [
    [`${nextYear}-07-10`, `${nextYear}-07-12`], // 2 nights
    [`${nextYear}-07-10`, `${nextYear}-07-01`], // reversed
    [`${nextYear}-12-01`, `${nextYear}-12-10`], // winter
    [`${nextYear}-04-25`, `${nextYear}-05-05`], // starts in winter
    [`${nextYear + 3}-07-01`, `${nextYear + 3}-07-10`], // beyond two years
    ["2020-07-01", "2020-07-10"], // past
  ];

  const payloads: string[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 6;
    if (kind === 0) {
      const field = pick(Object.keys(invalid));
      payloads.push(valid({ [field]: pick(invalid[field]) }).toString());
    } else if (kind === 1) {
      const params = valid({});
      params.delete(
        pick([
          "first_name",
          "last_name",
          "contact_email",
          "adults",
          "preferred_start_date",
          "preferred_end_date",
        ]),
      );
      payloads.push(params.toString());
    } else if (kind === 2) {
      const overrides: Record<string, string> = {};
      for (let k = 0; k < 3; k++) {
        const field = pick(Object.keys(invalid));
        overrides[field] = pick(invalid[field]);
      }
      payloads.push(valid(overrides).toString());
    } else if (kind === 3) {
      const [start, end] = pick(invalidRanges);
      payloads.push(valid({ preferred_start_date: start, preferred_end_date: end }).toString());
    } else if (kind === 4) {
      // unicode edge cases in the text fields, together with one broken rule
      payloads.push(
        valid({ first_name: pick(oddities), message: pick(oddities), adults: "0" }).toString(),
      );
    } else {
      payloads.push(
        pick([
          "%",
          "%E0%A4%A",
          "first_name",
          "&&&",
          "a=%FF%FE",
          JSON.stringify({ first_name: "x" }),
        ]),
      );
    }
  }
  return payloads;
}
