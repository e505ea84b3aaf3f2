import { beforeAll, beforeEach, expect, it } from "vitest";
import * as inquiryApi from "../../app/routes/api.inquiry";
import * as booking from "../../app/routes/booking";
import type { InquiryResult } from "../../domain/booking/inquiry-result";
import { bookingInquiries, emailOutbox } from "../../server/db/schema";
import { inquiryFields } from "../support/inquiry-form";
import { postedAnswer, postToAction, routerContext, siteUrl, testServices } from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";

/** POST /api/inquiry as the booking island sends it; its status and the JSON it answered. */
async function postToApi(services: ReturnType<typeof testServices>["services"], body: BodyInit) {
  const response = (await inquiryApi.action({
    request: new Request(`${siteUrl}/api/inquiry`, {
      method: "POST",
      body,
      headers: { origin: siteUrl },
    }),
    context: routerContext(services),
    params: {},
  } as never)) as Response;
  expect(response.headers.get("content-type")).toContain("application/json");
  return { status: response.status, result: (await response.json()) as InquiryResult };
}

describeWithDatabase("the inquiry API", (getDb) => {
  let setup: ReturnType<typeof testServices>;

  beforeAll(() => {
    setup = testServices(getDb().db);
  });
  beforeEach(() => emptyTables(getDb().db, emailOutbox, bookingInquiries));

  it("stores a valid inquiry and answers what the page's own post answers, as JSON", async () => {
    const fields = inquiryFields({ contact_email: "api@example.com" });
    const { status, result } = await postToApi(setup.services, new URLSearchParams(fields));
    expect(status).toBe(200);
    expect(result).toEqual({
      ok: true,
      title: "booking:result.success",
      description: "booking:result.successDetail",
    });
    const stored = await getDb().db.select().from(bookingInquiries);
    expect(stored.map((row) => row.contactEmail)).toEqual(["api@example.com"]);

    // The page's plain post takes the same way: same answer, a second inquiry stored.
    const page = await postedAnswer<InquiryResult>(
      postToAction(booking.action, setup.services, "/buchung", fields),
    );
    expect(page).toEqual({ status: 200, ...result });
    expect(await getDb().db.select().from(bookingInquiries)).toHaveLength(2);
  });

  it("refuses an invalid inquiry with each field's message and stores nothing", async () => {
    const fields = inquiryFields({ contact_email: "not-an-address", adults: "0" });
    const { status, result } = await postToApi(setup.services, new URLSearchParams(fields));
    expect(status).toBe(400);
    expect(result).toMatchObject({ ok: false, title: "booking:result.failed" });
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual(["adults", "contact_email"]);
    expect(await getDb().db.select().from(bookingInquiries)).toEqual([]);
    expect(await getDb().db.select().from(emailOutbox)).toEqual([]);
  });

  it("answers a body that is no form with its message as JSON, storing nothing", async () => {
    const { status, result } = await postToApi(setup.services, JSON.stringify(inquiryFields()));
    expect(status).toBe(400);
    expect(result).toMatchObject({ ok: false, description: "booking:result.unreadable" });
    expect(await getDb().db.select().from(bookingInquiries)).toEqual([]);
  });
});
