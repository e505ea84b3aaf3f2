// Fills a database with a realistic year of reservations and five years of inquiries, one guest
// who accepted an offer, three published reviews and a few of the owners' own facts and texts
// (for the benchmark and for trying the admin area): `npx tsx scripts/seed-demo.ts` (uses
// DATABASE_URL / DATA_DIR like the server). Its last line names the guest's page; `npm run bench`
// reads it from there.

import { randomBytes } from "node:crypto";
import { addDays, format } from "date-fns";
import { eq } from "drizzle-orm";
import { type Language, supportedLanguages } from "../content/property";
import { defaultStayTemplates } from "../content/stay-templates";
import { quoteStay } from "../domain/booking/quote";
import { todayOf } from "../domain/booking/today";
import { defaultContactFacts } from "../domain/contact/contact-facts";
import { germanGuestCounts } from "../domain/inquiries/german-guest-counts";
import type { ReservationStatus } from "../domain/kernel/statuses";
import { defaultHouseFacts } from "../domain/site/house-facts";
import { suggestedOfferTerms } from "../domain/stays/offer-terms";
import { readBookingSettings } from "../server/booking-settings";
import { openDatabase } from "../server/db/client";
import { bookingInquiries, reservations, reviewInvitations, reviews } from "../server/db/schema";
import { parseEnv } from "../server/env";
import { postReview } from "../server/reviews/guest-reviews";
import { setReviewState } from "../server/reviews/moderation";
import { saveContactFacts, saveHouseFacts } from "../server/site-facts";
import { publishTexts } from "../server/site-texts";
import { acceptOffer, sendOffer } from "../server/stays/offers";
import { readPaymentSettings, savePaymentSettings } from "../server/stays/payment-settings";
import { loadStay } from "../server/stays/stay-mail";

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

const { db } = database;
const owner = env.OWNER_EMAIL;
const now = new Date();
const today = todayOf(() => now);

// Three guests of last summer who wrote a review through their thank-you link, published by the
// owners: with the two built-in ones, the home page shows five.
const reviewed: Array<{ name: [string, string]; language: Language; text: string }> = [
  {
    name: ["Thomas", "Keller"],
    language: "de",
    text: "Eine wunderschöne Woche mit Blick auf die Berge. Die Wohnung war blitzsauber und die Gastgeber herzlich.",
  },
  {
    name: ["James", "Walker"],
    language: "en",
    text: "Quiet, spotless and a view we will not forget. The hikes start right at the door.",
  },
  {
    name: ["Giulia", "Rossi"],
    language: "it",
    text: "Appartamento accogliente e tranquillo, perfetto per i bambini. Torneremo sicuramente!",
  },
];
for (const [i, review] of reviewed.entries()) {
  const [firstName, lastName] = review.name;
  const start = new Date(year - 1, 6, 4 + i * 14);
  const [stay] = await db
    .insert(reservations)
    .values({
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
      guests: 2,
      adults: 2,
      startDate: format(start, "yyyy-MM-dd"),
      endDate: format(addDays(start, 7), "yyyy-MM-dd"),
      status: "paid",
      offerPrice: "985.00",
      language: review.language,
    })
    .returning({ id: reservations.id });
  // The link of the thank-you mail, as server/stays/scheduled-messages.ts makes it.
  const token = randomBytes(32).toString("base64url");
  const writtenAt = addDays(start, 9 + i);
  await db
    .insert(reviewInvitations)
    .values({ reservationId: stay.id, token, createdAt: writtenAt });
  const posted = await postReview(
    { db, env, now: () => writtenAt },
    {
      token,
      fields: { rating: "5", text: review.text },
      language: review.language,
      clientAddress: "127.0.0.1",
    },
  );
  if (posted.status !== "sent") throw new Error(`review not stored: ${posted.status}`);
  const [stored] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.reservationId, stay.id));
  await setReviewState(db, stored.id, "published", { by: owner, now });
}
console.log(`Seeded ${reviewed.length} published guest reviews.`);

// An Italian family that accepted the owners' offer for the summer after the seeded one (whose
// calendar is full): their page shows the price, the payment plan with the transfer QR codes and
// the cancellation terms.
await savePaymentSettings(
  db,
  {
    depositPercent: 30,
    depositDays: 7,
    balanceDaysBeforeArrival: 30,
    offerHoldDays: 3,
    account: { holder: "Maria Gruber", iban: "AT611904300234573201", bic: null },
  },
  owner,
);
const stayRange = {
  start: format(new Date(year + 1, 6, 10), "yyyy-MM-dd"),
  end: format(new Date(year + 1, 6, 17), "yyyy-MM-dd"),
};
const guests = { adults: 2, children: 2 };
const quote = quoteStay(await readBookingSettings(db), stayRange, guests);
if (!quote) throw new Error("no price for the guest's stay");
const [guestStay] = await db
  .insert(reservations)
  .values({
    name: "Marta Ricci",
    firstName: "Marta",
    lastName: "Ricci",
    email: "marta.ricci@example.com",
    guests: guests.adults + guests.children,
    ...guests,
    startDate: stayRange.start,
    endDate: stayRange.end,
    status: "pre_reserved",
    offerPrice: (quote.totalCents / 100).toFixed(2),
    language: "it",
    quote,
  })
  .returning({ id: reservations.id });
const context = {
  now,
  siteUrl: env.SITE_URL,
  ownerEmail: owner,
  payment: await readPaymentSettings(db),
};
const sent = await sendOffer(
  db,
  guestStay.id,
  {
    terms: suggestedOfferTerms(quote.totalCents, stayRange.start, today, context.payment),
    reason: "",
    message: defaultStayTemplates(defaultContactFacts, defaultHouseFacts).offer.it,
    by: owner,
  },
  context,
);
if (!sent.ok) throw new Error(`offer not sent: ${sent.reason}`);
const guestToken = (await loadStay(db, guestStay.id))?.stay.guestToken;
if (!guestToken) throw new Error("the offer made no guest page");
const accepted = await acceptOffer(db, guestToken, context);
if (!accepted.ok) throw new Error(`offer not accepted: ${accepted.reason}`);
// The owners' own facts and texts, as they would have edited them (the pages measured are the
// edited ones): a phone number, the check-in time, an Italian attraction and a formatted
// German description.
const edited = { email: owner, at: now };
await saveContactFacts(db, { ...defaultContactFacts, phone: "+43 660 7654321" }, edited);
await saveHouseFacts(db, { ...defaultHouseFacts, checkInFrom: "16:00" }, edited, null);
const editedKeys = ["home:attractions.items.castle.name", "home:details.about2"];
await publishTexts(
  db,
  [
    { key: editedKeys[0], language: "it", value: "Castello dei rapaci – riaperto" },
    {
      key: editedKeys[1],
      language: "de",
      value:
        "Die Küche ist **voll ausgestattet**.\n\nFragen Sie uns [per E-Mail](mailto:info@almblick-kaernten.at).",
    },
  ],
  editedKeys,
  edited,
);
console.log("Seeded the owners' edits: a phone number, the check-in time, two texts.");

console.log(
  `Seeded a stay with an accepted offer; its guest's page: /aufenthalt?code=${guestToken}`,
);
await database.close();
