// Stays with an offer sent, written into a site's database (before the site starts, for
// PGlite allows one process per data folder), the way admin-seed.ts writes accounts: a
// pre-reserved reservation and sendOffer, as the owners' "send offer" does it.
import { eq } from "drizzle-orm";
import { defaultStayTemplates } from "../../../content/stay-templates";
import { type IsoDate, localIsoDate } from "../../../domain/booking/dates";
import type { PriceQuote } from "../../../domain/booking/quote";
import { defaultContactFacts } from "../../../domain/contact/contact-facts";
import { defaultHouseFacts } from "../../../domain/site/house-facts";
import { suggestedOfferTerms } from "../../../domain/stays/offer-terms";
import { type Database, openDatabase } from "../../../server/db/client";
import { reservations } from "../../../server/db/schema";
import { sendOffer } from "../../../server/stays/offers";
import { readPaymentSettings, savePaymentSettings } from "../../../server/stays/payment-settings";
import { loadStay } from "../../../server/stays/stay-mail";
import { ownerAccount, paymentDefaults } from "../../support/owners-payments";

export interface GuestStaySeed {
  first: string;
  last: string;
  language: "de" | "en" | "it";
  startDate: IsoDate;
  endDate: IsoDate;
  totalCents: number;
  quote: PriceQuote;
  /** Give the stay a new token after the offer: the one returned is then revoked. */
  revoke?: boolean;
}

export interface SeededStay {
  token: string;
  reference: string;
  depositCents: number;
}

/** A quote of `nights` nights at 145 €, 80 € cleaning and the tourist tax of two adults. */
export function quoteOf(nights: number): PriceQuote {
  const nightsCents = nights * 14_500;
  const taxCents = 2 * nights * 260;
  return {
    nights,
    lines: [
      {
        season: { de: "Hauptsaison", en: "High season", it: "Alta stagione" },
        nights,
        rateCents: 14_500,
        amountCents: nightsCents,
      },
    ],
    cleaningFeeCents: 8_000,
    touristTax: [{ guests: 2, nights, amountCents: 260, totalCents: taxCents }],
    closedNights: 0,
    totalCents: nightsCents + 8_000 + taxCents,
  };
}

async function seedOne(db: Database, seed: GuestStaySeed, now: Date): Promise<SeededStay> {
  const [row] = await db
    .insert(reservations)
    .values({
      name: `${seed.first} ${seed.last}`,
      firstName: seed.first,
      lastName: seed.last,
      email: `${seed.first.toLowerCase()}@example.com`,
      guests: 2,
      adults: 2,
      startDate: seed.startDate,
      endDate: seed.endDate,
      status: "pre_reserved",
      language: seed.language,
      quote: seed.quote,
    })
    .returning();
  const terms = suggestedOfferTerms(seed.totalCents, seed.startDate, localIsoDate(now), {
    ...paymentDefaults,
  });
  const sent = await sendOffer(
    db,
    row.id,
    {
      terms,
      reason: "",
      message: defaultStayTemplates(defaultContactFacts, defaultHouseFacts).offer[seed.language],
      by: "owner@example.com",
    },
    {
      now,
      siteUrl: "http://localhost",
      ownerEmail: "owner@example.com",
      payment: await readPaymentSettings(db),
    },
  );
  if (!sent.ok) throw new Error(`offer for ${seed.first} not sent: ${sent.reason}`);
  const stay = (await loadStay(db, row.id))?.stay;
  if (!stay?.guestToken || !stay.reference) throw new Error("offer without token");
  if (seed.revoke) {
    await db
      .update(reservations)
      .set({ guestToken: `revoked${stay.guestToken.slice(7)}` })
      .where(eq(reservations.id, row.id));
  }
  return { token: stay.guestToken, reference: stay.reference, depositCents: terms.depositCents };
}

/**
 * Saves the owners' account and sends an offer for each stay: into a site's data folder before
 * it starts, or into the PostgreSQL database running instances share.
 */
export async function seedGuestStays(
  where: { dataDir: string } | { databaseUrl: string },
  seeds: GuestStaySeed[],
) {
  const database = await openDatabase(where);
  try {
    await savePaymentSettings(
      database.db,
      { ...paymentDefaults, account: ownerAccount },
      "owner@example.com",
    );
    const now = new Date();
    const stays: SeededStay[] = [];
    for (const seed of seeds) stays.push(await seedOne(database.db, seed, now));
    return stays;
  } finally {
    await database.close();
  }
}
