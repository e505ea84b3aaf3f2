import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as schema from "../../server/db/schema";
import { type FormTarget, hostileRequests } from "../e2e/support/hostile-bodies";
import { inquiryFields } from "../support/inquiry-form";
import { appInProcess } from "./app-in-process";

/*
 * Thousands of malformed posts to every public, admin (signed in as an owner) and auth endpoint,
 * through the whole HTTP app in this process (React Router's build from Vite, served in
 * production mode; embedded PGlite): none may answer 5xx, and none may change a row. Every 5xx the
 * app answers must be logged with its stack and the request id it sent as X-Request-Id; the
 * check is proven on a route that throws on purpose.
 */

const siteUrl = "http://localhost:3000";
const owner = { email: "hostile-owner@example.com", password: "hostile-owner-password-1" };
const uuid = "0b9c8f3e-6a51-4c1e-9d7a-2f4e5b6c7d8e";
const nextYear = new Date().getFullYear() + 1;
const impossibleDates = [`${nextYear}-02-30`, `${nextYear}-13-01`, "0000-00-00", "9999-99-99"];

let app: { request: (url: string, init: RequestInit) => Promise<Response> };
let db: typeof import("../../server/db/client").openMemoryDatabase extends () => Promise<infer H>
  ? H
  : never;
let cookie = "";
const logLines: string[] = [];
const originalWrite = process.stderr.write.bind(process.stderr);

beforeAll(async () => {
  const inProcess = await appInProcess();
  const { load } = inProcess;
  const { mountAuthRoutes } = await load("/server/auth/routes.ts");
  const { openMemoryDatabase } = await load("/server/db/client.ts");
  const { testServices, signIn } = await load("/tests/integration/admin-support.ts");
  const { upsertUser } = await load("/server/auth/users.ts");
  db = await openMemoryDatabase();
  const { services: tested, auth } = testServices(db.db);
  // Each post comes from its own address (below), so that the auth endpoints' rate limits,
  // tested elsewhere, do not answer 429 before a malformed body reaches the endpoint.
  const services = { ...tested, env: { ...tested.env, TRUST_PROXY: true } };
  await upsertUser(auth, owner);
  cookie = await signIn(auth, owner.email, owner.password);
  app = inProcess.httpApp({
    services,
    mount: (hono: { post: (path: string, handler: () => never) => void }) => {
      hono.post("/__throws", () => {
        throw new Error("thrown on purpose");
      });
      mountAuthRoutes(hono, services);
    },
  });
  // The app's log lines, to find the error line of each 5xx.
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    logLines.push(String(chunk));
    return originalWrite(chunk, ...rest);
  }) as typeof process.stderr.write;
}, 120_000);

afterAll(async () => {
  process.stderr.write = originalWrite;
  await db?.close();
});

/** A 5xx's problem when its log line lacks the request id the answer carried, or a stack. */
function unloggedProblem(response: Response): string | null {
  const id = response.headers.get("x-request-id");
  if (!id) return "no X-Request-Id header";
  const line = logLines
    .flatMap((chunk) => chunk.split("\n"))
    .filter(Boolean)
    .map((text) => {
      try {
        return JSON.parse(text) as { level?: string; requestId?: string; stack?: string };
      } catch {
        return {};
      }
    })
    .find((entry) => entry.level === "error" && entry.requestId === id);
  if (!line) return `no error line with requestId ${id}`;
  return line.stack ? null : `error line ${id} without a stack`;
}

const inquiry = inquiryFields({ contact_email: "hostile@example.com", message: "Hostile" });
const inquiryRules = {
  required: ["first_name", "last_name", "contact_email", "adults", "preferred_start_date"],
  oneLine: ["first_name", "last_name", "contact_email", "phone"],
  text: ["message"],
  invalid: {
    adults: ["0", "-1", "1e309", "9999999999999999999999", "[object Object]"],
    children: ["-1", "NaN", "19"],
    preferred_start_date: ["", ...impossibleDates, "31.12.2027", "yesterday"],
    preferred_end_date: ["", ...impossibleDates, "null"],
    message: ["x".repeat(1001)],
  },
};
const rowAction = (intent: string) => ({
  fields: { intent, id: uuid },
  required: ["intent", "id"],
  oneLine: ["id"],
  text: ["intent"],
  invalid: { intent: ["", "DROP"], id: ["", "1", `${uuid}'--`, "x".repeat(5000)] },
});

