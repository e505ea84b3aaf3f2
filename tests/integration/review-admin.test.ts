import { eq, isNull } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import * as guestMessagesRoute from "../../app/routes/admin-guest-messages";
import * as reservationsRoute from "../../app/routes/admin-reservations";
import * as reviewsRoute from "../../app/routes/admin-reviews";
import { guestMessageSettings, reservations, reviews } from "../../server/db/schema";
import { readGuestMessageSettings } from "../../server/stays/guest-message-settings";
import { createUsers, formPost, outcome, routerContext, testServices } from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";
import { stayGuest } from "./guests";

type Action = (args: never) => Promise<unknown>;
type Answer = { data: { ok: boolean; message: string; fieldErrors?: Record<string, string> } };

describeWithDatabase("the owners' reviews and guest mails", (getDb) => {
  let setup: ReturnType<typeof testServices>;
  let admin: string;
  let reviewId: string;

  beforeAll(async () => {
    setup = testServices(getDb().db);
    ({ admin } = await createUsers(setup.auth));
  });

  beforeEach(async () => {
    const { db } = getDb();
    await db.delete(reviews).where(isNull(reviews.builtinKey));
    await emptyTables(db, reservations, guestMessageSettings);
    const [row] = await db
      .insert(reviews)
      .values({
        rating: 4,
        text: "Bellissimo",
        authorName: "Giulia R.",
        language: "it",
        createdAt: new Date("2027-07-19T08:00:00Z"),
      })
      .returning({ id: reviews.id });
    reviewId = row.id;
  });

  function post(action: Action, path: string, fields: Record<string, string>) {
    const request = formPost(path, fields, admin);
    return outcome(() =>
      action({ request, context: routerContext(setup.services), params: {} } as never),
    );
  }
  const review = async () =>
    (await getDb().db.select().from(reviews).where(eq(reviews.id, reviewId)))[0];

  it("publishes, hides and answers a review; a bad answer is refused in words", async () => {
    const act = (fields: Record<string, string>) =>
      post(reviewsRoute.action, "/admin/bewertungen", { id: reviewId, ...fields });
    expect((await act({ intent: "publish" })).status).toBe(200);
    expect(await review()).toEqual(
      expect.objectContaining({ state: "published", moderatedBy: "admin@example.com" }),
    );
    for (const answer of ["<a href=x>Grazie</a>", "Grazie\u0007", "x".repeat(1001)]) {
      const refused = await act({ intent: "answer", answer });
      expect(refused.status).toBe(400);
      expect((refused.value as Answer).data.fieldErrors?.answer).toMatch(/HTML|Steuerzeichen|lang/);
    }
    expect((await review()).answer).toBeNull();
    expect((await act({ intent: "answer", answer: " Grazie, Giulia! " })).status).toBe(200);
    expect((await review()).answer).toBe("Grazie, Giulia!");
    expect((await act({ intent: "answer", answer: "" })).status).toBe(200);
    expect((await review()).answer).toBeNull();
    expect((await act({ intent: "hide" })).status).toBe(200);
    expect((await review()).state).toBe("hidden");
    const unknown = await post(reviewsRoute.action, "/admin/bewertungen", {
      intent: "publish",
      id: "00000000-0000-4000-8000-00000000dead",
    });
    expect(unknown.status).toBe(404);
  });

  it("saves the schedule and the feedback count; refuses numbers out of range", async () => {
    const { db } = getDb();
    const save = (fields: Record<string, string>) =>
      post(guestMessagesRoute.action, "/admin/nachrichten", {
        intent: "save-guest-messages",
        arrival_days: "5",
        thanks_days: "2",
        feedback_elsewhere: "31",
        ...fields,
      });
    const refused = await save({ arrival_days: "0", feedback_elsewhere: "-1" });
    expect(refused.status).toBe(400);
    expect((refused.value as Answer).data.fieldErrors).toEqual({
      arrival_days: "Bitte eine ganze Zahl von 1 bis 60 angeben.",
      feedback_elsewhere: "Bitte eine ganze Zahl von 0 bis 100000 angeben.",
    });
    expect(await db.select().from(guestMessageSettings)).toEqual([]);
    expect((await save({ thanks_enabled: "yes" })).status).toBe(200);
    expect(await readGuestMessageSettings(db)).toEqual({
      arrivalEnabled: false,
      arrivalDaysBefore: 5,
      thanksEnabled: true,
      thanksDaysAfter: 2,
      feedbackElsewhere: 31,
    });
  });

  it("turns a stay's mails off one by one, back to the stay's page", async () => {
    const { db } = getDb();
    const [stay] = await db
      .insert(reservations)
      .values({ ...stayGuest("Anna", "Rossi"), startDate: "2027-07-10", endDate: "2027-07-17" })
      .returning({ id: reservations.id });
    const mute = (fields: Record<string, string>) =>
      post(reservationsRoute.action, `/admin/reservierungen?aufenthalt=${stay.id}`, {
        intent: "stay-messages",
        id: stay.id,
        ...fields,
      });
    const done = await mute({ thanks: "yes" });
    expect(done.status).toBe(302);
    expect((done.value as Response).headers.get("location")).toBe(
      `/admin/reservierungen?aufenthalt=${stay.id}&hinweis=gaeste-mails`,
    );
    const muted = async () =>
      (await db.select().from(reservations).where(eq(reservations.id, stay.id)))[0].mutedMessages;
    expect(await muted()).toEqual(["arrival"]);
    await mute({ arrival: "yes", thanks: "yes" });
    expect(await muted()).toEqual([]);
    const gone = await mute({ id: "00000000-0000-4000-8000-00000000dead" });
    expect(gone.status).toBe(404);
  });
});
