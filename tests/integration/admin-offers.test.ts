import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import * as kpisRoute from "../../app/routes/admin-kpis";
import * as offerRoute from "../../app/routes/admin-offer";
import * as paymentsRoute from "../../app/routes/admin-payments";
import * as templatesRoute from "../../app/routes/admin-reply-templates";
import * as reservationsRoute from "../../app/routes/admin-reservations";
import { addDays } from "../../domain/booking/dates";
import { formatShortDate } from "../../domain/booking/format";
import type { PriceQuote } from "../../domain/booking/quote";
import { propertyDateOf } from "../../domain/booking/today";
import { loadInbox } from "../../server/admin/inbox";
import {
  bookingInquiries,
  emailOutbox,
  paymentSettings,
  replySettings,
  replyTemplates,
  reservations,
  stayEvents,
  stayOffers,
  stayPayments,
} from "../../server/db/schema";
import { stayHistory } from "../../server/stays/history";
import { stayOfToken } from "../../server/stays/offers";
import { readPaymentSettings, savePaymentSettings } from "../../server/stays/payment-settings";
import { loadStay } from "../../server/stays/stay-mail";
import { ownerAccount as account, paymentDefaults as defaults } from "../support/owners-payments";
import {
  createUsers,
  formPost,
  outcome,
  routerContext,
  siteUrl,
  testServices,
} from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";
import { stayGuest } from "./guests";

type RouteModule = {
  loader: (args: never) => Promise<unknown>;
  action?: (args: never) => Promise<unknown>;
};

const owner = "admin@example.com";
/**
 * The application's clock, moved by the tests: midday of the real today (the sessions of the
 * signed-in owner live in real time), the stay some months on.
 */
const today = propertyDateOf(new Date());
const start = new Date(`${today}T11:00:00Z`);
const days = (n: number) => new Date(start.getTime() + n * 86_400_000);
const on = (n: number) => addDays(today, n);
const arrival = on(160);
const departure = addDays(arrival, 7);

/** 7 nights × 150 € + 76,40 € cleaning = 1.126,40 €, as the website quoted it. */
const quote: PriceQuote = {
  nights: 7,
  lines: [{ season: { de: "Sommer" }, nights: 7, rateCents: 15_000, amountCents: 105_000 }],
  cleaningFeeCents: 7_640,
  touristTax: [],
  closedNights: 0,
  totalCents: 112_640,
};

/** The field values of the Zahlungen form. */
const settingsForm = {
  intent: "save-payment",
  holder: "Maria Gruber",
  iban: "AT61 1904 3002 3457 3201",
  bic: "",
  deposit_percent: "30",
  deposit_days: "7",
  balance_days: "30",
  hold_days: "3",
};

