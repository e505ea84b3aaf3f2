import { isNull } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import routes from "../../app/routes";
import {
  bookingInquiries,
  bookingSettings,
  bookingSettingsChanges,
  calendarExport,
  channelFeeds,
  emailOutbox,
  guestMessageSettings,
  paymentSettings,
  replySettings,
  replyTemplates,
  reservations,
  reviews,
  siteFacts,
  siteFactsChanges,
  siteTextChanges,
  siteTextDrafts,
  stayEvents,
  stayPayments,
  user,
  websiteImages,
} from "../../server/db/schema";
import { createUsers, outcome, routerContext, siteUrl, testServices } from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";
import { stayGuest } from "./guests";

type RouteEntry = { file: string; path?: string; index?: boolean; children?: RouteEntry[] };
type RouteModule = {
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
};

/** Every admin route module of the route table (all but the login page), found, not listed by hand. */
function adminRouteFiles(entries: RouteEntry[], parent = ""): { file: string; url: string }[] {
  return entries.flatMap((entry) => {
    const url = entry.index ? parent : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const own = entry.file.startsWith("routes/admin") && !entry.file.includes("admin-login");
    return [
      ...(own ? [{ file: entry.file, url: url || "/" }] : []),
      ...adminRouteFiles(entry.children ?? [], url),
    ];
  });
}

const reservationId = "00000000-0000-4000-8000-000000000001";
/** A year the Preise tab offers, for a valid post of its year form. */
const nextYear = String(new Date().getFullYear() + 1);
const inquiryId = "00000000-0000-4000-8000-000000000002";
const mailId = "00000000-0000-4000-8000-000000000003";
const reviewId = "00000000-0000-4000-8000-000000000004";

/** Valid posts of every admin form, so a missing check would really change something. */
function payloads(): FormData[] {
  const reservation = {
    first_name: "Eve",
    last_name: "Intruder",
    email: "eve@example.com",
    adults: "2",
    children: "0",
    status: "booked",
    offer_price: "1",
    start_date: "2099-07-01",
    end_date: "2099-07-05",
  };
  const forms: Record<string, string | Blob>[] = [
    { intent: "create", ...reservation },
    { intent: "update", id: reservationId, ...reservation },
    { intent: "delete", id: reservationId },
    { intent: "accept", id: inquiryId },
    { intent: "reject", id: inquiryId },
    { intent: "accept", id: inquiryId, send_reply: "on", subject: "Zusage", body: "Hallo" },
    { intent: "reply", id: inquiryId, subject: "Frage", body: "Hallo" },
    { intent: "delete", id: inquiryId },
    { intent: "resend", id: mailId },
    { intent: "save", kind: "accept", language: "de", subject: "Eve", body: "Eve" },
    { intent: "restore", kind: "accept", language: "de" },
    {
      intent: "save-payment",
      holder: "Eve",
      iban: "AT611904300234573201",
      deposit_percent: "30",
      deposit_days: "7",
      balance_days: "30",
      hold_days: "3",
    },
    {
      intent: "save-contact",
      owners: "Eve",
      email: "eve@example.com",
      phone: "+43 1 666666",
      street: "Evegasse 1",
      postal_code: "1010",
      locality: "Wien",
      region: "Wien",
    },
    { intent: "record-payment", id: reservationId, amount: "100", method: "cash" },
    { intent: "revoke-link", id: reservationId },
    { intent: "send-offer", total: "100", deposit: "0", subject: "Eve", body: "Eve" },
    {
      intent: "upload",
      category: "gallery",
      file: new File([new Uint8Array(pngBytes())], "x.png", { type: "image/png" }),
    },
    { intent: "delete-image", category: "gallery", name: "1-seed.png" },
    { intent: "renew-export" },
    { intent: "export-options", includePreReserved: "on" },
    { intent: "add-feed", name: "Eve", url: "https://eve.example/feed.ics" },
    { intent: "sync-now" },
    { intent: "save-general", "horizon-years": "5", "max-guests": "99" },
    {
      intent: "save-year",
      year: nextYear,
      "season-0-name-de": "Eve",
      "season-0-first": `${nextYear}-07-01`,
      "season-0-last": `${nextYear}-07-31`,
      "season-0-rate": "1",
      "season-0-minimum": "1",
      "cleaning-fee": "0",
    },
    { intent: "reset-year", year: nextYear },
    { intent: "publish", id: reviewId },
    { intent: "hide", id: reviewId },
    { intent: "answer", id: reviewId, answer: "Eve" },
    { intent: "save-guest-messages", arrival_days: "1", thanks_days: "0", feedback_elsewhere: "0" },
    { intent: "stay-messages", id: reservationId },
  ];
  return forms.map((fields) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return form;
  });
}

