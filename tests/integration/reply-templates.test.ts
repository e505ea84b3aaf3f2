import { beforeAll, beforeEach, expect, it } from "vitest";
import * as templates from "../../app/routes/admin-reply-templates";
import { texts } from "../../content/admin-texts";
import { supportedLanguages } from "../../content/property";
import { replyTemplates } from "../../server/db/schema";
import {
  createUsers,
  outcome,
  postToAction,
  routerContext,
  siteUrl,
  testServices,
} from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";

type Answer = { data: { ok: boolean; message: string; detail?: string } };

/** The acceptance texts as the built-in templates had them before the price rule. */
const contradicting = {
  de: "Hallo {vorname},\n\nDer Preis beträgt {preis} (zuzüglich Ortstaxe).\n\nZahlung:\n{zahlungsdaten}",
  en: "Dear {vorname},\n\nThe price is {preis} (plus the local tourist tax).",
  it: "Gentile {vorname},\n\nIl prezzo è di {preis} (imposta di soggiorno esclusa).",
} as const;

describeWithDatabase("reply templates and the price rule", (getDb) => {
  let setup: ReturnType<typeof testServices>;
  let admin: string;

  beforeAll(async () => {
    setup = testServices(getDb().db);
    ({ admin } = await createUsers(setup.auth));
  });
  beforeEach(() => emptyTables(getDb().db, replyTemplates));

  const save = (fields: Record<string, string>) =>
    postToAction(
      templates.action,
      setup.services,
      "/admin/anfragen/vorlagen",
      { intent: "save", ...fields },
      { cookie: admin },
    );
  const load = async () => {
    const answer = await outcome(() =>
      templates.loader({
        request: new Request(`${siteUrl}/admin/anfragen/vorlagen`, {
          headers: { cookie: admin },
        }),
        context: routerContext(setup.services),
        params: {},
      } as never),
    );
    expect(answer.threw).toBe(false);
    return answer.value as Awaited<ReturnType<typeof templates.loader>>;
  };

  it("refuses a template that writes the price outside {preisangabe}, in every language and kind, and saves nothing", async () => {
    for (const language of supportedLanguages) {
      const answer = await save({
        kind: "accept",
        language,
        subject: "Ihr Aufenthalt",
        body: contradicting[language],
      });
      expect(answer.status, language).toBe(400);
      const { data } = answer.value as Answer;
      expect(data.ok).toBe(false);
      expect(data.message).toBe(texts.replies.templates.saveFailed);
      expect(data.detail, language).toContain(texts.replies.problems.priceRule);
      expect(data.detail, language).toContain(`„${contradicting[language].split("\n")[2]}“`);
    }
    // Any kind: an amount in a rejection's subject.
    const reject = await save({
      kind: "reject",
      language: "de",
      subject: "Leider belegt – Anzahlung von 300 € zurück",
      body: "Hallo {vorname}",
    });
    expect(reject.status).toBe(400);
    expect((reject.value as Answer).data.detail).toContain(
      "Betreff „Leider belegt – Anzahlung von 300 € zurück“ (300 €)",
    );
    expect(await getDb().db.select().from(replyTemplates)).toEqual([]);

    // Through the placeholder it is saved.
    const saved = await save({
      kind: "accept",
      language: "it",
      subject: "Il vostro soggiorno",
      body: "Gentile {vorname},\n\n{preisangabe}",
    });
    expect(saved.status).toBe(200);
    expect((await getDb().db.select().from(replyTemplates)).map((row) => row.body)).toEqual([
      "Gentile {vorname},\n\n{preisangabe}",
    ]);
  });

  it("shows the owners which saved templates contradict the rule, and why", async () => {
    await getDb()
      .db.insert(replyTemplates)
      .values([
        { kind: "accept", language: "de", subject: "Zusage", body: contradicting.de },
        { kind: "accept", language: "en", subject: "Your stay", body: "{preisangabe}" },
        { kind: "reply", language: "it", subject: "Totale 985 €", body: "Gentile {vorname}" },
      ]);
    const { templates: loaded } = await load();
    expect(loaded.accept.de.custom).toBe(true);
    expect(loaded.accept.de.problem).toContain(
      "„Der Preis beträgt {preis} (zuzüglich Ortstaxe).“ ({preis}, Ortstaxe)",
    );
    expect(loaded.reply.it.problem).toContain("Betreff „Totale 985 €“ (985 €)");
    expect(loaded.accept.en.problem).toBeNull();
    // The built-in ones keep the rule.
    expect(loaded.accept.it).toMatchObject({ custom: false, problem: null });
    expect(loaded.reject.de).toMatchObject({ custom: false, problem: null });
  });
});