type Target = FormTarget & { count: number; signedIn?: boolean };
/** Every form action of the site (pages and React Router's .data requests). */
const forms: Target[] = [
  { name: "booking", path: "/buchung", fields: inquiry, ...inquiryRules, count: 150 },
  { name: "booking .data", path: "/buchung.data", fields: inquiry, ...inquiryRules, count: 450 },
  { name: "inquiry API", path: "/api/inquiry", fields: inquiry, ...inquiryRules, count: 150 },
  {
    name: "sign-in .data",
    path: "/admin/login.data",
    fields: { intent: "sign-in", email: owner.email, password: "wrong-hostile-password-1" },
    required: ["email", "password"],
    oneLine: ["email"],
    text: ["password"],
    invalid: { email: ["", "not-an-email", "x".repeat(400)], password: [""] },
    count: 250,
  },
  {
    name: "second factor .data",
    path: "/admin/login.data",
    fields: { intent: "two-factor", code: "123456" },
    required: ["code"],
    oneLine: ["code"],
    text: [],
    invalid: { code: ["", "x".repeat(40), "１２３４５６"] },
    count: 100,
  },
  {
    name: "reset request .data",
    path: "/admin/login.data",
    fields: { intent: "forgot", email: "nobody@" },
    required: ["email", "intent"],
    oneLine: ["email"],
    text: ["intent"],
    invalid: { email: ["", "x", `${owner.email}>`] },
    count: 100,
  },
  {
    name: "reset .data",
    path: "/password-reset.data?token=hostileResetToken0123456789abcdef",
    fields: {
      token: "hostileResetToken0123456789abcdef",
      password: "a-new-password-1",
      confirm: "x",
    },
    required: ["token", "password", "confirm"],
    oneLine: ["token"],
    text: ["password", "confirm"],
    invalid: { token: ["", "../x", "a".repeat(300)] },
    count: 100,
  },
  {
    name: "admin inquiries .data",
    path: "/admin/anfragen.data",
    ...rowAction("accept"),
    count: 200,
    signedIn: true,
  },
  {
    name: "admin reply templates .data",
    path: "/admin/anfragen/vorlagen.data",
    ...rowAction("no-such-action"),
    count: 150,
    signedIn: true,
  },
  {
    name: "admin reservations",
    path: "/admin/reservierungen.data",
    fields: {
      intent: "create",
      start_date: `${nextYear}-02-30`,
      end_date: `${nextYear}-03-08`,
      first_name: "Hostile",
      last_name: "Test",
      email: "hostile@example.com",
      adults: "2",
      children: "0",
      status: "booked",
      offer_price: "500",
      notes: "hostile",
    },
    required: ["intent", "start_date", "end_date"],
    oneLine: ["first_name", "email"],
    text: ["notes"],
    invalid: {
      start_date: impossibleDates,
      end_date: impossibleDates,
      adults: ["-1", "1e309", "x"],
      offer_price: ["-5", "1e9999", "99999999999999999999"],
    },
    count: 300,
    signedIn: true,
  },
  {
    name: "admin calendar .data",
    path: "/admin/kalender.data",
    ...rowAction("remove-feed"),
    count: 150,
    signedIn: true,
  },
  {
    name: "admin prices .data",
    path: "/admin/preise.data",
    fields: {
      intent: "save-year",
      year: "1999",
      "season-0-first": `${nextYear}-02-30`,
      "season-0-last": `${nextYear}-13-01`,
      "season-0-rate": "1e309",
      "closed-0-first": "0000-00-00",
    },
    required: ["intent", "year"],
    oneLine: ["season-0-first"],
    text: [],
    invalid: { year: ["", "1e309", "-1", "99999999999"], "season-0-first": impossibleDates },
    count: 200,
    signedIn: true,
  },
  {
    name: "image upload .data",
    path: "/admin/bilder.data",
    fields: { intent: "upload", category: "gallery" },
    required: ["category"],
    oneLine: ["category"],
    text: ["intent"],
    invalid: { category: ["", "../secrets"] },
    file: { field: "file", name: "photo.png" },
    count: 100,
    signedIn: true,
  },
  {
    name: "admin texts .data",
    path: "/admin/texte.data",
    // Reaches the checks and is refused there: the name is one character too long.
    fields: {
      intent: "publish",
      section: "ausfluege",
      "home:attractions.items.castle.name@it": "x".repeat(61),
    },
    required: ["section"],
    oneLine: ["home:attractions.items.castle.name@it"],
    text: [],
    invalid: {
      section: ["", "nowhere", "__proto__"],
      intent: ["", "undo", "reset:", "reset:home:nothing@it", "reset:booking:heading@de"],
    },
    count: 150,
    signedIn: true,
  },
  {
    name: "second factor setup .data",
    path: "/admin/profil.data",
    fields: { intent: "enable", password: "wrong-hostile-password-2" },
    required: ["password"],
    oneLine: [],
    text: ["password", "intent"],
    invalid: { intent: ["confirm", "", "ENABLE"] },
    count: 150,
    signedIn: true,
  },
];

