import { randomBytes } from "node:crypto";
import { eq, isNull } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import * as reviewRoute from "../../app/routes/review";
import { requestContext } from "../../server/context";
import {
  guestMessageSettings,
  rateLimit,
  reservations,
  reviewInvitations,
  reviews,
} from "../../server/db/schema";
import { ensureBuiltInReviews } from "../../server/reviews/built-in-reviews";
import { countNewReviews, setReviewAnswer, setReviewState } from "../../server/reviews/moderation";
import { readPublicReviews } from "../../server/reviews/public-reviews";
import { saveGuestMessageSettings } from "../../server/stays/guest-message-settings";
import { outcome, routerContext, siteUrl, testServices } from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";
import { stayGuest } from "./guests";

type Args = Parameters<typeof reviewRoute.action>[0];
type Answer = { data: Record<string, unknown> | null; init?: { status?: number } };

const start = new Date("2027-07-18T08:00:00Z");
let clock = start;

describeWithDatabase("reviews from guests", (getDb) => {
  let setup: ReturnType<typeof testServices>;

  beforeAll(() => {
    setup = testServices(getDb().db, { now: () => clock });
  });

  beforeEach(async () => {
    clock = start;
    const { db } = getDb();
    // The two built-in reviews, as a start of the server writes them.
    await db.delete(reviews).where(isNull(reviews.builtinKey));
    await ensureBuiltInReviews(db);
    await db.update(reviews).set({ state: "published", answer: null });
    await emptyTables(db, rateLimit, reviewInvitations, reservations, guestMessageSettings);
  });

  /** A stay that has had its thank-you: its review token. */
  async function invited(firstName: string, lastName: string): Promise<string> {
    const { db } = getDb();
    const [stay] = await db
      .insert(reservations)
      .values({
        ...stayGuest(firstName, lastName),
        startDate: "2027-07-10",
        endDate: "2027-07-17",
        status: "cancelled",
        language: "it",
      })
      .returning({ id: reservations.id });
    const token = randomBytes(32).toString("base64url");
    await db.insert(reviewInvitations).values({ reservationId: stay.id, token, createdAt: start });
    return token;
  }

  /** The route's context for a page in `language`, from `address`. */
  function context(language: "de" | "it" = "it", address = "203.0.113.7") {
    const provided = routerContext(setup.services, address);
    provided.set(requestContext, { ...provided.get(requestContext), language });
    return provided;
  }

  const url = (token: string) => `${siteUrl}/bewertung?code=${token}&lng=it`;

  function post(token: string, fields: Record<string, string>, ctx = context()) {
    const request = new Request(url(token), {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { origin: siteUrl, "content-type": "application/x-www-form-urlencoded" },
    });
    return outcome(() =>
      reviewRoute.action({ request, context: ctx, params: {} } as unknown as Args),
    );
  }

  function open(token: string) {
    const request = new Request(url(token));
    return outcome(() =>
      reviewRoute.loader({ request, context: context(), params: {} } as unknown as Args),
    );
  }

  const stored = () => getDb().db.select().from(reviews).where(eq(reviews.state, "new"));

  it("opens the form for an unused link, with the name the review will carry", async () => {
    const token = await invited("Giulia", "Rossi");
    const page = await open(token);
    expect(page.status).toBe(200);
    expect(page.value).toEqual(expect.objectContaining({ view: "form", authorName: "Giulia R." }));
    for (const unknown of [
      randomBytes(32).toString("base64url"),
      "short",
      `${token}x`,
      "",
      "../../etc",
    ]) {
      expect((await open(unknown)).status).toBe(404);
    }
  });

  it("stores a review once, in the language of the form, and the link is used up", async () => {
    const { db } = getDb();
    const token = await invited("Giulia", "Rossi");
    const sent = await post(token, { rating: "5", text: "Settimana splendida!\r\nTorneremo." });
    expect(sent.status).toBe(303);
    expect((sent.value as Response).headers.get("location")).toBe("/bewertung?gesendet=1&lng=it");
    const [review] = await stored();
    expect(review).toEqual(
      expect.objectContaining({
        rating: 5,
        text: "Settimana splendida!\nTorneremo.",
        authorName: "Giulia R.",
        language: "it",
        state: "new",
        createdAt: start,
      }),
    );
    expect(await countNewReviews(db)).toBe(1);
    // The link refuses a second review and no longer opens.
    expect((await post(token, { rating: "1", text: "Again" })).status).toBe(404);
    expect((await open(token)).status).toBe(404);
    expect(await stored()).toHaveLength(1);
  });

  it("takes one of two reviews posted at once with the same link", async () => {
    const token = await invited("Giulia", "Rossi");
    const answers = await Promise.all([
      post(token, { rating: "5", text: "Uno" }),
      post(token, { rating: "4", text: "Due" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 404]);
    expect(await stored()).toHaveLength(1);
  });

  it("refuses bad input in words, stores nothing and keeps the link", async () => {
    const token = await invited("Giulia", "Rossi");
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ text: "Bello" }, { rating: "ratingMissing" }],
      [{ rating: "9", text: "Bello" }, { rating: "ratingMissing" }],
      [{ rating: "5", text: "" }, { text: "textMissing" }],
      [{ rating: "5", text: "x".repeat(1001) }, { text: "textTooLong" }],
      [{ rating: "5", text: "Bello\u0007" }, { text: "textControl" }],
      [{ rating: "5", text: "Bello \u202Eolleb" }, { text: "textControl" }],
      [{ rating: "5", text: '<img src=x onerror="alert(1)">' }, { text: "textMarkup" }],
      [{ rating: "5", text: "<script>alert(1)</script>" }, { text: "textMarkup" }],
    ];
    for (const [index, [fields, problems]] of cases.entries()) {
      // From addresses of their own: the posts are not many from one.
      const refused = await post(token, fields, context("it", `203.0.113.${index + 10}`));
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect((refused.value as Answer).data).toEqual(
        expect.objectContaining({ problem: "invalid", fields: problems }),
      );
    }
    // A post that is no form of the site, or a NUL byte in it.
    const request = new Request(url(token), {
      method: "POST",
      body: "rating=5",
      headers: { origin: siteUrl, "content-type": "text/plain" },
    });
    const unreadable = await outcome(() =>
      reviewRoute.action({ request, context: context(), params: {} } as unknown as Args),
    );
    expect(unreadable.status).toBe(400);
    expect((unreadable.value as Answer).data).toEqual({ problem: "unreadable" });
    const nul = await post(token, { rating: "5", text: "Bello\u0000" });
    expect((nul.value as Answer).data).toEqual({ problem: "unreadable" });
    expect(await stored()).toHaveLength(0);
    expect((await open(token)).status).toBe(200);
  });

  it("limits posts per address and hour like inquiries, every post counted", async () => {
    const token = await invited("Giulia", "Rossi");
    const limit = setup.env.INQUIRY_RATE_LIMIT;
    for (let i = 0; i < limit; i++) {
      clock = new Date(start.getTime() + i * 60_000);
      expect((await post(token, { rating: "5", text: "" })).status).toBe(400);
    }
    clock = new Date(start.getTime() + 30 * 60_000);
    const limited = await post(token, { rating: "5", text: "Bello" });
    expect(limited.status).toBe(429);
    expect((limited.value as Answer).data).toEqual({ problem: "rateLimited" });
    // Unknown links count too, and are refused as flooding before they are looked up.
    expect((await post("x".repeat(43), { rating: "5", text: "Bello" })).status).toBe(429);
    expect(await stored()).toHaveLength(0);
    // Another address is not affected.
    expect(
      (await post(token, { rating: "5", text: "" }, context("it", "198.51.100.1"))).status,
    ).toBe(400);
    // An hour after the first post, posts are taken again.
    clock = new Date(start.getTime() + 60 * 60_000 + 1000);
    expect((await post(token, { rating: "5", text: "Bello" })).status).toBe(303);
  });

  it("cannot exceed the limit with parallel posts, the first posts of an address included", async () => {
    const token = await invited("Giulia", "Rossi");
    const limit = setup.env.INQUIRY_RATE_LIMIT;
    // Each round is an address's first posts arriving at once: the race of creating its count.
    for (let round = 0; round < 30; round++) {
      const from = context("it", `203.0.113.${round + 100}`);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => post(token, { rating: "5", text: "" }, from)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([
        ...Array.from({ length: limit }, () => 400),
        ...Array.from({ length: 8 - limit }, () => 429),
      ]);
    }
  });

  it("is public once published: built-in ones first, then newest first, with the count", async () => {
    const { db } = getDb();
    const change = { by: "owner@example.com", now: start };
    await post(await invited("Giulia", "Rossi"), { rating: "5", text: "Splendido" });
    clock = new Date(start.getTime() + 60_000);
    await post(await invited("Hans", "Huber"), { rating: "3", text: "Schön" }, context("de"));
    expect((await readPublicReviews(db)).reviews.map((r) => r.builtinKey)).toEqual([
      "first",
      "second",
    ]);
    const fresh = await stored();
    const hans = fresh.find((review) => review.authorName === "Hans H.")!;
    const giulia = fresh.find((review) => review.authorName === "Giulia R.")!;
    await setReviewState(db, giulia.id, "published", change);
    await setReviewState(db, hans.id, "published", change);
    await setReviewAnswer(db, hans.id, "Danke, Hans!", change);
    await saveGuestMessageSettings(
      db,
      {
        arrivalEnabled: true,
        arrivalDaysBefore: 7,
        thanksEnabled: true,
        thanksDaysAfter: 1,
        feedbackElsewhere: 31,
      },
      "owner@example.com",
    );
    const published = await readPublicReviews(db);
    expect(published.feedbackElsewhere).toBe(31);
    expect(
      published.reviews.map((r) => [r.builtinKey ?? r.authorName, r.language, r.answer]),
    ).toEqual([
      ["first", "de", null],
      ["second", "de", null],
      ["Hans H.", "de", "Danke, Hans!"],
      ["Giulia R.", "it", null],
    ]);
    // Hidden, a review leaves the page; the built-in ones too.
    const [first] = published.reviews;
    await setReviewState(db, first.id, "hidden", change);
    await setReviewState(db, hans.id, "hidden", change);
    expect((await readPublicReviews(db)).reviews.map((r) => r.builtinKey ?? r.authorName)).toEqual([
      "second",
      "Giulia R.",
    ]);
    expect(await countNewReviews(db)).toBe(0);
  });
});
