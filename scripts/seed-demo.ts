// Fills a database with a realistic year of reservations and five years of inquiries (for the
// benchmark and for trying the admin area): `npx tsx scripts/seed-demo.ts` (uses DATABASE_URL /
// DATA_DIR like the server).

import { addDays, format } from "date-fns";
import { supportedLanguages } from "../content/property";
import type { ReservationStatus } from "../domain/admin/statuses";
import { germanGuestCounts } from "../domain/inquiries/german-guest-counts";
import { openDatabase } from "../server/db/client";
import { bookingInquiries, reservations } from "../server/db/schema";
import { parseEnv } from "../server/env";

const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const year = new Date().getFullYear() + 1;
const families = [
  ["Anna", "Berger"],
  ["Luca", "Rossi"],
  ["Sophie", "Müller"],
  ["Tom", "Wagner"],
  ["Giulia", "Bianchi"],
  ["Lena", "Huber"],
  ["Max", "Schneider"],
  ["Emma", "Fischer"],
  ["Paul", "Weber"],
  ["Marta", "Ricci"],
  ["Jonas", "Bauer"],
  ["Clara", "Hofer"],
];
const statuses: ReservationStatus[] = [
  "paid",
  "booked",
  "paid",
  "pre_reserved",
  "booked",
  "cancelled",
];

// Back-to-back stays of 4-9 nights through the open season (May to October).
const rows = [];
let start = new Date(year, 4, 2);
let n = 0;
while (start < new Date(year, 9, 20)) {
  const nights = 4 + (n % 6);
  const end = addDays(start, nights);
  const [firstName, lastName] = families[n % families.length];
  const adults = 2;
  const children = n % 4;
  rows.push({
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    guests: adults + children,
    adults,
    children,
    startDate: format(start, "yyyy-MM-dd"),
    endDate: format(end, "yyyy-MM-dd"),
    status: statuses[n % statuses.length],
    offerPrice: String(nights * 120 + 75),
  });
  start = addDays(end, n % 3 === 0 ? 3 : 0);
  n++;
}
await database.db.insert(reservations).values(rows);
console.log(`Seeded ${rows.length} reservations in ${year}.`);

// Five years of inquiries, newest last, one in seven still new: the owners' inbox at its size.
const inquiryCount = 5_000;
const messages = [
  "Wir freuen uns auf die Berge!",
  "We are two adults and a dog, is that fine? We would arrive late in the evening.",
  "Siamo una famiglia con due bambini piccoli. È possibile avere un lettino?",
  "Gibt es in der Nähe einen Bäcker und einen Spielplatz? Wir kommen mit dem Zug und bräuchten eine Abholung vom Bahnhof, falls das möglich ist. Vielen Dank im Voraus!",
];
const fiveYearsMs = 5 * 365 * 24 * 3_600_000;
const firstArrival = Date.now() - fiveYearsMs;
const inquiries = Array.from({ length: inquiryCount }, (_, i) => {
  const [firstName, lastName] = families[i % families.length];
  const stayStart = addDays(new Date(year, 4, 1), (i * 7) % 170);
  const nights = 4 + (i % 6);
  return {
    firstName,
    lastName,
    contactEmail: `${firstName.toLowerCase()}.${lastName.toLowerCase()}.${i}@example.com`,
    phone: i % 3 === 0 ? null : `+43 664 ${String(1_000_000 + i)}`,
    guestCount: 2 + (i % 4),
    preferredStartDate: format(stayStart, "yyyy-MM-dd"),
    preferredEndDate: format(addDays(stayStart, nights), "yyyy-MM-dd"),
    message: `${germanGuestCounts(2, i % 4)}\n\n${messages[i % messages.length]}`,
    userAgent: "Mozilla/5.0 (seed)",
    processed: i % 7 !== 0,
    quotedPrice: String(nights * 120 + 75),
    language: supportedLanguages[i % supportedLanguages.length],
    createdAt: new Date(firstArrival + Math.floor((i * fiveYearsMs) / inquiryCount)),
  };
});
for (let from = 0; from < inquiries.length; from += 1_000) {
  await database.db.insert(bookingInquiries).values(inquiries.slice(from, from + 1_000));
}
console.log(`Seeded ${inquiries.length} inquiries over five years.`);
await database.close();