/** better-auth's endpoints; those that need a session get the owner's (never sign-out). */
const authEndpoints: Array<{ path: string; body: Record<string, unknown>; signedIn?: boolean }> = [
  { path: "/sign-in/email", body: { email: owner.email, password: "wrong-password-x" } },
  { path: "/sign-up/email", body: { email: "eve@example.com", password: "x", name: "Eve" } },
  { path: "/request-password-reset", body: { email: "nobody@example.com" } },
  { path: "/reset-password", body: { token: "nope", newPassword: "a-new-password-1" } },
  { path: "/two-factor/verify-totp", body: { code: "123456" } },
  { path: "/two-factor/verify-backup-code", body: { code: "abcde-fghij" } },
  {
    path: "/change-password",
    body: { currentPassword: "wrong-password-x", newPassword: "a-new-password-1" },
    signedIn: true,
  },
  { path: "/two-factor/enable", body: { password: "wrong-password-x" }, signedIn: true },
  { path: "/two-factor/disable", body: { password: "wrong-password-x" }, signedIn: true },
  { path: "/update-user", body: { name: ["x"], role: "admin" } },
];

const deep = (depth: number, open: string, close: string, inner = "1") =>
  open.repeat(depth) + inner + close.repeat(depth);
/** Malformed JSON bodies for one endpoint: every field broken in each way, and bodies no form has. */
function hostileJson(body: Record<string, unknown>): Array<{ type: string; body: string }> {
  const json = "application/json";
  const out: Array<{ type: string; body: string }> = [];
  const badValues: unknown[] = [
    null,
    1e308,
    -1,
    2 ** 70,
    ["x"],
    { $ne: "" },
    true,
    "",
    "x".repeat(100_000),
    "a\u0000b",
    "\ud800",
    `${nextYear}-02-30`,
    { __proto__: { admin: true } },
  ];
  for (const field of Object.keys(body)) {
    for (const value of badValues)
      out.push({ type: json, body: JSON.stringify({ ...body, [field]: value }) });
    const rest = { ...body };
    delete rest[field];
    out.push({ type: json, body: JSON.stringify(rest) });
    out.push({ type: json, body: `${JSON.stringify(body).slice(0, -1)},"${field}":"again"}` });
  }
  for (const depth of [50, 1000, 5000]) {
    out.push({ type: json, body: deep(depth, "[", "]") });
    out.push({ type: json, body: deep(depth, '{"a":', "}") });
    out.push({ type: json, body: `{"${Object.keys(body)[0]}":${deep(depth, "[", "]")}}` });
  }
  for (const raw of ["", "{", "[]", "null", "1", '"x"', "{'a':1}", "\u0000", '{"a":1}garbage']) {
    out.push({ type: json, body: raw });
  }
  const form = new URLSearchParams(body as Record<string, string>).toString();
  for (const type of [
    "",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "application/xml",
    "application/json; charset=utf-16",
  ]) {
    out.push({ type, body: form });
  }
  out.push({
    type: json,
    body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xc3, 0x28, 0x22, 0x7d]).toString(
      "latin1",
    ),
  });
  return out;
}

