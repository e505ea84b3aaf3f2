import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as textsRoute from "../../app/routes/admin-texts";
import { defaultText } from "../../content/editable-texts";
import { type DatabaseHandle, openMemoryDatabase } from "../../server/db/client";
import { siteTextChanges, siteTextDrafts } from "../../server/db/schema";
import { readPublicPagesVersion } from "../../server/page-cache";
import { createPublicReads } from "../../server/public-reads";
import {
  listTextChanges,
  readPreviewTexts,
  readPublishedTexts,
  siteTextsIn,
} from "../../server/site-texts";
import { createUsers, outcome, postToAction, routerContext, testServices } from "./admin-support";
import { appInProcess } from "./app-in-process";
import { describeWithDatabase, emptyTables } from "./databases";

/*
 * The owners' texts of the public pages (/admin/texte): saved as a draft, published, refused,
 * undone and reset through the tab's action on every database; then the whole HTTP app in this
 * process for what the pages show (fallback per language, formatting as text, the preview).
 */

type Answer = {
  data: {
    ok: boolean;
    message: string;
    detail?: string;
    fieldErrors?: Record<string, string>;
    preview?: string;
  };
};
type Loaded = Awaited<ReturnType<typeof textsRoute.loader>>;

const castle = "home:attractions.items.castle.name";
const lake = "home:attractions.items.lake.description";
const about = "home:details.about1";
const field = (key: string, language: string) => `${key}@${language}`;