describeWithDatabase("the owners' offers and payments", (getDb) => {
  let setup: ReturnType<typeof testServices>;
  let cookie: string;
  let clock = start;

  beforeAll(async () => {
    setup = testServices(getDb().db, { now: () => clock });
    cookie = (await createUsers(setup.auth)).admin;
  });

  beforeEach(async () => {
    clock = start;
    await emptyTables(
      getDb().db,
      stayEvents,
      stayPayments,
      stayOffers,
      emailOutbox,
      reservations,
      bookingInquiries,
      paymentSettings,
      replySettings,
      replyTemplates,
    );
  });

  const context = () => routerContext(setup.services);
  const load = (module: RouteModule, path: string) =>
    outcome(() =>
      module.loader({
        request: new Request(`${siteUrl}${path}`, { headers: { cookie } }),
        context: context(),
        params: {},
      } as never),
    );
  const post = (module: RouteModule, path: string, fields: Record<string, string>) =>
    outcome(() =>
      (module.action as NonNullable<RouteModule["action"]>)({
        request: formPost(path, fields, cookie),
        context: context(),
        params: {},
      } as never),
    );
  /** What a loader or an action's data() carried. */
  const body = <T>(value: unknown) => (value as { data: T }).data ?? (value as T);
  const location = (value: unknown) => (value as Response).headers.get("location");

  async function newInquiry(firstName: string, language = "it") {
    const [row] = await getDb()
      .db.insert(bookingInquiries)
      .values({
        firstName,
        lastName: "Rossi",
        contactEmail: `${firstName.toLowerCase()}@example.com`,
        guestCount: 2,
        preferredStartDate: arrival,
        preferredEndDate: departure,
        message: "2 Erwachsene, 0 Kinder",
        quotedPrice: "1126.40",
        quote,
        language,
      })
      .returning();
    return row.id;
  }

  async function preReserved(
    firstName: string,
    status: "pre_reserved" | "booked" = "pre_reserved",
  ) {
    const [row] = await getDb()
      .db.insert(reservations)
      .values({
        ...stayGuest(firstName, "Muster"),
        startDate: arrival,
        endDate: departure,
        status,
        offerPrice: "900.00",
      })
      .returning();
    return row.id;
  }

  /** The offer form's fields as the page suggests them, with `changes`. */
  async function offerFields(
    path: string,
    changes: Record<string, string> = {},
  ): Promise<Record<string, string>> {
    const page = body<{ draft: { values: Record<string, string> } }>(
      (await load(offerRoute, path)).value,
    );
    return { intent: "send-offer", ...page.draft.values, ...changes };
  }

  it("saves the account and defaults, and refuses an invalid IBAN in words, saving nothing", async () => {
    const { db } = getDb();
    const empty = body<{ settings: { account: null } }>(
      (await load(paymentsRoute, "/admin/zahlungen")).value,
    );
    expect(empty.settings.account).toBeNull();

    const wrong = await post(paymentsRoute, "/admin/zahlungen", {
      ...settingsForm,
      iban: "AT61 1904 3002 3457 3202",
      hold_days: "45",
    });
    expect(wrong.status).toBe(400);
    const refused = body<{ fieldErrors: Record<string, string>; values: Record<string, string> }>(
      wrong.value,
    );
    expect(refused.fieldErrors.iban).toMatch(/IBAN ist ungültig/);
    expect(refused.fieldErrors.hold_days).toBe("Bitte eine ganze Zahl von 1 bis 30 angeben.");
    expect(refused.values.iban).toBe("AT61 1904 3002 3457 3202");
    expect(await db.select().from(paymentSettings)).toEqual([]);

    const saved = await post(paymentsRoute, "/admin/zahlungen", {
      ...settingsForm,
      bic: "bkauatww",
      deposit_percent: "25",
    });
    expect(saved.status).toBe(200);
    expect(await readPaymentSettings(db)).toEqual({
      ...defaults,
      depositPercent: 25,
      account: { holder: "Maria Gruber", iban: "AT611904300234573201", bic: "BKAUATWW" },
    });
    const [row] = await db.select().from(paymentSettings);
    expect(row.updatedBy).toBe(owner);
  });

  it("marks an account taken over from the old payment text that is not valid", async () => {
    await getDb()
      .db.insert(paymentSettings)
      .values({ id: 1, accountHolder: "", iban: "AT611904300234573201" });
    const page = body<{ storedInvalid: boolean }>(
      (await load(paymentsRoute, "/admin/zahlungen")).value,
    );
    expect(page.storedInvalid).toBe(true);
  });

  it("fills {zahlungsdaten} from the account; the templates page no longer saves a payment text", async () => {
    const { db } = getDb();
    await savePaymentSettings(db, { ...defaults, account }, owner);
    const inbox = await loadInbox(db, {
      inquiryId: null,
      filter: "alle",
      search: "",
      page: 1,
    } as never);
    expect(inbox.paymentAccount).toEqual(account);

    const old = await post(templatesRoute, "/admin/anfragen/vorlagen", {
      intent: "payment",
      payment_details: "IBAN AT00 0000",
    });
    expect(old.status).toBe(400);
    expect(await db.select().from(replySettings)).toEqual([]);
  });

  it("edits the stay messages' templates beside the replies, with the stays' placeholders", async () => {
    const { db } = getDb();
    const page = body<{ stayTemplates: Record<string, Record<string, { custom: boolean }>> }>(
      (await load(templatesRoute, "/admin/anfragen/vorlagen")).value,
    );
    expect(Object.keys(page.stayTemplates)).toEqual(expect.arrayContaining(["offer", "cancelled"]));
    const template = {
      intent: "save",
      kind: "offer",
      language: "it",
      subject: "La vostra offerta",
      body: "Ecco la vostra pagina: {gastseite}\nAcconto {anzahlung} entro il {anzahlung_bis}, causale {referenz}; l'offerta vale fino al {angebot_bis}.",
    };
    for (const [change, problem] of [
      [{ body: "Ecco {pagina}" }, /Unbekannte Platzhalter: \{pagina\}/],
      // The guest's link lost: the mail would not tell the family where its page is.
      [
        { body: template.body.replace("{gastseite}", "la pagina") },
        /Diese Nachricht braucht noch: \{gastseite\}/,
      ],
      [{ body: "Acconto: 300 € entro {anzahlung_bis}" }, /\{preisangabe\}/],
      [{ kind: "offerta" }, /Nicht gespeichert/],
    ] as const) {
      const refused = await post(templatesRoute, "/admin/anfragen/vorlagen", {
        ...template,
        ...change,
      });
      expect(refused.status).toBe(400);
      const answer = body<{ message: string; detail?: string }>(refused.value);
      expect(`${answer.message} ${answer.detail ?? ""}`).toMatch(problem);
    }
    expect(await db.select().from(replyTemplates)).toEqual([]);

    const saved = await post(templatesRoute, "/admin/anfragen/vorlagen", template);
    expect(saved.status).toBe(200);
    const inquiry = await newInquiry("Giulia");
    const draft = body<{ draft: { values: Record<string, string> } }>(
      (await load(offerRoute, `/admin/angebot?anfrage=${inquiry}`)).value,
    ).draft;
    expect(draft.values.subject).toBe("La vostra offerta");

    await post(templatesRoute, "/admin/anfragen/vorlagen", {
      intent: "restore",
      kind: "offer",
      language: "it",
    });
    expect(await db.select().from(replyTemplates)).toEqual([]);
  });

  it("sends an offer from an inquiry: accepted, held, mailed in the guest's language", async () => {
    const { db } = getDb();
    const inquiry = await newInquiry("Giulia");
    const path = `/admin/angebot?anfrage=${inquiry}`;
    const page = body<{
      draft: { quotedCents: number; values: Record<string, string>; hasAccount: boolean };
    }>((await load(offerRoute, path)).value);
    expect(page.draft.quotedCents).toBe(112_640);
    expect(page.draft.hasAccount).toBe(false);
    expect(page.draft.values).toMatchObject({
      total: "1126,40",
      deposit: "338",
      deposit_due: on(7),
      balance_due: addDays(arrival, -30),
      hold_days: "3",
    });
    expect(page.draft.values.subject).toContain("offerta");

    // No account yet: refused with the way to it; the inquiry stays new.
    const noAccount = await post(offerRoute, path, await offerFields(path));
    expect(noAccount.status).toBe(409);
    expect(body<{ detail: string; link: { to: string } }>(noAccount.value)).toMatchObject({
      detail: "Es ist noch kein Konto für die Überweisungen hinterlegt.",
      link: { to: "/admin/zahlungen" },
    });
    await savePaymentSettings(db, { ...defaults, account }, owner);

    // Another total needs a reason for the guest.
    const noReason = await post(offerRoute, path, await offerFields(path, { total: "1.000" }));
    expect(noReason.status).toBe(400);
    expect(body<{ fieldErrors: Record<string, string> }>(noReason.value).fieldErrors).toEqual({
      reason:
        "Der Gesamtpreis weicht vom Preis laut Website ab: Bitte eine Begründung für den Gast angeben.",
    });
    const typo = await post(offerRoute, path, await offerFields(path, { body: "Ciao {nome}" }));
    expect(body<{ fieldErrors: Record<string, string> }>(typo.value).fieldErrors.body).toBe(
      "Unbekannte Platzhalter: {nome}",
    );
    expect(await db.select().from(reservations)).toEqual([]);
    const [still] = await db.select().from(bookingInquiries);
    expect(still.processed).toBe(false);

    const sent = await post(
      offerRoute,
      path,
      await offerFields(path, { total: "1.000", reason: "Sconto per la settimana intera" }),
    );
    expect(sent.status).toBe(302);
    const [stay] = await db.select().from(reservations);
    expect(location(sent.value)).toBe(
      `/admin/reservierungen?aufenthalt=${stay.id}&hinweis=angebot`,
    );
    expect(stay).toMatchObject({
      inquiryId: inquiry,
      language: "it",
      quote,
      status: "pre_reserved",
      holdsDates: true,
      holdUntil: days(3),
      offerPrice: "1000.00",
    });
    const [answered] = await db.select().from(bookingInquiries);
    expect(answered).toMatchObject({ processed: true, decision: "accepted", decidedBy: owner });
    const [offer] = await db.select().from(stayOffers);
    expect(offer).toMatchObject({
      totalCents: 100_000,
      totalReason: "Sconto per la settimana intera",
      depositCents: 33_800,
      state: "open",
      sentBy: owner,
    });
    const mails = await db.select().from(emailOutbox);
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ["stay-offer", "giulia@example.com"],
    ]);
    expect(mails[0].text).toContain("AT61 1904 3002 3457 3201");
    expect(mails[0].text).toContain(`${siteUrl}/aufenthalt?code=${stay.guestToken}&lng=it`);

    // Sending again from the inquiry is refused: it is answered; the stay is where to go.
    const again = await load(offerRoute, path);
    expect(
      body<{ draft: { blocked: { link: { to: string } } } }>(again.value).draft.blocked,
    ).toMatchObject({
      link: { to: `/admin/reservierungen?aufenthalt=${stay.id}` },
    });
  });

  it("refuses in words when the nights are taken meanwhile, and leaves the inquiry new", async () => {
    const { db } = getDb();
    await savePaymentSettings(db, { ...defaults, account }, owner);
    await preReserved("Bruno", "booked");
    const inquiry = await newInquiry("Giulia");
    const path = `/admin/angebot?anfrage=${inquiry}`;
    const page = body<{ draft: { nightsTaken: string } }>((await load(offerRoute, path)).value);
    expect(page.draft.nightsTaken).toBe(
      `Die Nächte sind inzwischen vergeben (Bruno Muster, ${formatShortDate("de", arrival)} – ${formatShortDate("de", departure)}, Gebucht).`,
    );
    const refused = await post(offerRoute, path, await offerFields(path));
    expect(refused.status).toBe(409);
    expect(body<{ detail: string }>(refused.value).detail).toContain("inzwischen vergeben");
    const [still] = await db.select().from(bookingInquiries);
    expect(still.processed).toBe(false);
    expect(await db.select().from(emailOutbox)).toEqual([]);
  });

  it("sends an offer for a manual pre-reserved stay, and none for a booked one", async () => {
    const { db } = getDb();
    await savePaymentSettings(db, { ...defaults, account }, owner);
    const id = await preReserved("Anna");
    const path = `/admin/angebot?aufenthalt=${id}`;
    const fields = await offerFields(path);
    expect(fields).toMatchObject({ total: "900", deposit: "270" });
    expect(fields.subject).toContain("Ihr Angebot");
    const sent = await post(offerRoute, path, fields);
    expect(location(sent.value)).toBe(`/admin/reservierungen?aufenthalt=${id}&hinweis=angebot`);
    expect((await loadStay(db, id))?.offer?.state).toBe("open");

    await db.delete(reservations).where(eq(reservations.id, id));
    const booked = await preReserved("Berta", "booked");
    const bookedPath = `/admin/angebot?aufenthalt=${booked}`;
    const page = body<{ draft: { blocked: { message: string } } }>(
      (await load(offerRoute, bookedPath)).value,
    );
    expect(page.draft.blocked.message).toBe(
      "Angebote gehen nur für vorreservierte Aufenthalte hinaus. Dieser Aufenthalt ist Gebucht.",
    );
    const refused = await post(offerRoute, bookedPath, fields);
    expect(refused.status).toBe(409);
  });

  /** A stay with an offer sent by the owners and accepted by the guest (its token returned). */
  async function acceptedStay() {
    const { db } = getDb();
    await savePaymentSettings(db, { ...defaults, account }, owner);
    const inquiry = await newInquiry("Giulia");
    const path = `/admin/angebot?anfrage=${inquiry}`;
    await post(offerRoute, path, await offerFields(path));
    const [stay] = await db.select().from(reservations);
    await db.update(stayOffers).set({ state: "accepted" });
    await db.update(reservations).set({ holdUntil: null });
    return stay;
  }

  const stayPage = (id: string) => `/admin/reservierungen?aufenthalt=${id}`;
  const payment = (id: string, amount: string, extra: Record<string, string> = {}) => ({
    intent: "record-payment",
    id,
    amount,
    received_on: on(4),
    method: "transfer",
    ...extra,
  });

  it("records payments: the status follows the money, nonsense is refused in words", async () => {
    const { db } = getDb();
    const stay = await acceptedStay();
    clock = days(5);
    const page = stayPage(stay.id);

    for (const [amount, extra, field, message] of [
      ["abc", {}, "amount", /Bitte einen Betrag in Euro/],
      ["0", {}, "amount", /keine Zahlung/],
      ["-10", {}, "amount", /Rückzahlung ist höher als das bisher Erhaltene \(0,00\s€\)/],
      ["338", { received_on: on(6) }, "received_on", /nicht in der Zukunft/],
      ["338", { method: "bitcoin" }, "method", /Art der Zahlung/],
    ] as const) {
      const refused = await post(reservationsRoute, page, payment(stay.id, amount, extra));
      expect(refused.status).toBe(400);
      expect(
        body<{ fieldErrors: Record<string, string> }>(refused.value).fieldErrors[field],
      ).toMatch(message);
    }
    expect(await db.select().from(stayPayments)).toEqual([]);

    const deposit = await post(reservationsRoute, page, payment(stay.id, "338,00"));
    expect(location(deposit.value)).toBe(`${page}&hinweis=zahlung`);
    expect((await loadStay(db, stay.id))?.stay.status).toBe("booked");
    const balance = await post(reservationsRoute, page, payment(stay.id, "788,40"));
    expect(balance.status).toBe(302);
    expect((await loadStay(db, stay.id))?.stay.status).toBe("paid");
    await post(reservationsRoute, page, payment(stay.id, "-100", { method: "cash" }));

    const shown = body<{
      opened: {
        panel: {
          status: string;
          receivedCents: number;
          history: { kind: string; actor: string }[];
        };
      };
    }>((await load(reservationsRoute, `${page}&hinweis=zahlung`)).value);
    expect(shown.opened.panel.status).toBe("paid");
    expect(shown.opened.panel.receivedCents).toBe(102_640);
    expect(shown.opened.panel.history.map((event) => [event.kind, event.actor])).toEqual([
      ["offer_sent", owner],
      ["message", owner],
      ["payment", owner],
      ["status", "system"],
      ["message", "system"],
      ["payment", owner],
      ["status", "system"],
      ["message", "system"],
      ["refund", owner],
    ]);
  });

  it("asks before recording an odd amount, and takes a payment back with its reason", async () => {
    const { db } = getDb();
    const stay = await acceptedStay();
    clock = days(5);
    const page = stayPage(stay.id);
    type Panel = {
      opened: {
        panel: {
          status: string;
          totalCents: number;
          receivedCents: number;
          payments: { id: string; amountCents: number }[];
          history: { kind: string; detail: Record<string, unknown> | null }[];
        };
      };
    };
    const panel = async () => body<Panel>((await load(reservationsRoute, page)).value).opened.panel;

    // 5.000 typed for the deposit: asked about, nothing recorded.
    const asked = await post(reservationsRoute, page, payment(stay.id, "5.000"));
    expect(asked.status).toBe(400);
    expect(
      body<{ fieldErrors: Record<string, string> }>(asked.value).fieldErrors.confirm_amount,
    ).toMatch(/^5\.000,00\s€ ist mehr als noch offen ist/);
    expect(await db.select().from(stayPayments)).toEqual([]);
    // Confirmed: recorded, paid, and beyond the total by what the panel shows as "Überzahlung".
    const confirmed = await post(
      reservationsRoute,
      page,
      payment(stay.id, "5.000", { confirm_amount: "yes" }),
    );
    expect(confirmed.status).toBe(302);
    let shown = await panel();
    expect(shown.status).toBe("paid");
    expect(shown.receivedCents).toBe(500_000);
    expect(shown.receivedCents).toBeGreaterThan(shown.totalCents);

    // Taken back: a reason is needed, then the status follows the money left (none).
    const [recorded] = shown.payments;
    const undo = { intent: "undo-payment", id: stay.id, payment: recorded.id };
    const noReason = await post(reservationsRoute, page, { ...undo, reason: " " });
    expect(noReason.status).toBe(400);
    expect(body<{ fieldErrors: Record<string, string> }>(noReason.value).fieldErrors.reason).toBe(
      "Bitte kurz angeben, warum die Zahlung zurückgenommen wird.",
    );
    const undone = await post(reservationsRoute, page, { ...undo, reason: "Tippfehler" });
    expect(undone.status).toBe(302);
    shown = await panel();
    expect(shown).toMatchObject({ status: "pre_reserved", receivedCents: 0, payments: [] });
    expect(shown.history.at(-2)).toMatchObject({
      kind: "payment_undone",
      detail: { amountCents: 500_000, reason: "Tippfehler" },
    });
    expect(shown.history.at(-1)).toMatchObject({ kind: "status" });
  });

  it("finds a stay by the reference of a transfer, as the owners type it", async () => {
    const stay = await acceptedStay();
    const code = (stay.reference as string).slice(3);
    for (const typed of [
      stay.reference,
      `fw ${code.toLowerCase()}`,
      `${stay.reference} Anzahlung`,
    ]) {
      const found = await load(
        reservationsRoute,
        `/admin/reservierungen?referenz=${encodeURIComponent(typed as string)}`,
      );
      expect(location(found.value)).toBe(stayPage(stay.id));
    }
    const missing = await load(reservationsRoute, "/admin/reservierungen?referenz=FW-ZZZZZZ");
    expect(body<{ referenceNotFound: string }>(missing.value).referenceNotFound).toBe("FW-ZZZZZZ");
  });

  it("revokes the guest's link: a new one, the old one finds nothing", async () => {
    const { db } = getDb();
    const stay = await acceptedStay();
    const old = stay.guestToken as string;
    expect(await stayOfToken(db, old)).not.toBeNull();
    const revoked = await post(reservationsRoute, stayPage(stay.id), {
      intent: "revoke-link",
      id: stay.id,
    });
    expect(location(revoked.value)).toBe(`${stayPage(stay.id)}&hinweis=link`);
    const renewed = (await loadStay(db, stay.id))?.stay.guestToken as string;
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed).not.toBe(old);
    expect(await stayOfToken(db, old)).toBeNull();
    expect(await stayOfToken(db, renewed)).not.toBeNull();
    expect((await stayHistory(db, stay.id)).at(-1)).toMatchObject({
      kind: "link_revoked",
      actor: owner,
    });
    // A stay that never had a link has none to revoke.
    const manual = await preReserved("Anna");
    await db.delete(reservations).where(eq(reservations.id, stay.id));
    const none = await post(reservationsRoute, stayPage(manual), {
      intent: "revoke-link",
      id: manual,
    });
    expect(none.status).toBe(404);
  });

  it("takes a status set by hand as the owners': recorded, kept from payments, a cancellation frees the nights", async () => {
    const { db } = getDb();
    await savePaymentSettings(db, { ...defaults, account }, owner);
    const id = await preReserved("Anna");
    const offerPath = `/admin/angebot?aufenthalt=${id}`;
    await post(offerRoute, offerPath, await offerFields(offerPath));
    const form = {
      intent: "update",
      id,
      first_name: "Anna",
      last_name: "Muster",
      email: "anna@example.com",
      adults: "2",
      children: "0",
      offer_price: "900",
      start_date: arrival,
      end_date: departure,
    };
    // Unchanged status: nothing by hand.
    await post(reservationsRoute, "/admin/reservierungen", { ...form, status: "pre_reserved" });
    expect((await loadStay(db, id))?.stay.statusByHand).toBe(false);

    const cancelled = await post(reservationsRoute, "/admin/reservierungen", {
      ...form,
      status: "cancelled",
    });
    expect(cancelled.status).toBe(200);
    const loaded = await loadStay(db, id);
    expect(loaded?.stay).toMatchObject({
      status: "cancelled",
      statusByHand: true,
      holdsDates: false,
      holdUntil: null,
    });
    expect(loaded?.offer?.state).toBe("withdrawn");
    // The status by the owner, then the guest's mail about it.
    expect((await stayHistory(db, id)).slice(-2)).toMatchObject([
      { kind: "status", actor: owner, detail: { from: "pre_reserved", to: "cancelled" } },
      { kind: "message", actor: "system", detail: { message: "called_off" } },
    ]);
    // Money recorded afterwards does not move it.
    clock = days(2);
    await post(reservationsRoute, stayPage(id), payment(id, "900", { received_on: on(1) }));
    expect((await loadStay(db, id))?.stay.status).toBe("cancelled");
  });

  it("shows what needs the owners today on the admin start", async () => {
    const { db } = getDb();
    await savePaymentSettings(db, { ...defaults, account }, owner);
    const waiting = await preReserved("Anna");
    const offerPath = `/admin/angebot?aufenthalt=${waiting}`;
    await post(offerRoute, offerPath, await offerFields(offerPath));
    const [arriving] = await db
      .insert(reservations)
      .values({
        ...stayGuest("Carla", "Nah"),
        startDate: on(3),
        endDate: on(5),
        status: "booked",
      })
      .returning();
    const [asking] = await db
      .insert(bookingInquiries)
      .values({
        firstName: "Nora",
        lastName: "Neu",
        contactEmail: "nora@example.com",
        guestCount: 2,
        preferredStartDate: on(40),
        preferredEndDate: on(47),
        message: "",
        createdAt: new Date(start.getTime() - 5 * 3_600_000),
      })
      .returning();
    type Start = {
      agenda: {
        inquiries: { id: string; name: string; receivedAt: string }[];
        waiting: { id: string; holdUntil: string }[];
        arrivals: { id: string }[];
        departures: { id: string }[];
        depositsOverdue: { id: string; openCents: number }[];
      };
    };
    let shown = body<Start>((await load(kpisRoute, "/admin")).value);
    // The inquiry nobody answered comes first, with when it came.
    expect(shown.agenda.inquiries).toEqual([
      { id: asking.id, name: "Nora Neu", receivedAt: asking.createdAt.toISOString() },
    ]);
    expect(shown.agenda.waiting).toEqual([
      expect.objectContaining({ id: waiting, holdUntil: days(3).toISOString() }),
    ]);
    expect(shown.agenda.arrivals.map((entry) => entry.id)).toEqual([arriving.id]);
    expect(shown.agenda.departures.map((entry) => entry.id)).toEqual([arriving.id]);

    // Accepted, and eight days on the deposit is overdue.
    await db.update(stayOffers).set({ state: "accepted" });
    await db.update(reservations).set({ holdUntil: null }).where(eq(reservations.id, waiting));
    clock = days(8);
    shown = body<Start>((await load(kpisRoute, "/admin")).value);
    expect(shown.agenda.waiting).toEqual([]);
    expect(shown.agenda.depositsOverdue).toEqual([
      expect.objectContaining({ id: waiting, openCents: 27_000 }),
    ]);
    expect(shown.agenda.arrivals).toEqual([]);
  });
});