/** Rows of everything a refused post must leave alone. */
async function rowCounts() {
  const rows = async (table: PgTable) => (await db.db.select({ n: count() }).from(table))[0].n;
  return {
    inquiries: await rows(schema.bookingInquiries),
    reservations: await rows(schema.reservations),
    images: await rows(schema.websiteImages),
    mails: await rows(schema.emailOutbox),
    users: await rows(schema.user),
    accounts: await rows(schema.account),
    twoFactor: await rows(schema.twoFactor),
    feeds: await rows(schema.channelFeeds),
    sessions: await rows(schema.session),
    texts: await rows(schema.siteTextChanges),
    drafts: await rows(schema.siteTextDrafts),
  };
}

it("a 5xx is logged with its stack and the X-Request-Id it answered with", async () => {
  const response = await app.request(`${siteUrl}/__throws`, {
    method: "POST",
    headers: { origin: siteUrl },
  });
  expect(response.status).toBe(500);
  expect(unloggedProblem(response)).toBeNull();
});

it("thousands of malformed posts to every endpoint: no 5xx, no row changed", async () => {
  const before = await rowCounts();
  const statuses = new Map<string, Map<number, number>>();
  const failures: string[] = [];
  let sent = 0;
  const record = async (name: string, kind: string, response: Response) => {
    sent += 1;
    await response.arrayBuffer();
    const byStatus = statuses.get(name) ?? new Map<number, number>();
    byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1);
    statuses.set(name, byStatus);
    if (response.status >= 500) {
      failures.push(
        `${name} (${kind}): ${response.status} ${unloggedProblem(response) ?? "logged"}`,
      );
    }
  };
  const started = performance.now();
  for (const [index, target] of forms.entries()) {
    for (const request of hostileRequests(target, target.count, 2000 + index)) {
      const headers = new Headers(request.headers);
      headers.set("origin", siteUrl);
      if (target.signedIn) headers.set("cookie", cookie);
      const response = await app.request(`${siteUrl}${target.path}`, {
        method: "POST",
        headers,
        body: request.body as BodyInit,
      });
      await record(target.name, request.kind, response);
    }
  }
  for (const endpoint of authEndpoints) {
    for (const { type, body } of hostileJson(endpoint.body)) {
      const address = `198.51.${(sent >> 8) & 255}.${sent & 255}`;
      const headers: Record<string, string> = { origin: siteUrl, "x-forwarded-for": address };
      if (type) headers["content-type"] = type;
      if (endpoint.signedIn) headers.cookie = cookie;
      const response = await app.request(`${siteUrl}/api/auth${endpoint.path}`, {
        method: "POST",
        headers,
        body,
      });
      await record(`auth ${endpoint.path}`, type, response);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${sent} hostile posts in ${seconds.toFixed(1)} s`);
  for (const [name, byStatus] of statuses) {
    console.log(name.padEnd(32), JSON.stringify(Object.fromEntries([...byStatus].sort())));
  }
  expect(sent).toBeGreaterThanOrEqual(3000);
  expect(failures).toEqual([]);
  expect(await rowCounts()).toEqual(before);
  // The admin posts were judged signed in, not turned away at the door.
  for (const target of forms.filter((form) => form.signedIn)) {
    expect(statuses.get(target.name)?.get(401) ?? 0, target.name).toBe(0);
  }
}, 600_000);