describeWithDatabase("the owners' texts", (getDb) => {
  let setup: ReturnType<typeof testServices>;
  let admin: string;
  let clock = new Date(Math.floor(Date.now() / 60_000) * 60_000);

  beforeAll(async () => {
    setup = testServices(getDb().db);
    ({ admin } = await createUsers(setup.auth));
    setup.services = { ...setup.services, now: () => clock };
  });

  beforeEach(async () => {
    await emptyTables(getDb().db, siteTextChanges, siteTextDrafts);
    clock = new Date(clock.getTime() + 60_000);
  });

  const post = (fields: Record<string, string>) =>
    postToAction(textsRoute.action, setup.services, "/admin/texte", fields, { cookie: admin });
  const answer = (result: { value: unknown }) => (result.value as Answer).data;
  const section = (intent: string, texts: Record<string, string>, id = "ausfluege") =>
    post({ intent, section: id, ...texts });
  const load = async () =>
    (
      await outcome(() =>
        textsRoute.loader({
          request: new Request("http://localhost:3000/admin/texte", { headers: { cookie: admin } }),
          context: routerContext(setup.services),
          params: {},
        } as never),
      )
    ).value as Loaded;
  const state = (loaded: Loaded, key: string, language: string) =>
    loaded.sections
      .flatMap((s) => s.texts)
      .find((text) => text.key === key)!
      .languages.find((entry) => entry.language === language)!;

  it("are the repository's until the owners publish theirs", async () => {
    expect(await readPublishedTexts(getDb().db)).toEqual({ version: "p0", byLanguage: {} });
    const loaded = await load();
    expect(state(loaded, castle, "it")).toMatchObject({
      value: defaultText(castle, "it"),
      own: false,
      draft: false,
      mark: null,
    });
  });

  it("keeps a preview as a draft: the public pages and their version stay as they were", async () => {
    const { db } = getDb();
    const version = await readPublicPagesVersion(db);
    const saved = await section("preview", { [field(castle, "it")]: "Castello nuovo" });
    expect(saved.status).toBe(200);
    expect(answer(saved)).toMatchObject({ ok: true, message: "Entwurf gespeichert", preview: "/" });
    expect(await readPublicPagesVersion(db)).toBe(version);
    expect((await readPublishedTexts(db)).byLanguage).toEqual({});
    const preview = await readPreviewTexts(db);
    expect(preview.byLanguage).toEqual({ it: { [castle]: "Castello nuovo" } });
    expect(state(await load(), castle, "it")).toMatchObject({
      value: "Castello nuovo",
      draft: true,
    });
  });

  it("publishes a section with who, when and the text replaced, live at once", async () => {
    const { db } = getDb();
    const reads = createPublicReads(db);
    const version = await readPublicPagesVersion(db);
    expect((await reads.at(async () => version).texts()).byLanguage).toEqual({});
    await section("preview", { [field(castle, "it")]: "Castello nuovo" });
    const published = await section("publish", {
      [field(castle, "it")]: "Castello nuovissimo",
      [field(lake, "de")]: "Klares Wasser.\r\n\r\nIm Sommer **warm**.",
    });
    expect(answer(published)).toMatchObject({ ok: true, message: "Veröffentlicht" });
    const newer = await readPublicPagesVersion(db);
    expect(newer).toBeGreaterThan(version);
    const texts = await reads.at(async () => newer).texts();
    expect(texts.byLanguage).toEqual({
      it: { [castle]: "Castello nuovissimo" },
      de: { [lake]: "Klares Wasser.\n\nIm Sommer **warm**." },
    });
    expect(await db.select().from(siteTextDrafts)).toEqual([]);
    expect(await listTextChanges(db)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: castle,
          language: "it",
          before: null,
          value: "Castello nuovissimo",
          changedAt: clock,
          changedBy: "admin@example.com",
        }),
      ]),
    );
    // Only the Italian text is the owners': German and English keep the repository's.
    const italian = siteTextsIn("it", texts);
    expect(italian.home.attractions.items.castle.name).toBe("Castello nuovissimo");
    expect(siteTextsIn("en", texts).home.attractions.items.castle.name).toBe(
      defaultText(castle, "en"),
    );
    expect(siteTextsIn("de", texts).home.attractions.items.castle.name).toBe(
      defaultText(castle, "de"),
    );
  });

  it("records nothing when nothing changed", async () => {
    const { db } = getDb();
    await section("publish", { [field(castle, "it")]: "Castello" });
    const again = await section("publish", { [field(castle, "it")]: " Castello " });
    expect(answer(again)).toMatchObject({ ok: true, message: "Nichts geändert" });
    expect(await db.select().from(siteTextChanges)).toHaveLength(1);
  });

  it("refuses a text too long, with a control character or a placeholder of its own, in words, saving nothing", async () => {
    const { db } = getDb();
    const version = await readPublicPagesVersion(db);
    const refused = await section("publish", {
      [field(castle, "it")]: "C".repeat(61),
      [field(castle, "en")]: "Castle\u0007",
      [field(castle, "de")]: "Burg\nmit Zeilenumbruch",
      [field(lake, "de")]: "Warm bei {{temperature}} Grad",
      [field(lake, "en")]: "Fine", // right, but saved only with the others
    });
    expect(refused.status).toBe(400);
    expect(answer(refused)).toMatchObject({
      ok: false,
      message: "Nicht gespeichert",
      fieldErrors: {
        [field(castle, "it")]: "Zu lang: höchstens 60 Zeichen, jetzt 61.",
        [field(castle, "en")]: "Enthält Steuerzeichen. Bitte neu eingeben.",
        [field(castle, "de")]: "Bitte in einer Zeile schreiben, ohne Zeilenumbruch.",
        [field(lake, "de")]:
          "Der Platzhalter {{temperature}} gehört nicht zu diesem Text; dieser Text hat keine Platzhalter.",
      },
    });
    const keeps = await section(
      "publish",
      { [field(about, "en")]: "About {{size}} m² for {{guests}} guests" },
      "wohnung",
    );
    expect(answer(keeps).fieldErrors).toEqual({
      [field(about, "en")]:
        "Der Platzhalter {{guests}} gehört nicht zu diesem Text; erlaubt sind nur die des ursprünglichen Textes: {{size}}, {{sleeps}}.",
    });
    expect(await db.select().from(siteTextChanges)).toEqual([]);
    expect(await db.select().from(siteTextDrafts)).toEqual([]);
    expect(await readPublicPagesVersion(db)).toBe(version);
  });

  it("an emptied text, or the repository's own, is the repository's again", async () => {
    const { db } = getDb();
    await section("publish", { [field(castle, "it")]: "Castello", [field(castle, "en")]: "Fort" });
    await section("publish", {
      [field(castle, "it")]: "  ",
      [field(castle, "en")]: defaultText(castle, "en"),
    });
    expect((await readPublishedTexts(db)).byLanguage).toEqual({});
    const changes = await listTextChanges(db);
    expect(changes.slice(0, 2).map((change) => change.value)).toEqual([null, null]);
  });

  it("marks a translation missing, or older than the German the owners changed", async () => {
    await section("publish", { [field(castle, "en")]: "The castle" });
    clock = new Date(clock.getTime() + 60_000);
    await section("publish", { [field(castle, "de")]: "Die Burg" });
    const loaded = await load();
    expect(state(loaded, castle, "de").mark).toBeNull();
    expect(state(loaded, castle, "en")).toMatchObject({ own: true, mark: "older" });
    expect(state(loaded, castle, "it")).toMatchObject({ own: false, mark: "missing" });
    // A German text of the repository's marks nothing.
    expect(state(loaded, lake, "it").mark).toBeNull();
  });

  it("shows the history, undoes any change as a new one, and resets to the repository's text", async () => {
    const { db } = getDb();
    await section("publish", { [field(castle, "it")]: "Castello A" });
    await section("publish", { [field(castle, "it")]: "Castello B" });
    const loaded = await load();
    expect(loaded.history[0]).toMatchObject({
      text: expect.stringMatching(/, admin@example\.com$/),
      name: "Startseite: Ausflüge – Ausflug 2: Name",
      language: "Italienisch",
      before: "Castello A",
      after: "Castello B",
    });
    expect(loaded.history[1]).toMatchObject({
      before: "(ursprünglicher Text)",
      after: "Castello A",
    });

    const undone = await post({ intent: "undo", change: String(loaded.history[0].id) });
    expect(answer(undone)).toMatchObject({
      ok: true,
      message: "Frühere Fassung wiederhergestellt",
    });
    expect((await readPublishedTexts(db)).byLanguage.it?.[castle]).toBe("Castello A");
    expect(await listTextChanges(db)).toHaveLength(3);

    const version = await readPublicPagesVersion(db);
    const reset = await post({ intent: `reset:${field(castle, "it")}` });
    expect(answer(reset)).toMatchObject({ message: "Auf den ursprünglichen Text zurückgesetzt" });
    expect((await readPublishedTexts(db)).byLanguage).toEqual({});
    expect(await readPublicPagesVersion(db)).toBeGreaterThan(version);
    expect((await listTextChanges(db))[0]).toMatchObject({ before: "Castello A", value: null });

    expect((await post({ intent: "undo", change: "999999" })).status).toBe(404);
    expect((await post({ intent: "reset:home:nothing.here@it" })).status).toBe(404);
    expect((await post({ intent: "publish", section: "nowhere" })).status).toBe(400);
  });

  it("discards a section's draft", async () => {
    const { db } = getDb();
    await section("preview", { [field(castle, "it")]: "Castello nuovo" });
    const discarded = await section("discard", {});
    expect(answer(discarded)).toMatchObject({ ok: true, message: "Entwurf verworfen" });
    expect(await db.select().from(siteTextDrafts)).toEqual([]);
  });
});

