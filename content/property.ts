/**
 * The property's facts: defined once, read by the pages, the price box, the booking rules,
 * the e-mails and the structured data. Owners edit this file (texts that are prose live in
 * app/locales).
 */
export const property = {
  name: "Ferienwohnung Almblick",
  owners: "Familie Gruber",
  email: "info@almblick-kaernten.at",
  phone: "+43 664 1234567",
  address: {
    street: "Almweg 7",
    postalCode: "9521",
    locality: "Treffen am Ossiacher See",
    region: "Kärnten",
    country: "AT",
  },
  geo: { latitude: 46.6875, longitude: 13.9158 },
  altitudeMeters: 1600,
  sizeSqm: 55,
  bedrooms: 3,
  sleeps: 6,
  reviewCount: 29,
  ratingValue: 5,
  /** The owners typically answer within this many hours. */
  responseHours: 24,
} as const;

/** Travel times from the apartment (SPEC.md section 9). */
export const arrival = {
  trainStationMinutesByCar: 35,
  airportHoursByCar: 1,
  nearestCityMinutes: 30,
} as const;

/** Money is kept in whole euros; all prices exclude the local tourist tax. */
export const pricing = {
  highSeasonPerNight: 130,
  offSeasonPerNight: 110,
  cleaningFee: 75,
  currency: "EUR",
} as const;

/** Season borders as [month, day], months 1-12, both ends inclusive. */
export const seasons = {
  high: { from: [7, 1], to: [9, 15] },
  off: [
    { from: [5, 1], to: [6, 30] },
    { from: [9, 16], to: [10, 31] },
  ],
  closed: { from: [11, 1], to: [4, 30] },
} as const;

export const bookingRules = {
  minimumNights: 4,
  horizonYears: 2,
  maxGuests: 20,
  freeCancellationDays: 14,
} as const;

export const houseRules = {
  checkIn: { from: "15:00", to: "20:00" },
  checkOut: { from: "08:00", to: "10:00" },
  quietHours: { from: "22:00", to: "08:00" },
} as const;

export const supportedLanguages = ["de", "en", "it"] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = "de";
/** Used when the visitor asks for a language we do not offer (SPEC.md section 4). */
export const fallbackLanguage: Language = "en";
