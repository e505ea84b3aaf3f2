/**
 * Adults and children in German, as the stored inquiry message and the owners' mail show them:
 * "1 Erwachsener, 1 Kind", "2 Erwachsene, 0 Kinder". The admin reads the counts back from the
 * start of the message (domain/admin/inquiry-guests.ts), so the shape stays "N Erwachsene…, M Kind…".
 */
export function germanGuestCounts(adults: number, children: number): string {
  const adultWord = adults === 1 ? "Erwachsener" : "Erwachsene";
  const childWord = children === 1 ? "Kind" : "Kinder";
  return `${adults} ${adultWord}, ${children} ${childWord}`;
}
