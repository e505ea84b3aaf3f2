import { beforeAll, beforeEach, expect, it } from "vitest";
import * as calendar from "../../app/routes/admin-calendar";
import * as images from "../../app/routes/admin-images";
import * as inquiries from "../../app/routes/admin-inquiries";
import * as login from "../../app/routes/admin-login";
import * as profile from "../../app/routes/admin-profile";
import * as reservations from "../../app/routes/admin-reservations";
import * as booking from "../../app/routes/booking";
import * as reset from "../../app/routes/password-reset";
import { texts } from "../../content/admin-texts";
import { bookingInquiries, emailOutbox } from "../../server/db/schema";
import { inquiryFields } from "../support/inquiry-form";
import { createUsers, outcome, routerContext, siteUrl, testServices } from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";

type Action = (args: never) => Promise<unknown>;
type Answer = { data: Record<string, unknown> };

const inquiry = inquiryFields();

function request(path: string, body: BodyInit, contentType: string | null, cookie?: string) {
  const headers: Record<string, string> = { origin: siteUrl };
  if (contentType) headers["content-type"] = contentType;
  if (cookie) headers.cookie = cookie;
  return new Request(`${siteUrl}${path}`, { method: "POST", body, headers });
}
const urlencoded = "application/x-www-form-urlencoded";

/** Bodies no form of the site sends; each action must answer them 400 with its own message. */
const unreadable: Array<[label: string, body: BodyInit, contentType: string | null]> = [
  ["text/plain", "intent=accept", "text/plain"],
  ["JSON", JSON.stringify(inquiry), "application/json"],
  ["no content type", new Uint8Array([1, 2, 3]), null],
  [
    "truncated multipart",
    '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx',
    "multipart/form-data; boundary=b",
  ],
  ["multipart without boundary", "--b--", "multipart/form-data"],
  ["latin-1", "first_name=M%FCller", `${urlencoded}; charset=iso-8859-1`],
  ["broken UTF-8", "first_name=%C3%28", urlencoded],
  ["NUL byte", "token=abc%00def&email=a%00%40example.com", urlencoded],
  ["duplicated field", "intent=accept&intent=reject", urlencoded],
];

describeWithDatabase("posts that are no form of the site", (getDb) => {
  let setup: ReturnType<typeof testServices>;
  let admin: string;

  beforeAll(async () => {
    setup = testServices(getDb().db);
    ({ admin } = await createUsers(setup.auth));
  });
  beforeEach(() => emptyTables(getDb().db, emailOutbox, bookingInquiries));

  type Target = {
    name: string;
    path: string;
    action: Action;
    signedIn?: boolean;
    message: (answer: Answer) => unknown;
    expected: string;
  };
  /** An admin form: posted signed in, refused with the admin texts' message. */
  const adminForm = (
    name: string,
    path: string,
    action: unknown,
    message: Target["message"] = (a) => a.data.message,
  ): Target => ({
    name,
    path,
    action: action as Action,
    signedIn: true,
    message,
    expected: texts.unreadableForm,
  });

  const actions: Target[] = [
    {
      name: "booking",
      path: "/buchung",
      action: booking.action as Action,
      message: (a) => a.data.description,
      // The request context of these tests translates to the key itself.
      expected: "booking:result.unreadable",
    },
    {
      name: "sign-in",
      path: "/admin/login",
      action: login.action as Action,
      message: (a) => a.data.reason,
      expected: texts.unreadableForm,
    },
    {
      name: "password reset",
      path: "/password-reset",
      action: reset.action as Action,
      message: (a) => a.data.message,
      expected: texts.unreadableForm,
    },
    adminForm("inquiries", "/admin/anfragen", inquiries.action),
    adminForm("reservations", "/admin/reservierungen", reservations.action),
    adminForm("calendar", "/admin/kalender", calendar.action),
    adminForm("images", "/admin/bilder", images.action, (a) => a.data.detail),
    adminForm("profile", "/admin/profil", profile.action, (a) => a.data.problem),
  ];

  for (const target of actions) {
    it(`${target.name}: 400 with the form's own message, nothing stored, no mail`, async () => {
      for (const [label, body, type] of unreadable) {
        const answer = await outcome(() =>
          target.action({
            request: request(target.path, body, type, target.signedIn ? admin : undefined),
            context: routerContext(setup.services),
            params: {},
          } as never),
        );
        expect(answer.threw, `${target.name}, ${label}`).toBe(false);
        expect(answer.status, `${target.name}, ${label}`).toBe(400);
        expect(target.message(answer.value as Answer), `${target.name}, ${label}`).toBe(
          target.expected,
        );
      }
      expect(await getDb().db.select().from(bookingInquiries)).toEqual([]);
      expect(await getDb().db.select().from(emailOutbox)).toEqual([]);
    });
  }

  it("a re-shown inquiry form echoes only its own fields, cut to their limits", async () => {
    const fields = new URLSearchParams({
      ...inquiry,
      first_name: "x".repeat(5_000),
      message: "y".repeat(5_000),
      unknown: "z".repeat(30_000),
    });
    const answer = await outcome(() =>
      booking.action({
        request: request("/buchung", fields.toString(), urlencoded),
        context: routerContext(setup.services),
        params: {},
      } as never),
    );
    expect(answer.status).toBe(400);
    const { values } = (answer.value as { data: { values: Record<string, string> } }).data;
    expect(Object.keys(values).sort()).toEqual(Object.keys(inquiry).sort());
    expect(values.first_name).toHaveLength(50);
    expect(values.message).toHaveLength(1000);
    expect(JSON.stringify(values).length).toBeLessThan(2_000);
  });

  it("the sign-in form gives back at most 254 characters of the typed address", async () => {
    const fields = new URLSearchParams({
      email: `${"a".repeat(20_000)}@example.com`,
      password: "x",
    });
    const answer = await outcome(() =>
      login.action({
        request: request("/admin/login", fields.toString(), urlencoded),
        context: routerContext(setup.services, "198.51.100.77"),
        params: {},
      } as never),
    );
    expect((answer.value as { data: { email: string } }).data.email).toHaveLength(254);
  });
});
