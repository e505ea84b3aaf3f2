import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "../../app/routes/guest-stay";
import { defaultStayTemplates } from "../../content/stay-templates";
import { defaultContactFacts } from "../../domain/contact/contact-facts";
import { epcPayload } from "../../domain/payments/epc-qr";
import { defaultHouseFacts } from "../../domain/site/house-facts";
import type { GuestStayView } from "../../domain/stays/guest-stay";
import { suggestedOfferTerms } from "../../domain/stays/offer-terms";
import { getAvailability } from "../../server/availability";
import { type DatabaseHandle, openMemoryDatabase } from "../../server/db/client";
import {
  emailOutbox,
  paymentSettings,
  reservations,
  siteFacts,
  siteFactsChanges,
  stayEvents,
  stayOffers,
} from "../../server/db/schema";
import { publicPageKey } from "../../server/page-cache";
import { saveHouseFacts } from "../../server/site-facts";
import { type OfferContext, sendOffer } from "../../server/stays/offers";
import { readPaymentSettings, savePaymentSettings } from "../../server/stays/payment-settings";
import { recordPayment } from "../../server/stays/payments";
import { loadStay } from "../../server/stays/stay-mail";
import { ownerAccount as account, paymentDefaults as defaults } from "../support/owners-payments";
import { outcome, routerContext, siteUrl, testServices } from "./admin-support";
import { appInProcess } from "./app-in-process";
import { describeWithDatabase, emptyTables } from "./databases";
import { stayGuest } from "./guests";

/*
 * The guest's own page (/aufenthalt?code=…): its loader and action on every database, then the
 * whole HTTP app in this process for what only a real answer shows (status, headers, the HTML,
 * the log lines).
 */

const owner = "owner@example.com";
const start = new Date("2027-03-01T09:00:00Z");
const days = (n: number) => new Date(start.getTime() + n * 86_400_000);
const urlencoded = "application/x-www-form-urlencoded";

/** The owner recording money at `now`, as the stay panel does. */
const ownerAt = async (db: DatabaseHandle["db"], now: Date) => ({
  by: owner,
  now,
  siteUrl,
  ownerEmail: owner,
  payment: await readPaymentSettings(db),
});

/** A pre-reserved stay with an offer sent, as the owners send it; its id and token. */
async function stayWithOffer(
  db: DatabaseHandle["db"],
  guest: { first: string; last: string; language: string; startDate: string; endDate: string },
) {
  const [row] = await db
    .insert(reservations)
    .values({
      ...stayGuest(guest.first, guest.last),
      startDate: guest.startDate,
      endDate: guest.endDate,
      status: "pre_reserved",
      offerPrice: "1126.40",
      language: guest.language,
      quote: {
        nights: 7,
        lines: [
          {
            season: { de: "Hauptsaison", en: "High season", it: "Alta stagione" },
            nights: 7,
            rateCents: 14_500,
            amountCents: 101_500,
          },
        ],
        cleaningFeeCents: 8_000,
        touristTax: [{ guests: 2, nights: 7, amountCents: 260, totalCents: 3_640 }],
        closedNights: 0,
        totalCents: 113_140,
      },
    })
    .returning();
  const context: OfferContext = {
    now: start,
    siteUrl,
    ownerEmail: owner,
    payment: await readPaymentSettings(db),
  };
  const terms = suggestedOfferTerms(112_640, guest.startDate, "2027-03-01", defaults);
  const sent = await sendOffer(
    db,
    row.id,
    {
      terms,
      reason: "Stammgast-Rabatt",
      message: defaultStayTemplates(defaultContactFacts, defaultHouseFacts).offer.de,
      by: owner,
    },
    context,
  );
  expect(sent.ok).toBe(true);
  const stay = (await loadStay(db, row.id))?.stay;
  return { id: row.id, token: stay?.guestToken as string, reference: stay?.reference as string };
}

const giulia = {
  first: "Giulia",
  last: "Rossi",
  language: "it",
  startDate: "2027-08-07",
  endDate: "2027-08-14",
};
const paolo = {
  first: "Paolo",
  last: "Bianchi",
  language: "it",
  startDate: "2027-09-04",
  endDate: "2027-09-11",
};

