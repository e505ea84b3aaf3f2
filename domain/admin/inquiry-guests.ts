/**
 * Adults and children of an inquiry: its message starts with 'N Erwachsene, M Kinder' (or the
 * singular, 'Erwachsener' / 'Kind') when those add up to its guest count. Otherwise every guest
 * counts as an adult.
 */
export function guestsOfInquiry(guestCount: number, message: string) {
  const match = /^\s*(\d+)\s+Erwachsene?r?,\s*(\d+)\s+Kind(?:er)?\b/.exec(message);
  if (match) {
    const adults = Number(match[1]);
    const children = Number(match[2]);
    if (adults >= 1 && adults + children === guestCount) {
      return { adults, children, guests: guestCount };
    }
  }
  const guests = Math.max(guestCount, 1);
  return { adults: guests, children: 0, guests };
}
