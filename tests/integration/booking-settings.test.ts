import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { priceFields } from "../../domain/admin/price-settings-form";
import {
  defaultBookingSettings,
  defaultYearPlan,
  type YearPlan,
} from "../../domain/booking/settings";
import { acceptInquiry } from "../../server/admin/inquiries";
import { runPriceAction } from "../../server/admin/price-actions";
import { runReservationAction } from "../../server/admin/reservation-actions";
import {
  listSettingsChanges,
  readBookingSettings,
  saveGeneralSettings,
  saveYearPlan,
} from "../../server/booking-settings";
import { openDatabase } from "../../server/db/client";
import {
  bookingInquiries,
  bookingSettings,
  bookingSettingsChanges,
  emailOutbox,
  reservations,
} from "../../server/db/schema";
import { parseEnv } from "../../server/env";
import { submitInquiry } from "../../server/inquiries";
import { readPublicPagesVersion } from "../../server/page-cache";
import { withStrictMainSeason } from "../support/year-plans";
import { createPostgresDatabase, describeWithDatabase, emptyTables } from "./databases";

// "Today" is 24 November 2026; next summer is 2027.
const now = new Date("2026-11-24T10:00:00Z");
const owner = { email: "owner@example.com", at: now };
const env = parseEnv({ SITE_URL: "https://almblick.example", OWNER_EMAIL: "owner@example.com" });

/** Next year's plan with a 145 € summer: 7 nights, Saturday arrivals; tax 2.60 € per adult. */
function summer2027(): YearPlan {
  return {
    ...withStrictMainSeason(defaultYearPlan(2027)),
    touristTax: { enabled: true, amountCents: 260, childrenExempt: true },
  };
}

const guest = {
  first_name: "Anna",
  last_name: "Muster",
  contact_email: "anna@example.com",
  country_code: "+43",
  adults: "2",
  children: "1",
};

