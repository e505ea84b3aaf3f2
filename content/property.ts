/**
 * The property's fixed facts: defined once, read by the pages, the e-mails and the structured
 * data (texts that are prose live in content/locales). Prices, seasons and stay rules are the
 * owners' settings on /admin/preise; their defaults live in domain/booking/settings.ts.
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
  /** The owners typically answer within this many hours. */
  responseHours: 24,
  /** Where the apartment is: "today" and the times of imported calendars are dates here. */
  timeZone: "Europe/Vienna",
} as const;

/** Travel times from the apartment. */
export const arrival = {
  trainStationMinutesByCar: 35,
  airportHoursByCar: 1,
  nearestCityMinutes: 30,
} as const;

export const bookingRules = {
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
/** Used when the visitor asks for a language we do not offer. */
export const fallbackLanguage: Language = "en";
