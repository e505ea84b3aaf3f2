import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { paymentSettings, replySettings } from "../../server/db/schema";
import { describeEachDatabase, emptyTables } from "./databases";

// The statement of migration 0013 that moves the bank details the owners typed into the replies'
// payment text into their account; run here on texts the owners might have written.
const migration = readFileSync(
  resolve(import.meta.dirname, "../../server/db/migrations/0013_offers_payments_stay_history.sql"),
  "utf8",
);
const moveStatement = migration
  .split("--> statement-breakpoint")
  .find((statement) => statement.includes('INSERT INTO "payment_settings"')) as string;

describeEachDatabase("bank details moved from the payment text", (getDb) => {
  beforeEach(async () => {
    await emptyTables(getDb().db, paymentSettings, replySettings);
  });

  async function moved(paymentDetails: string) {
    const { db } = getDb();
    await db.insert(replySettings).values({ id: 1, paymentDetails, updatedBy: "o@example.com" });
    await db.execute(sql.raw(moveStatement));
    return db.select().from(paymentSettings);
  }

  it("takes holder, IBAN and BIC from a typical text", async () => {
    const rows = await moved(
      "Kontoinhaber: Maria Gruber\nIBAN: AT61 1904 3002 3457 3201\nBIC: BKAUATWW\nBitte den Namen angeben.",
    );
    expect(rows).toEqual([
      expect.objectContaining({
        accountHolder: "Maria Gruber",
        iban: "AT611904300234573201",
        bic: "BKAUATWW",
        depositPercent: 30,
      }),
    ]);
  });

  it("keeps what it can read and leaves the rest empty", async () => {
    const rows = await moved("Überweisung an iban at61 1904 3002 3457 3201");
    expect(rows).toEqual([
      expect.objectContaining({ accountHolder: "", iban: "AT611904300234573201", bic: null }),
    ]);
  });

  it("moves nothing from a text without an IBAN", async () => {
    expect(await moved("Bar bei Anreise")).toEqual([]);
  });
});