describeWithDatabase("the owners' booking settings", (getDb) => {
  const services = () => ({ db: getDb().db, env, now: () => now, deliverMail: () => {} });
  // The server keeps its schema per day and language; it must still follow each change of the
  // settings.
  const inquire = (start: string, end: string) =>
    submitInquiry(services(), {
      fields: { ...guest, preferred_start_date: start, preferred_end_date: end },
      language: "de",
      clientAddress: `198.51.100.${Math.floor(Math.random() * 250)}`,
      userAgent: null,
    });
  const act = (fields: Record<string, string>) =>
    runPriceAction(services(), fields, "owner@example.com");

  beforeEach(async () => {
    await emptyTables(
      getDb().db,
      emailOutbox,
      reservations,
      bookingInquiries,
      bookingSettingsChanges,
      bookingSettings,
    );
  });

  it("are the defaults on a fresh installation", async () => {
    expect(await readBookingSettings(getDb().db)).toEqual(defaultBookingSettings);
  });

  it("are saved with a history entry of who, when, the old and the new values", async () => {
    const { db } = getDb();
    expect(await saveYearPlan(db, 2027, summer2027(), owner)).toBe(true);
    expect((await readBookingSettings(db)).years["2027"]).toEqual(summer2027());
    const [change] = await listSettingsChanges(db);
    expect(change).toMatchObject({
      changedBy: "owner@example.com",
      scope: "2027",
      before: defaultYearPlan(2027),
      after: summer2027(),
    });
    expect(change.changedAt.getTime()).toBe(now.getTime());

    // The same values again: nothing saved, nothing recorded.
    expect(await saveYearPlan(db, 2027, summer2027(), owner)).toBe(false);
    expect(await listSettingsChanges(db)).toHaveLength(1);

    // Back to the defaults: recorded, and the year has the defaults again.
    expect(await saveYearPlan(db, 2027, null, owner)).toBe(true);
    expect((await readBookingSettings(db)).years).toEqual({});
    const history = await listSettingsChanges(db);
    expect(history.map((entry) => entry.scope)).toEqual(["2027", "2027"]);

    await saveGeneralSettings(db, { horizonYears: 3, maxGuests: 8 }, owner);
    expect((await readBookingSettings(db)).general).toEqual({ horizonYears: 3, maxGuests: 8 });
  });

  it("refuse overlapping seasons and non-positive rates with German messages, saving nothing", async () => {
    const answer = await act({
      intent: "save-year",
      year: "2027",
      [priceFields.season(0, "name-de")]: "Sommer",
      [priceFields.season(0, "first")]: "2027-07-01",
      [priceFields.season(0, "last")]: "2027-08-31",
      [priceFields.season(0, "rate")]: "0",
      [priceFields.season(0, "minimum")]: "7",
      [priceFields.season(1, "name-de")]: "Herbst",
      [priceFields.season(1, "first")]: "2027-08-15",
      [priceFields.season(1, "last")]: "2027-09-30",
      [priceFields.season(1, "rate")]: "110",
      [priceFields.season(1, "minimum")]: "4",
      [priceFields.cleaningFee]: "75",
    });
    expect(answer.refused).toBe("invalid");
    expect(answer.result).toMatchObject({
      ok: false,
      message: "Nicht gespeichert",
      fieldErrors: {
        [priceFields.season(0, "rate")]: "Der Preis pro Nacht muss größer als 0 € sein.",
        [priceFields.season(1, "first")]:
          "Überschneidet sich mit der Saison „Sommer“ (01.07.2027 – 31.08.2027).",
      },
    });
    expect(await listSettingsChanges(getDb().db)).toEqual([]);
    // A year the tab does not offer is refused as well.
    expect((await act({ intent: "save-year", year: "2031" })).result.detail).toBe(
      "Dieses Jahr kann hier nicht bearbeitet werden.",
    );
    // So is a post the tab never sends.
    const unknown = await act({ intent: "save-everything", year: "2027" });
    expect(unknown.refused).toBe("invalid");
    expect(unknown.result.message).toBe("Unbekannte Aktion");
    expect(await listSettingsChanges(getDb().db)).toEqual([]);
  });

  it("are what the server checks an inquiry against, and what it prices", async () => {
    const { db } = getDb();
    // 3 and 10 July 2027 are Saturdays. Before the change, any arrival day and 4 nights do.
    expect((await inquire("2027-07-06", "2027-07-11")).status).toBe("sent");
    await saveYearPlan(db, 2027, summer2027(), owner);

    const tooShort = await inquire("2027-07-03", "2027-07-08");
    expect(tooShort).toEqual({
      status: "invalid",
      fieldErrors: { dates: "Mindestaufenthalt 7 Nächte – Sie haben 5 Nächte gewählt" },
    });
    const tuesday = await inquire("2027-07-06", "2027-07-13");
    expect(tuesday).toEqual({
      status: "invalid",
      fieldErrors: { dates: "Anreise in dieser Saison nur am Samstag" },
    });
    const saturday = await inquire("2027-07-03", "2027-07-10");
    expect(saturday.status).toBe("sent");
    // 7 × 145 + 75 + 7 × 2 × 2.60 (the child is exempt).
    const [row] = await db
      .select()
      .from(bookingInquiries)
      .where(eq(bookingInquiries.preferredStartDate, "2027-07-03"));
    expect(row.quotedPrice).toBe("1126.40");
    expect(row.quote?.touristTax).toEqual([
      { guests: 2, nights: 7, amountCents: 260, totalCents: 3640 },
    ]);
    const ownerMail = (await db.select().from(emailOutbox)).find(
      (mail) => mail.kind === "inquiry-owner" && mail.inquiryId === row.id,
    );
    expect(ownerMail?.text.replaceAll("\u00a0", " ")).toContain(
      "Ortstaxe: 2 × 7 × 2,60 € = 36,40 €",
    );

    await saveGeneralSettings(db, { horizonYears: 2, maxGuests: 2 }, owner);
    expect(await inquire("2027-07-03", "2027-07-10")).toMatchObject({
      status: "invalid",
      fieldErrors: { guests: "Maximal 2 Gäste gesamt" },
    });
  });

  it("never change a stored quote or an accepted offer price", async () => {
    const { db } = getDb();
    expect((await inquire("2027-07-06", "2027-07-11")).status).toBe("sent");
    const [before] = await db.select().from(bookingInquiries);
    expect(before.quotedPrice).toBe("725.00");

    await saveYearPlan(db, 2027, summer2027(), owner);
    const [after] = await db.select().from(bookingInquiries);
    expect(after.quotedPrice).toBe("725.00");
    expect(after.quote).toEqual(before.quote);
    expect(after.quote?.lines).toEqual([
      {
        season: { de: "Hauptsaison", en: "High season", it: "Alta stagione" },
        nights: 5,
        rateCents: 13000,
        amountCents: 65000,
      },
    ]);
    await acceptInquiry(db, after.id);
    const [reservation] = await db.select().from(reservations);
    expect(reservation.offerPrice).toBe("725.00");
  });

  it("set the guest limit of the admin's reservation form", async () => {
    const { db } = getDb();
    const reservation = {
      intent: "create",
      first_name: "Berta",
      last_name: "Berger",
      email: "berta@example.com",
      adults: "6",
      children: "3",
      status: "booked",
      offer_price: "",
      start_date: "2027-07-01",
      end_date: "2027-07-08",
    };
    const ownerAct = { by: owner.email, now, siteUrl: "", ownerEmail: owner.email };
    await saveGeneralSettings(db, { horizonYears: 2, maxGuests: 8 }, owner);
    const refused = await runReservationAction(db, reservation, "2026-11-24", ownerAct);
    expect(refused.result).toMatchObject({ fieldErrors: { children: "Maximal 8 Gäste gesamt" } });
    await saveGeneralSettings(db, { horizonYears: 2, maxGuests: 25 }, owner);
    const created = await runReservationAction(
      db,
      { ...reservation, adults: "20", children: "3" },
      "2026-11-24",
      ownerAct,
    );
    expect(created.result.ok).toBe(true);
  });

  it("empty every instance's page cache when they change", async () => {
    const { db } = getDb();
    const before = await readPublicPagesVersion(db);
    await saveYearPlan(db, 2027, summer2027(), owner);
    expect(await readPublicPagesVersion(db)).toBeGreaterThan(before);
  });
});

it.skipIf(!process.env.TEST_DATABASE_URL)(
  "a change saved through one instance reaches another at its next read (PostgreSQL)",
  async () => {
    const first = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const second = await openDatabase({ databaseUrl: first.url });
    try {
      expect((await readBookingSettings(second.db)).years).toEqual({});
      await saveYearPlan(first.handle.db, 2027, summer2027(), owner);
      expect((await readBookingSettings(second.db)).years["2027"]).toEqual(summer2027());
    } finally {
      await second.close();
      await first.handle.close();
      await first.drop();
    }
  },
);
