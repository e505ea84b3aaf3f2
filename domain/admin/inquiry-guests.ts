/**
 * Adults and children of an inquiry: its message starts with 'N Erwachsene, M Kinder'
 * (SPEC.md section 3). Without that prefix every guest counts as an adult.
 */
export function guestsOfInquiry(guestCount: number, message: string) {
  const match = /^\s*(\d+)\s+Erwachsene?r?,\s*(\d+)\s+Kinder?\b/.exec(message);
  if (match) {
    const adults = Number(match[1]);
    const children = Number(match[2]);
    if (adults >= 1 && adults + children <= 20) {
      return { adults, children, guests: adults + children };
    }
  }
  const guests = Math.min(Math.max(guestCount, 1), 20);
  return { adults: guests, children: 0, guests };
}
