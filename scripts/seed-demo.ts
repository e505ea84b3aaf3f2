// Fills a database with a realistic year of reservations (for the benchmark and for trying
// the admin area): `npx tsx scripts/seed-demo.ts` (uses DATABASE_URL / DATA_DIR like the server).
import { addDays, format } from "date-fns";
import { openDatabase } from "../server/db/client";
import { type ReservationStatus, reservations } from "../server/db/schema";
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
await database.close();
