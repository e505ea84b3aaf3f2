/** The given day of next June, as the date fields take it. */
const nextJune = (day: number) => `${new Date().getFullYear() + 1}-06-${day}`;

/** The booking inquiry form as a visitor fills it in validly: two adults and a child, next June. */
const validInquiry = {
  first_name: "Anna",
  last_name: "Muster",
  contact_email: "anna@example.com",
  country_code: "+43",
  phone: "664 1234567",
  adults: "2",
  children: "1",
  message: "Hallo",
  preferred_start_date: nextJune(10),
  preferred_end_date: nextJune(15),
};

/** The fields of a valid inquiry form, with `overrides` in place of the defaults. */
export function inquiryFields(overrides: Partial<typeof validInquiry> = {}) {
  return { ...validInquiry, ...overrides };
}