describeWithDatabase("the guest's page: loader and action", (getDb) => {
  let clock: Date;
  let services: ReturnType<typeof testServices>["services"];

  beforeAll(() => {
    ({ services } = testServices(getDb().db, { now: () => clock }));
  });

  beforeEach(async () => {
    const { db } = getDb();
    clock = start;
    await emptyTables(
      db,
      stayEvents,
      emailOutbox,
      reservations,
      paymentSettings,
      siteFacts,
      siteFactsChanges,
    );
    await savePaymentSettings(db, { ...defaults, account }, owner);
  });

  const pageUrl = (code: string) => `/aufenthalt?code=${encodeURIComponent(code)}&lng=it`;

  async function load(code: string) {
    return outcome(() =>
      loader({
        request: new Request(`${siteUrl}${pageUrl(code)}`),
        context: routerContext(services),
        params: {},
      } as never),
    );
  }
  const viewOf = async (code: string) => {
    const answer = await load(code);
    expect(answer.status).toBe(200);
    return (answer.value as { view: GuestStayView }).view;
  };

  async function post(code: string, fields: Record<string, string>) {
    return outcome(() =>
      action({
        request: new Request(`${siteUrl}${pageUrl(code)}`, {
          method: "POST",
          headers: { "content-type": urlencoded, origin: siteUrl },
          body: new URLSearchParams(fields).toString(),
        }),
        context: routerContext(services),
        params: {},
      } as never),
    );
  }
  const dataOf = (answer: { value: unknown }) =>
    (answer.value as { data: Record<string, unknown> }).data;

  const offerState = async (id: string) =>
    (await getDb().db.select().from(stayOffers).where(eq(stayOffers.reservationId, id)))[0]?.state;
  const ownerMails = async () =>
    (await getDb().db.select().from(emailOutbox)).filter(
      (mail) => mail.to === services.env.OWNER_EMAIL,
    );

  it("states the owners' free-cancellation days, the built-in ones until they set theirs", async () => {
    const { db } = getDb();
    const { token } = await stayWithOffer(db, giulia);
    expect(await viewOf(token)).toMatchObject({
      freeCancellationDays: defaultHouseFacts.freeCancellationDays,
      freeCancellationUntil: "2027-07-24",
    });
    await saveHouseFacts(
      db,
      { ...defaultHouseFacts, freeCancellationDays: 30 },
      { email: owner, at: clock },
      null,
    );
    expect(await viewOf(token)).toMatchObject({
      freeCancellationDays: 30,
      freeCancellationUntil: "2027-07-08",
    });
  });

  it("a wrong, malformed or revoked code is a 404 that shows no stay", async () => {
    const { db } = getDb();
    const { id, token } = await stayWithOffer(db, giulia);
    const other = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const code of ["", "x", other, `${token}x`, token.toLowerCase(), "'; drop table x --"]) {
      const answer = await load(code);
      expect(answer.status, code).toBe(404);
      expect(JSON.stringify(answer.value), code).not.toMatch(/Giulia|Rossi|FW-/);
    }
    // Revoked: the owners gave the stay a new token; the old one finds nothing, and does nothing.
    await db
      .update(reservations)
      .set({ guestToken: "N".repeat(43) })
      .where(eq(reservations.id, id));
    expect((await load(token)).status).toBe(404);
    const refused = await post(token, { intent: "accept", houseRules: "yes", terms: "yes" });
    expect(refused.status).toBe(404);
    expect(await offerState(id)).toBe("open");
    expect((await load("N".repeat(43))).status).toBe(200);
  });

  it("shows the stay, its price lines and terms, and nothing of another guest", async () => {
    const { db } = getDb();
    const own = await stayWithOffer(db, giulia);
    const other = await stayWithOffer(db, paolo);
    const view = await viewOf(own.token);
    expect(view).toMatchObject({
      firstName: "Giulia",
      startDate: "2027-08-07",
      endDate: "2027-08-14",
      nights: 7,
      adults: 2,
      children: 0,
      reference: own.reference,
      state: "open",
      totalCents: 112_640,
      totalReason: "Stammgast-Rabatt",
      holdUntil: days(3).toISOString(),
      freeCancellationUntil: "2027-07-24",
      freeCancellationDays: 14,
    });
    expect(view.quote?.cleaningFeeCents).toBe(8_000);
    expect(view.quote?.touristTax).toHaveLength(1);
    // What is due when, and the deposit's transfer at once (paying it accepts the offer); the
    // balance's once the deposit is in.
    expect(
      view.amounts.map(({ part, amountCents, openCents, transfer }) => ({
        part,
        amountCents,
        openCents,
        transfer: transfer?.amountCents ?? null,
      })),
    ).toEqual([
      { part: "deposit", amountCents: 33_800, openCents: 33_800, transfer: 33_800 },
      { part: "balance", amountCents: 78_840, openCents: 78_840, transfer: null },
    ]);
    const shown = JSON.stringify(view);
    for (const trace of ["Paolo", "Bianchi", other.reference, other.token, other.id]) {
      expect(shown).not.toContain(trace);
    }
    // Nor the owners' bookkeeping: not even the guest's own e-mail or the record's id.
    expect(shown).not.toContain("giulia@example.com");
    expect(shown).not.toContain(own.id);
    expect(shown).not.toContain(own.token);
  });

  it("refuses to accept in words unless both boxes are ticked, and changes nothing", async () => {
    const { id, token } = await stayWithOffer(getDb().db, giulia);
    const none = await post(token, { intent: "accept" });
    expect(none.status).toBe(400);
    expect(dataOf(none)).toEqual({ problem: "ticks", missing: ["houseRules", "terms"] });
    const one = await post(token, { intent: "accept", houseRules: "yes" });
    expect(dataOf(one)).toEqual({ problem: "ticks", missing: ["terms"] });
    const other = await post(token, { intent: "accept", houseRules: "on", terms: "yes" });
    expect(dataOf(other)).toEqual({ problem: "ticks", missing: ["houseRules"] });
    expect(await offerState(id)).toBe("open");
    expect(await ownerMails()).toEqual([]);

    const unknown = await post(token, { intent: "pay-later" });
    expect(unknown.status).toBe(400);
    expect(dataOf(unknown)).toEqual({ problem: "unreadable" });
    const notAForm = await outcome(() =>
      action({
        request: new Request(`${siteUrl}${pageUrl(token)}`, {
          method: "POST",
          headers: { "content-type": "text/plain", origin: siteUrl },
          body: "intent=accept&houseRules=yes&terms=yes",
        }),
        context: routerContext(services),
        params: {},
      } as never),
    );
    expect(notAForm.status).toBe(400);
    expect(await offerState(id)).toBe("open");
  });

  it("accepts with both ticks; the amount due now has its transfer and QR code", async () => {
    const { db } = getDb();
    const { id, token, reference } = await stayWithOffer(db, giulia);
    clock = days(1);
    const accepted = await post(token, { intent: "accept", houseRules: "yes", terms: "yes" });
    expect(accepted.status).toBe(303);
    expect((accepted.value as Response).headers.get("location")).toBe(pageUrl(token));
    expect(await offerState(id)).toBe("accepted");
    expect((await ownerMails()).map((mail) => mail.subject)).toEqual([
      expect.stringContaining("Angebot angenommen"),
    ]);

    let view = await viewOf(token);
    expect(view.state).toBe("accepted");
    expect(view.answeredAt).toBe(days(1).toISOString());
    expect(view.holdUntil).toBeNull();
    const [deposit, balance] = view.amounts;
    expect(deposit.transfer).toMatchObject({
      account,
      amountCents: 33_800,
      remittance: `${reference} Anzahlung`,
    });
    // Only the payment due now: the balance's transfer comes once the deposit is in.
    expect(balance.transfer).toBeNull();
    // The code is the EPC transfer of exactly this amount and text, drawn as an SVG.
    const svg = Buffer.from(
      (deposit.transfer?.qrCode ?? "").replace(/^data:image\/svg\+xml;base64,/, ""),
      "base64",
    ).toString("utf8");
    expect(svg).toMatch(/^<svg /);
    expect(
      epcPayload({
        name: account.holder,
        iban: account.iban,
        bic: account.bic,
        amountCents: 33_800,
        remittance: `${reference} Anzahlung`,
      }),
    ).toContain("EUR338.00");

    // Accepting twice is refused in words.
    const again = await post(token, { intent: "accept", houseRules: "yes", terms: "yes" });
    expect(again.status).toBe(409);
    expect(dataOf(again)).toEqual({ problem: "not-open" });

    // The deposit arrives: paid, booked, only the balance left to transfer.
    const payment = { amountCents: 33_800, receivedOn: "2027-03-05", method: "transfer" as const };
    await recordPayment(db, id, payment, await ownerAt(db, days(4)));
    clock = days(4);
    view = await viewOf(token);
    expect(view.state).toBe("booked");
    expect(view.receivedCents).toBe(33_800);
    expect(view.amounts.map((amount) => [amount.part, amount.openCents])).toEqual([
      ["deposit", 0],
      ["balance", 78_840],
    ]);
    expect(view.amounts.map((amount) => amount.transfer?.amountCents ?? null)).toEqual([
      null,
      78_840,
    ]);

    // Past its day the balance shows as overdue.
    clock = new Date("2027-07-09T09:00:00Z");
    view = await viewOf(token);
    expect(view.amounts[1]).toMatchObject({ part: "balance", overdue: true });
  });

  it("cancels only when confirmed; the nights are free at once", async () => {
    const { db } = getDb();
    const { id, token } = await stayWithOffer(db, giulia);
    const unconfirmed = await post(token, { intent: "cancel" });
    expect(unconfirmed.status).toBe(400);
    expect(dataOf(unconfirmed)).toEqual({ problem: "confirm" });
    expect((await loadStay(db, id))?.stay.status).toBe("pre_reserved");

    const cancelled = await post(token, { intent: "cancel", confirm: "yes" });
    expect(cancelled.status).toBe(303);
    const view = await viewOf(token);
    expect(view.state).toBe("cancelled");
    expect(view.amounts.every((amount) => amount.transfer === null)).toBe(true);
    expect(await getAvailability(db, "2027-03-01")).toEqual([]);
    expect((await ownerMails()).map((mail) => mail.subject)).toEqual([
      expect.stringContaining("Storniert vom Gast"),
    ]);
    const again = await post(token, { intent: "cancel", confirm: "yes" });
    expect(dataOf(again)).toEqual({ problem: "not-open" });
  });

  it("an offer past its hold shows as expired and can no longer be accepted", async () => {
    const { id, token } = await stayWithOffer(getDb().db, giulia);
    clock = days(3);
    expect((await viewOf(token)).state).toBe("expired");
    const late = await post(token, { intent: "accept", houseRules: "yes", terms: "yes" });
    expect(late.status).toBe(409);
    expect(dataOf(late)).toEqual({ problem: "expired" });
    expect(await offerState(id)).toBe("open");
  });
});

