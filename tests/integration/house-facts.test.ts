import { beforeAll, beforeEach, expect, it } from "vitest";
import { loader as rootLoader } from "../../app/root";
import * as websiteRoute from "../../app/routes/admin-website";
import { defaultContactFacts } from "../../domain/contact/contact-facts";
import { defaultHouseFacts, type HouseFacts, houseFactFields } from "../../domain/site/house-facts";
import { siteFacts, siteFactsChanges } from "../../server/db/schema";
import { readPublicPagesVersion } from "../../server/page-cache";
import { createPublicReads } from "../../server/public-reads";
import { listSiteFactsChanges, readContactFacts, readHouseFacts } from "../../server/site-facts";
import { stayTemplate } from "../../server/stays/stay-mail";
import { createUsers, outcome, postToAction, routerContext, testServices } from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";

type Answer = { data: { ok: boolean; message: string; fieldErrors?: Record<string, string> } };

const operatorLink = "https://social.example.com/almblick";

/** The house form as the page posts it with today's facts and the operator's link shown. */
const shown: Record<string, string> = {
  intent: "save-house",
  ...Object.fromEntries(
    (Object.keys(houseFactFields) as (keyof HouseFacts)[]).map((key) => [
      houseFactFields[key],
      String(defaultHouseFacts[key] ?? ""),
    ]),
  ),
  social_profile_url: operatorLink,
};

