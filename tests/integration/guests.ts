/** A reservation's guest columns for a test person: two adults, mail at `<first name>@example.com`. */
export function stayGuest(firstName: string, lastName: string) {
  return {
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    guests: 2,
    adults: 2,
  };
}