describe("the guest's page through the HTTP app", () => {
  let database: DatabaseHandle;
  let app: { request: (url: string, init?: RequestInit) => Promise<Response> };
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);

  beforeAll(async () => {
    const inProcess = await appInProcess();
    const support = await inProcess.load("/tests/integration/admin-support.ts");
    database = await openMemoryDatabase();
    await savePaymentSettings(database.db, { ...defaults, account }, owner);
    const { services } = support.testServices(database.db, { now: () => start });
    // Analytics configured: the guest's page must load it all the same never.
    const env = { ...services.env, ANALYTICS_ID: "G-TEST12345" };
    app = inProcess.httpApp({ services: { ...services, env } });
    // Every log line the app writes (the request log goes to stdout).
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      lines.push(String(chunk));
      return write(chunk, ...rest);
    }) as typeof process.stdout.write;
  }, 120_000);

  afterAll(async () => {
    process.stdout.write = write;
    await database?.close();
  });

  const get = (path: string) => app.request(`${siteUrl}${path}`);

  it("answers the page with noindex, no referrer, no shared caching and no analytics", async () => {
    const { token, reference } = await stayWithOffer(database.db, giulia);
    await stayWithOffer(database.db, paolo);
    const response = await get(`/aufenthalt?code=${token}&lng=it`);
    expect(response.status).toBe(200);
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain('<html lang="it"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(html).toContain("Il vostro soggiorno");
    expect(html).toContain(reference);
    expect(html).toContain("Giulia");
    expect(html).not.toContain("Paolo");
    // No React in the browser, no consent banner, no analytics id, nothing from elsewhere.
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("data-consent-banner");
    expect(html).not.toContain("G-TEST12345");
    expect(html).not.toMatch(/(?:src|href)="https?:\/\/(?!localhost:3000)/);
    // The print styles never hold up the first paint on screen.
    expect(html).toMatch(
      /<link[^>]* rel="stylesheet"[^>]* href="[^"]*print[^"]*\.css[^"]*" media="print"/,
    );
    // The forms post to the page's own address, the code in its query.
    expect(html).toMatch(/<form novalidate="" method="post">/i);
    // A public page of the same app does carry the analytics id: the test would notice.
    expect(await (await get("/")).text()).toContain("G-TEST12345");
  }, 60_000);

  it("shows the payment due now first, with copy buttons the script reveals", async () => {
    const { token, reference } = await stayWithOffer(database.db, {
      ...giulia,
      language: "de",
      startDate: "2027-05-08",
      endDate: "2027-05-15",
    });
    const html = await (await get(`/aufenthalt?code=${token}&lng=de`)).text();
    // The deposit accepts the offer, said with the hold's time; its transfer before the list.
    expect(html).toContain("Mit der Anzahlung nehmen Sie das Angebot an");
    expect(html).toContain("4. März 2027 um 10:00");
    expect(html.indexOf('data-testid="transfer-deposit"')).toBeLessThan(
      html.indexOf('data-testid="amount-deposit"'),
    );
    expect(html).not.toContain('data-testid="transfer-balance"');
    // Each value as text, and a hidden button with exactly what to paste (the IBAN unspaced).
    expect(html).toContain("AT61 1904 3002 3457 3201");
    expect(html).toMatch(/<button type="button" hidden=""[^>]*data-copy="AT611904300234573201"/);
    expect(html).toMatch(/<button type="button" hidden=""[^>]*data-copy="338,00"/);
    expect(html).toMatch(
      new RegExp(`<button type="button" hidden=""[^>]*data-copy="${reference} Anzahlung"`),
    );
    expect(html).toContain("Am Computer? Mit dem Handy scannen.");
    expect(html).toContain(`href="/aufenthalt.ics?code=${token}"`);
    // The tax is a price line; a quote without one says the tax comes on top.
    expect(html).not.toContain('data-testid="tax-added"');
    const [row] = await database.db
      .select()
      .from(reservations)
      .where(eq(reservations.guestToken, token));
    const quote = row.quote && { ...row.quote, touristTax: [] };
    await database.db.update(reservations).set({ quote }).where(eq(reservations.id, row.id));
    expect(await (await get(`/aufenthalt?code=${token}&lng=de`)).text()).toContain(
      "Zuzüglich Ortstaxe pro Person und Nacht",
    );
  }, 60_000);

  it("gives the stay as a calendar file behind the same secret", async () => {
    const { token } = await stayWithOffer(database.db, {
      ...giulia,
      startDate: "2027-06-05",
      endDate: "2027-06-12",
    });
    const response = await get(`/aufenthalt.ics?code=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const text = (await response.text()).replace(/\r\n /g, "");
    expect(text).toContain("DTSTART;VALUE=DATE:20270605");
    // The departure day is in it (the end is exclusive).
    expect(text).toContain("DTEND;VALUE=DATE:20270613");
    expect(text).toContain(`LOCATION:Ferienwohnung Almblick\\, ${defaultContactFacts.street}`);
    expect(text).toContain("SUMMARY:Ferienwohnung Almblick: il vostro soggiorno");
    expect(text).toContain(`/aufenthalt?code=${token}&lng=it`);
    expect((await get(`/aufenthalt.ics?code=${"N".repeat(43)}`)).status).toBe(404);
  }, 60_000);

  it("answers a wrong code with the site's 404 page and no word of any stay", async () => {
    await stayWithOffer(database.db, {
      ...giulia,
      first: "Greta",
      last: "Haller",
      startDate: "2027-10-02",
      endDate: "2027-10-09",
    });
    for (const code of ["", "nope", "A".repeat(43)]) {
      const response = await get(`/aufenthalt?code=${code}&lng=de`);
      expect(response.status, code).toBe(404);
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      const html = await response.text();
      expect(html).toContain("data-not-found");
      expect(html).not.toMatch(/Greta|Haller|FW-/);
    }
  }, 60_000);

  it("is never kept by the page cache: a payment shows at the next visit", async () => {
    const { id, token } = await stayWithOffer(database.db, {
      ...giulia,
      first: "Hanna",
      startDate: "2027-11-06",
      endDate: "2027-11-13",
    });
    const page = `/aufenthalt?code=${token}&lng=en`;
    expect(publicPageKey(new URL(`${siteUrl}${page}`), "en", "2027-03-01")).toBeNull();
    const accept = await app.request(`${siteUrl}${page}`, {
      method: "POST",
      headers: { "content-type": urlencoded, origin: siteUrl },
      body: "intent=accept&houseRules=yes&terms=yes",
    });
    expect(accept.status).toBe(303);
    expect(await (await get(page)).text()).toContain("Status: Offer accepted");
    // Payments do not change what the public pages show (no new public-pages version).
    await recordPayment(
      database.db,
      id,
      { amountCents: 33_800, receivedOn: "2027-03-02", method: "transfer" },
      await ownerAt(database.db, start),
    );
    expect(await (await get(page)).text()).toContain("Status: Booked");
  }, 60_000);

  it("takes the forms' posts, whose origin the no-referrer policy empties", async () => {
    const { token } = await stayWithOffer(database.db, {
      ...giulia,
      first: "Jana",
      startDate: "2028-01-08",
      endDate: "2028-01-15",
    });
    const post = (site: string) =>
      app.request(`${siteUrl}/aufenthalt?code=${token}&lng=de`, {
        method: "POST",
        // What Chromium sends from a page with Referrer-Policy: no-referrer.
        headers: { "content-type": urlencoded, origin: "null", "sec-fetch-site": site },
        body: "intent=accept&houseRules=yes&terms=yes",
      });
    // From another site: refused before any action runs.
    expect((await post("cross-site")).status).toBe(403);
    expect(await (await get(`/aufenthalt?code=${token}&lng=en`)).text()).toContain(
      "Status: Offer<",
    );
    expect((await post("same-origin")).status).toBe(303);
    expect(await (await get(`/aufenthalt?code=${token}&lng=en`)).text()).toContain(
      "Status: Offer accepted",
    );
  }, 60_000);

  it("writes the path to the request log, never the code", async () => {
    const { token } = await stayWithOffer(database.db, {
      ...giulia,
      first: "Ida",
      startDate: "2027-12-04",
      endDate: "2027-12-11",
    });
    lines.length = 0;
    await get(`/aufenthalt?code=${token}&lng=de`);
    await app.request(`${siteUrl}/aufenthalt?code=${token}&lng=de`, {
      method: "POST",
      headers: { "content-type": urlencoded, origin: siteUrl },
      body: "intent=accept",
    });
    const requests = lines.filter((line) => line.includes('"message":"request"'));
    expect(requests).toEqual([
      expect.stringContaining('"path":"/aufenthalt"'),
      expect.stringContaining('"path":"/aufenthalt"'),
    ]);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  }, 60_000);
});