describeWithDatabase("the owners' house facts", (getDb) => {
  let setup: ReturnType<typeof testServices>;
  let admin: string;
  const savedAt = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  // The saves' clock (a session's age is read from it too, so near today).
  let now = savedAt;

  beforeAll(async () => {
    setup = testServices(getDb().db);
    ({ admin } = await createUsers(setup.auth));
    setup.services = {
      ...setup.services,
      now: () => now,
      // The operator's default link, as scripts/e2e-server.mjs sets it.
      env: { ...setup.services.env, SOCIAL_PROFILE_URL: operatorLink },
    };
  });

  beforeEach(async () => {
    await emptyTables(getDb().db, siteFacts, siteFactsChanges);
    now = savedAt;
  });

  const save = (fields: Record<string, string>) =>
    postToAction(
      websiteRoute.action,
      setup.services,
      "/admin/website",
      { ...shown, ...fields },
      {
        cookie: admin,
      },
    );

  const adminPage = async () =>
    (
      await outcome(() =>
        websiteRoute.loader({
          request: new Request("http://localhost:3000/admin/website", {
            headers: { cookie: admin },
          }),
          context: routerContext(setup.services),
          params: {},
        } as never),
      )
    ).value as Awaited<ReturnType<typeof websiteRoute.loader>>;

  /** What every page gets from the root loader (the footer's and home page's link among it). */
  const rootData = () =>
    rootLoader({
      request: new Request("http://localhost:3000/"),
      context: routerContext(setup.services),
      params: {},
    } as never);

  it("are the built-in ones until the owners save theirs, the link the operator's", async () => {
    const { db } = getDb();
    expect(await readHouseFacts(db)).toEqual(defaultHouseFacts);
    const root = await rootData();
    expect(root.house).toEqual(defaultHouseFacts);
    expect(root.socialProfileUrl).toBe(operatorLink);
    expect((await adminPage()).house).toEqual({
      ...defaultHouseFacts,
      socialProfileUrl: operatorLink,
    });
  });

  it("stay the built-in ones when only the contact facts were saved", async () => {
    const { db } = getDb();
    await db.insert(siteFacts).values({ id: 1, ...defaultContactFacts, phone: "+43 660 7654321" });
    expect(await readHouseFacts(db)).toEqual(defaultHouseFacts);
  });

  it("refuses wrong facts in words, each at its field, and saves nothing", async () => {
    const { db } = getDb();
    const before = await readPublicPagesVersion(db);
    const refused = await save({
      check_in_from: "15 Uhr",
      check_out_from: "11:00",
      check_out_to: "10:00",
      sleeps: "0",
      free_cancellation_days: "1000",
      latitude: "91",
      social_profile_url: "http://insecure.example/almblick",
    });
    expect(refused.status).toBe(400);
    const answer = (refused.value as Answer).data;
    expect(answer.ok).toBe(false);
    expect(answer.message).toBe("Nicht gespeichert");
    expect(answer.fieldErrors).toEqual({
      check_in_from: "Bitte eine Uhrzeit im Format HH:MM angeben, z. B. 15:00.",
      check_out_to: "Muss nach der Uhrzeit „ab“ liegen.",
      sleeps: "Bitte eine ganze Zahl von 1 bis 30 angeben.",
      free_cancellation_days: "Bitte eine ganze Zahl von 0 bis 365 angeben.",
      latitude: "Bitte eine Zahl von -90 bis 90 angeben, z. B. 46.6875.",
      social_profile_url:
        "Bitte eine Adresse mit https:// am Anfang angeben oder das Feld leer lassen.",
    });
    expect(await db.select().from(siteFacts)).toEqual([]);
    expect(await db.select().from(siteFactsChanges)).toEqual([]);
    expect(await readPublicPagesVersion(db)).toBe(before);
  });

  it("saves them with who and when, live for the public pages at once", async () => {
    const { db } = getDb();
    const reads = createPublicReads(db);
    const version = await readPublicPagesVersion(db);
    expect(await reads.at(async () => version).house()).toEqual(defaultHouseFacts);

    const saved = await save({
      check_in_from: "16:00",
      free_cancellation_days: "30",
      size_sqm: "60",
      latitude: "46,7",
    });
    expect(saved.status).toBe(200);
    expect((saved.value as Answer).data).toEqual({ ok: true, message: "Angaben gespeichert" });
    const facts: HouseFacts = {
      ...defaultHouseFacts,
      checkInFrom: "16:00",
      freeCancellationDays: 30,
      sizeSqm: 60,
      latitude: 46.7,
      // The operator's link, posted back unchanged, stays the operator's.
      socialProfileUrl: null,
    };
    expect(await readHouseFacts(db)).toEqual(facts);
    // The contact facts, never saved, are still the built-in ones.
    expect(await readContactFacts(db)).toEqual(defaultContactFacts);
    const newer = await readPublicPagesVersion(db);
    expect(newer).toBeGreaterThan(version);
    expect(await reads.at(async () => newer).house()).toEqual(facts);

    expect(await listSiteFactsChanges(db)).toEqual([
      expect.objectContaining({
        changedAt: savedAt,
        changedBy: "admin@example.com",
        before: defaultHouseFacts,
        after: facts,
      }),
    ]);
    const [row] = await db.select().from(siteFacts);
    expect(row).toMatchObject({ updatedBy: "admin@example.com", updatedAt: savedAt });

    // The built-in arrival mail states the new check-in time when it is written.
    const arrival = await stayTemplate(db, "arrival", "de");
    expect(arrival.body).toContain("Check-in: 16:00 bis 20:00 Uhr");

    const again = await save({
      check_in_from: "16:00",
      free_cancellation_days: "30",
      size_sqm: "60",
      latitude: "46.7",
    });
    expect((again.value as Answer).data).toEqual({ ok: true, message: "Nichts geändert" });
    expect(await db.select().from(siteFactsChanges)).toHaveLength(1);
  });

  it("take the owners' link over the operator's once saved, empty meaning none", async () => {
    const { db } = getDb();
    await save({ social_profile_url: "https://www.instagram.com/almblick" });
    expect((await readHouseFacts(db)).socialProfileUrl).toBe("https://www.instagram.com/almblick");
    expect((await rootData()).socialProfileUrl).toBe("https://www.instagram.com/almblick");

    now = new Date(savedAt.getTime() + 60_000);
    await save({ social_profile_url: "" });
    expect((await readHouseFacts(db)).socialProfileUrl).toBe("");
    expect((await rootData()).socialProfileUrl).toBeNull();
    expect((await adminPage()).house.socialProfileUrl).toBe("");
    expect((await adminPage()).history.map((entry) => entry.changes)).toEqual([
      ["Link zum Social-Media-Profil: https://www.instagram.com/almblick → (kein Link)"],
      [
        "Link zum Social-Media-Profil: (vom Betreuer eingestellt) → https://www.instagram.com/almblick",
      ],
    ]);
  });

  it("show in the history next to contact changes written before the house facts existed", async () => {
    const { db } = getDb();
    // A row as the contact form wrote it before this change: contact facts only.
    await db.insert(siteFactsChanges).values({
      changedAt: new Date(savedAt.getTime() - 60_000),
      changedBy: "owner@example.com",
      before: defaultContactFacts,
      after: { ...defaultContactFacts, phone: "+43 660 1111111" },
    });
    await save({ check_in_to: "21:00", bedrooms: "2" });
    expect((await adminPage()).history).toEqual([
      {
        id: expect.any(String),
        text: expect.stringMatching(/, admin@example\.com$/),
        changes: ["Check-in bis: 20:00 → 21:00", "Schlafzimmer: 3 → 2"],
      },
      {
        id: expect.any(String),
        text: expect.stringMatching(/, owner@example\.com$/),
        changes: [`Telefonnummer: ${defaultContactFacts.phone} → +43 660 1111111`],
      },
    ]);
  });
});