/** A real 1×1 PNG. */
function pngBytes() {
  return Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
}

describeWithDatabase("admin guard", (getDb) => {
  let setup: ReturnType<typeof testServices>;
  let cookies: { admin: string; user: string };
  const modules: { file: string; url: string; module: RouteModule }[] = [];

  beforeAll(async () => {
    setup = testServices(getDb().db);
    cookies = await createUsers(setup.auth);
    for (const { file, url } of adminRouteFiles(routes as RouteEntry[])) {
      modules.push({ file, url, module: await import(`../../app/${file}`) });
    }
  });

  beforeEach(async () => {
    const { db } = getDb();
    await emptyTables(db, reservations, bookingInquiries);
    await db.insert(bookingInquiries).values({
      id: inquiryId,
      firstName: "Anna",
      lastName: "Berger",
      contactEmail: "anna@example.com",
      guestCount: 2,
      preferredStartDate: "2099-08-01",
      preferredEndDate: "2099-08-06",
      message: "2 Erwachsene, 0 Kinder",
    });
    await db.insert(emailOutbox).values({
      id: mailId,
      kind: "reply",
      to: "anna@example.com",
      subject: "Refused",
      text: "x",
      status: "failed",
      inquiryId,
    });
    await db.delete(replyTemplates);
    await db.insert(replyTemplates).values({
      kind: "accept",
      language: "de",
      subject: "Eigene",
      body: "Eigene",
    });
    await db.insert(reservations).values({
      id: reservationId,
      ...stayGuest("Max", "Muster"),
      startDate: "2099-06-01",
      endDate: "2099-06-05",
      // A guest page link, which a revoke would replace.
      guestToken: "G".repeat(43),
    });
    // A guest's new review, which a publish, hide or answer would change.
    await db.delete(reviews).where(isNull(reviews.builtinKey));
    await db.insert(reviews).values({
      id: reviewId,
      rating: 4,
      text: "Gut",
      authorName: "Max M.",
      language: "de",
      createdAt: new Date("2099-06-06T10:00:00Z"),
    });
  });

  async function snapshot() {
    const { db } = getDb();
    return {
      reservations: await db.select().from(reservations),
      inquiries: await db.select().from(bookingInquiries),
      users: (await db.select().from(user)).map((row) => [row.email, row.role]),
      images: await db.select({ key: websiteImages.key }).from(websiteImages),
      calendarExport: await db.select().from(calendarExport),
      channelFeeds: await db.select().from(channelFeeds),
      mails: await db.select().from(emailOutbox),
      replyTemplates: await db.select().from(replyTemplates),
      replySettings: await db.select().from(replySettings),
      paymentSettings: await db.select().from(paymentSettings),
      stayPayments: await db.select().from(stayPayments),
      stayEvents: await db.select().from(stayEvents),
      bookingSettings: await db.select().from(bookingSettings),
      bookingSettingsChanges: await db.select().from(bookingSettingsChanges),
      reviews: await db.select().from(reviews),
      guestMessageSettings: await db.select().from(guestMessageSettings),
      siteFacts: await db.select().from(siteFacts),
      siteFactsChanges: await db.select().from(siteFactsChanges),
      siteTextChanges: await db.select().from(siteTextChanges),
      siteTextDrafts: await db.select().from(siteTextDrafts),
    };
  }

  it("finds the admin routes: layout, tabs and the CSV export", () => {
    const files = modules.map((entry) => entry.file);
    expect(files).toEqual(
      expect.arrayContaining([
        "routes/admin.tsx",
        "routes/admin-kpis.tsx",
        "routes/admin-inquiries.tsx",
        "routes/admin-reservations.tsx",
        "routes/admin-offer.tsx",
        "routes/admin-payments.tsx",
        "routes/admin-reservations-csv.ts",
        "routes/admin-calendar.tsx",
        "routes/admin-images.tsx",
        "routes/admin-reply-templates.tsx",
        "routes/admin-prices.tsx",
        "routes/admin-reviews.tsx",
        "routes/admin-guest-messages.tsx",
        "routes/admin-website.tsx",
        "routes/admin-texts.tsx",
      ]),
    );
    for (const { file, module } of modules) {
      expect(module.loader, `${file} has a loader`).toBeTypeOf("function");
    }
  });

  for (const [who, expected] of [
    ["anonymous", 401],
    ["signed-in non-admin", 403],
  ] as const) {
    it(`answers every admin loader ${expected} for the ${who} visitor`, async () => {
      const cookie = who === "anonymous" ? undefined : cookies.user;
      for (const { file, url, module } of modules) {
        const request = new Request(`${siteUrl}${url}`, {
          headers: cookie ? { cookie } : {},
        });
        const result = await outcome(() =>
          module.loader!({ request, context: routerContext(setup.services), params: {} }),
        );
        expect({ file, threw: result.threw, status: result.status }).toEqual({
          file,
          threw: true,
          status: expected,
        });
      }
    });

    it(`answers every admin action ${expected} for the ${who} visitor and changes nothing`, async () => {
      const cookie = who === "anonymous" ? undefined : cookies.user;
      const before = await snapshot();
      let actions = 0;
      for (const { file, url, module } of modules) {
        if (!module.action) continue;
        actions++;
        for (const form of payloads()) {
          const request = new Request(`${siteUrl}${url}`, {
            method: "POST",
            body: form,
            headers: cookie ? { cookie, origin: siteUrl } : { origin: siteUrl },
          });
          const result = await outcome(() =>
            module.action!({ request, context: routerContext(setup.services), params: {} }),
          );
          expect({ file, intent: form.get("intent"), status: result.status }).toEqual({
            file,
            intent: form.get("intent"),
            status: expected,
          });
          expect(result.threw).toBe(true);
        }
      }
      expect(actions).toBeGreaterThanOrEqual(3);
      expect(await snapshot()).toEqual(before);
    });
  }

  it("lets the admin through every admin loader", async () => {
    for (const { file, url, module } of modules) {
      const request = new Request(`${siteUrl}${url}`, { headers: { cookie: cookies.admin } });
      const result = await outcome(() =>
        module.loader!({ request, context: routerContext(setup.services), params: {} }),
      );
      expect({ file, threw: result.threw, status: result.status }).toEqual({
        file,
        threw: false,
        status: 200,
      });
    }
  });

  it("checks the role on every request: an admin demoted in the database is refused at once", async () => {
    const { upsertUser } = await import("../../server/auth/users");
    await upsertUser(setup.auth, { email: "demoted@example.com", password: "demoted-pass-1" });
    const { signIn } = await import("./admin-support");
    const cookie = await signIn(setup.auth, "demoted@example.com", "demoted-pass-1");
    const layout = modules.find((entry) => entry.file === "routes/admin.tsx")!.module;
    const call = () =>
      outcome(() =>
        layout.loader!({
          request: new Request(`${siteUrl}/admin`, { headers: { cookie } }),
          context: routerContext(setup.services),
          params: {},
        }),
      );
    expect((await call()).status).toBe(200);
    const ctx = await setup.auth.$context;
    const found = await ctx.internalAdapter.findUserByEmail("demoted@example.com");
    await ctx.internalAdapter.updateUser(found!.user.id, { role: null });
    expect((await call()).status).toBe(403);
  });
});