describe("the public pages with the owners' texts", () => {
  let database: DatabaseHandle;
  let app: { request: (url: string, init?: RequestInit) => Promise<Response> };
  let admin = "";
  const siteUrl = "http://localhost:3000";

  beforeAll(async () => {
    const inProcess = await appInProcess();
    const support = await inProcess.load("/tests/integration/admin-support.ts");
    database = await openMemoryDatabase();
    const { services } = support.testServices(database.db);
    ({ admin } = await support.createUsers(services.auth));
    app = inProcess.httpApp({ services });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  const page = async (path: string, cookie?: string) => {
    const response = await app.request(`${siteUrl}${path}`, {
      headers: cookie ? { cookie } : {},
    });
    expect(response.status, path).toBe(200);
    return { html: await response.text(), headers: response.headers };
  };
  const change = (key: string, language: string, value: string) =>
    database.db.insert(siteTextChanges).values({
      key,
      language,
      value,
      changedAt: new Date(),
      changedBy: "admin@example.com",
    });

  it("show a published text in its language only, formatting as allowed and markup as text", async () => {
    expect((await page("/?lng=it")).html).toContain(defaultText(castle, "it"));
    await change(castle, "it", "Castello <b>x</b>");
    await change(
      lake,
      "it",
      "Acqua **chiara**: [sito](https://example.com) <script>alert(1)</script>",
    );
    await change(lake, "en", "[Bad](javascript:alert(1))");
    const italian = (await page("/?lng=it")).html;
    expect(italian).toContain("Castello &lt;b&gt;x&lt;/b&gt;");
    expect(italian).toContain(
      '<p>Acqua <strong>chiara</strong>: <a href="https://example.com">sito</a> &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(italian).not.toContain("<script>alert(1)");
    const english = (await page("/?lng=en")).html;
    expect(english).toContain(defaultText(castle, "en"));
    expect(english).toContain("[Bad](javascript:alert(1))");
    expect(english).not.toContain('href="javascript:');
    expect((await page("/")).html).toContain(defaultText(castle, "de"));
  });

  it("show a signed-in admin the draft on ?vorschau=1, never kept and not indexed; others the published texts", async () => {
    await database.db
      .insert(siteTextDrafts)
      .values({ key: "family:culinary.text", language: "de", value: "Entwurf der Kulinarik" });
    const preview = await page("/familienurlaub?vorschau=1", admin);
    expect(preview.html).toContain("Entwurf der Kulinarik");
    expect(preview.html).toContain("Vorschau: Diese Seite zeigt den Entwurf Ihrer Texte.");
    expect(preview.html).toContain('<meta name="robots" content="noindex"/>');
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex");
    for (const visitor of [
      await page("/familienurlaub?vorschau=1"),
      await page("/familienurlaub"),
    ]) {
      expect(visitor.html).not.toContain("Entwurf der Kulinarik");
      expect(visitor.html).toContain(defaultText("family:culinary.text", "de"));
    }
  });
});
