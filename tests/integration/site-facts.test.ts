import { beforeAll, beforeEach, expect, it } from "vitest";
import * as websiteRoute from "../../app/routes/admin-website";
import { defaultContactFacts } from "../../domain/contact/contact-facts";
import { siteFacts, siteFactsChanges } from "../../server/db/schema";
import { readPublicPagesVersion } from "../../server/page-cache";
import { createPublicReads } from "../../server/public-reads";
import { listSiteFactsChanges, readContactFacts } from "../../server/site-facts";
import { stayTemplate } from "../../server/stays/stay-mail";
import { createUsers, outcome, postToAction, routerContext, testServices } from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";

type Answer = { data: { ok: boolean; message: string; fieldErrors?: Record<string, string> } };

const posted = {
  intent: "save-contact",
  owners: "Familie Huber",
  email: "urlaub@huber.example",
  phone: "+43 660 7654321",
  street: "Bergweg 1",
  postal_code: "9520",
  locality: "Sattendorf",
  region: "Kärnten",
};

describeWithDatabase("the owners' contact facts", (getDb) => {
  let setup: ReturnType<typeof testServices>;
  let admin: string;
  const savedAt = new Date(Math.floor(Date.now() / 60_000) * 60_000);

  beforeAll(async () => {
    setup = testServices(getDb().db);
    ({ admin } = await createUsers(setup.auth));
    // The saves' clock (a session's age is read from it too, so near today).
    setup.services = { ...setup.services, now: () => savedAt };
  });

  beforeEach(async () => {
    await emptyTables(getDb().db, siteFacts, siteFactsChanges);
  });

  const save = (fields: Record<string, string>) =>
    postToAction(
      websiteRoute.action,
      setup.services,
      "/admin/website",
      { ...posted, ...fields },
      {
        cookie: admin,
      },
    );

  it("are the built-in ones until the owners save theirs", async () => {
    expect(await readContactFacts(getDb().db)).toEqual(defaultContactFacts);
  });

  it("refuses a phone, an e-mail or a text that is none, in words, and saves nothing", async () => {
    const { db } = getDb();
    const before = await readPublicPagesVersion(db);
    const refused = await save({
      phone: "ruf an",
      email: "urlaub@",
      locality: "S".repeat(81),
      owners: "",
    });
    expect(refused.status).toBe(400);
    const answer = (refused.value as Answer).data;
    expect(answer.ok).toBe(false);
    expect(answer.fieldErrors).toEqual({
      phone: expect.stringContaining("Bitte eine Telefonnummer angeben"),
      email: "Bitte eine gültige E-Mail-Adresse angeben, z. B. info@beispiel.at.",
      locality: "Zu lang (höchstens 80 Zeichen).",
      owners: "Bitte ausfüllen.",
    });
    expect(await db.select().from(siteFacts)).toEqual([]);
    expect(await db.select().from(siteFactsChanges)).toEqual([]);
    expect(await readPublicPagesVersion(db)).toBe(before);
  });

  it("saves them with who and when, live for the public pages at once", async () => {
    const { db } = getDb();
    const reads = createPublicReads(db);
    const version = await readPublicPagesVersion(db);
    expect(await reads.at(async () => version).contact()).toEqual(defaultContactFacts);

    const saved = await save({ phone: " +43 660 7654321 " });
    expect(saved.status).toBe(200);
    expect((saved.value as Answer).data).toEqual({ ok: true, message: "Angaben gespeichert" });
    const facts = {
      owners: "Familie Huber",
      email: "urlaub@huber.example",
      phone: "+43 660 7654321",
      street: "Bergweg 1",
      postalCode: "9520",
      locality: "Sattendorf",
      region: "Kärnten",
    };
    expect(await readContactFacts(db)).toEqual(facts);
    const newer = await readPublicPagesVersion(db);
    expect(newer).toBeGreaterThan(version);
    expect(await reads.at(async () => newer).contact()).toEqual(facts);

    expect(await listSiteFactsChanges(db)).toEqual([
      expect.objectContaining({
        changedAt: savedAt,
        changedBy: "admin@example.com",
        before: defaultContactFacts,
        after: facts,
      }),
    ]);
    const [row] = await db.select().from(siteFacts);
    expect(row).toMatchObject({ updatedBy: "admin@example.com", updatedAt: savedAt });
  });

  it("records nothing when nothing changed", async () => {
    const { db } = getDb();
    await save({});
    const again = await save({});
    expect((again.value as Answer).data).toEqual({ ok: true, message: "Nichts geändert" });
    expect(await db.select().from(siteFactsChanges)).toHaveLength(1);
  });

  it("puts them into the built-in arrival mail", async () => {
    const { db } = getDb();
    await save({});
    const arrival = await stayTemplate(db, "arrival", "de");
    expect(arrival.body).toContain("rufen Sie uns bitte an: +43 660 7654321.");
    expect(arrival.body).toContain("Adresse: Bergweg 1, 9520 Sattendorf, Österreich");
    expect(arrival.body).toMatch(/Herzliche Grüße\nFamilie Huber\n/);
  });

  it("shows the history on the admin page", async () => {
    await save({ phone: "+43 660 1111111" });
    const page = await outcome(() =>
      websiteRoute.loader({
        request: new Request("http://localhost:3000/admin/website", {
          headers: { cookie: admin },
        }),
        context: routerContext(setup.services),
        params: {},
      } as never),
    );
    const data = page.value as Awaited<ReturnType<typeof websiteRoute.loader>>;
    expect(data.contact.phone).toBe("+43 660 1111111");
    expect(data.history).toEqual([
      {
        id: expect.any(String),
        text: expect.stringMatching(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d, admin@example\.com$/),
        changes: expect.arrayContaining([
          `Telefonnummer: ${defaultContactFacts.phone} → +43 660 1111111`,
          `Postleitzahl: ${defaultContactFacts.postalCode} → 9520`,
        ]),
      },
    ]);
  });
});
