import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { openDatabase } from "../../server/db/client";
import {
  bookingInquiries,
  emailOutbox,
  reservations,
  twoFactor,
  websiteImages,
} from "../../server/db/schema";
import { inquiryFields } from "../support/inquiry-form";
import { expect, test } from "./fixtures";
import { type FormTarget, type HostileRequest, hostileRequests } from "./support/hostile-bodies";
import { newDataDir, type SiteProcess, startSite, stopSite } from "./support/server-process";

test.describe.configure({ mode: "serial", timeout: 240_000 });

const owner = { email: "fuzz-owner@example.com", password: "fuzz-owner-password-1" };
const nextYear = new Date().getFullYear() + 1;

/** The inquiry form as a visitor fills it in; `malformed` posts break it in one way or more. */
const inquiry = inquiryFields({ contact_email: "fuzz@example.com", message: "Fuzz test" });
const inquiryRules = {
  required: [
    "first_name",
    "last_name",
    "contact_email",
    "adults",
    "preferred_start_date",
    "preferred_end_date",
  ],
  oneLine: ["first_name", "last_name", "contact_email", "phone"],
  text: ["message"],
  invalid: {
    first_name: ["", " ", "x".repeat(51), "ä".repeat(51)],
    last_name: ["", "\t", "🏔️".repeat(30)],
    contact_email: [
      "",
      "not-an-email",
      "a@",
      "@b.c",
      `${"x".repeat(95)}@example.com`,
      "<script>@x",
    ],
    adults: ["", "0", "-1", "1.5", "NaN", "1e309", "abc", "21", "9999999999999999999999"],
    children: ["-1", "1.5", "NaN", "abc", "19", "[object Object]"],
    phone: ["1".repeat(31)],
    message: ["x".repeat(1001)],
    preferred_start_date: ["", "2026-02-30", "2026-13-01", "31.12.2027", "0000-00-00", "yesterday"],
    preferred_end_date: ["", `${nextYear}-02-30`, `${nextYear}-06-11`, `${nextYear}-06-01`, "null"],
  },
};

const resetToken = "fuzzResetToken0123456789abcdefghij";
const uuid = "0b9c8f3e-6a51-4c1e-9d7a-2f4e5b6c7d8e";

/** What the sign-in and the reset forms post, as pages and as .data requests alike. */
const signInForm = {
  fields: { intent: "sign-in", email: owner.email, password: "wrong-fuzz-password-1" },
  required: ["email", "password"],
  oneLine: ["email"],
};
const resetForm = {
  fields: { token: resetToken, password: "fuzz-new-password-1", confirm: "fuzz-new-password-1" },
  required: ["token", "password", "confirm"],
  oneLine: ["token"],
};
/** An admin action on one row, named by its id: posted signed in. */
const rowAction = (intent: string) => ({
  fields: { intent, id: uuid },
  required: ["intent", "id"],
  oneLine: ["id"],
  text: ["intent"],
  signedIn: true,
});
/** The image admin's upload form, as a page and as a .data request: posted signed in. */
const imageUploadForm = { required: ["category"], oneLine: ["category"], signedIn: true };

/** Every action of the site; the admin ones are posted signed in as an owner. */
const targets: Array<FormTarget & { count: number; signedIn?: boolean }> = [
  { name: "booking", path: "/buchung", fields: inquiry, ...inquiryRules, count: 300 },
  { name: "booking .data", path: "/buchung.data", fields: inquiry, ...inquiryRules, count: 300 },
  {
    name: "booking _data",
    path: "/buchung?_data=routes%2Fbooking",
    fields: inquiry,
    ...inquiryRules,
    count: 200,
  },
  {
    name: "sign-in",
    path: "/admin/login",
    ...signInForm,
    text: ["password", "intent"],
    invalid: { email: ["", "not-an-email"], password: [""] },
    count: 150,
  },
  {
    name: "sign-in .data",
    path: "/admin/login.data",
    ...signInForm,
    text: ["password"],
    count: 100,
  },
  {
    name: "second factor",
    path: "/admin/login",
    fields: { intent: "two-factor", code: "123456" },
    required: ["code"],
    oneLine: ["code"],
    text: [],
    invalid: { code: ["", "x".repeat(40)] },
    count: 100,
  },
  {
    name: "reset request",
    path: "/admin/login",
    fields: { intent: "forgot", email: owner.email },
    required: ["email", "intent"],
    oneLine: ["email"],
    text: ["intent"],
    invalid: { email: ["", "x", "owner@", `${owner.email}>`] },
    count: 150,
  },
  {
    name: "reset",
    path: `/password-reset?token=${resetToken}`,
    ...resetForm,
    text: ["password", "confirm"],
    invalid: { token: ["", "../x", "a".repeat(200)], confirm: ["other"] },
    count: 130,
  },
  {
    name: "reset .data",
    path: `/password-reset.data?token=${resetToken}`,
    ...resetForm,
    text: ["password"],
    count: 90,
  },
  {
    name: "admin inquiries",
    path: "/admin/anfragen.data",
    ...rowAction("accept"),
    invalid: { intent: ["", "delete", "ACCEPT"], id: ["", "1", "not-a-uuid", `${uuid}'--`] },
    count: 130,
  },
  {
    name: "admin reservations",
    path: "/admin/reservierungen",
    fields: {
      intent: "create",
      start_date: "2020-07-01",
      end_date: "2020-07-08",
      first_name: "Fuzz",
      last_name: "Test",
      email: "fuzz@example.com",
      phone: "+43 664 1",
      adults: "2",
      children: "0",
      status: "booked",
      offer_price: "500",
      notes: "fuzz",
    },
    required: ["intent", "start_date", "end_date", "first_name"],
    oneLine: ["first_name", "email"],
    text: ["notes"],
    invalid: {
      intent: ["", "drop"],
      start_date: ["", "2020-02-30", "x"],
      status: ["", "deleted"],
      adults: ["-1", "x"],
      offer_price: ["-5", "1e9999", "x"],
    },
    count: 150,
    signedIn: true,
  },
  {
    name: "admin calendar",
    path: "/admin/kalender.data",
    ...rowAction("remove-feed"),
    invalid: { intent: ["", "REMOVE-FEED"], id: ["", "x", `${uuid}0`] },
    count: 90,
  },
  {
    name: "image upload",
    path: "/admin/bilder",
    fields: { intent: "upload", category: "gallery" },
    ...imageUploadForm,
    text: ["intent"],
    invalid: { category: ["", "../secrets", "GALLERY"], intent: ["delete-image"] },
    file: { field: "file", name: "photo.png" },
    count: 140,
  },
  {
    name: "image upload .data",
    path: "/admin/bilder.data",
    fields: { intent: "upload", category: "logos" },
    ...imageUploadForm,
    file: { field: "file", name: "logo.png" },
    text: [],
    count: 90,
  },
  {
    name: "second factor setup",
    path: "/admin/profil",
    fields: { intent: "enable", password: "wrong-fuzz-password-2" },
    required: ["password"],
    oneLine: [],
    text: ["password", "intent"],
    invalid: { intent: ["confirm", "", "ENABLE"], password: [""] },
    count: 110,
    signedIn: true,
  },
];

/** Starts a site with an owner account; every limit that would hide the actions is lifted. */
function startFuzzSite(dataDir: string) {
  return startSite({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    SIGN_IN_RATE_LIMIT: "100000",
  });
}

async function signInCookie(site: SiteProcess): Promise<string> {
  const response = await fetch(`${site.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.url },
    body: JSON.stringify(owner),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

function chunks(body: Uint8Array) {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.slice(offset, offset + 1000));
      offset += 1000;
    },
  });
}

function send(
  site: SiteProcess,
  path: string,
  request: Omit<HostileRequest, "kind">,
  cookie?: string,
) {
  return fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...request.headers, Origin: site.url, ...(cookie ? { Cookie: cookie } : {}) },
    body: (request.chunked ? chunks(request.body) : request.body) as BodyInit,
    // @ts-expect-error Node's fetch needs this for streamed bodies
    duplex: "half",
  });
}

async function rowCounts(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const rows = async (table: PgTable) =>
      (await database.db.select({ n: count() }).from(table))[0].n;
    return {
      inquiries: await rows(bookingInquiries),
      reservations: await rows(reservations),
      images: await rows(websiteImages),
      mails: await rows(emailOutbox),
      twoFactor: await rows(twoFactor),
    };
  } finally {
    await database.close();
  }
}

test("2,000 hostile posts to every action: no 5xx, nothing stored, no mail queued", async () => {
  const dataDir = newDataDir();
  const site = await startFuzzSite(dataDir);
  const statuses = new Map<string, Map<number, number>>();
  let sent = 0;
  let started = 0;
  let shown = 0;
  try {
    const cookie = await signInCookie(site);
    // The untouched forms are accepted: what the fuzz refuses, it refuses for what it changed.
    const control = (fields: Record<string, string>, path: string) =>
      send(site, path, {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new TextEncoder().encode(new URLSearchParams(fields).toString()),
        chunked: false,
      });
    const accepted = await control(
      { ...inquiry, contact_email: "control@example.com" },
      "/buchung",
    );
    expect(await accepted.text()).toContain("Anfrage erfolgreich gesendet");
    const resetMail = await control({ intent: "forgot", email: owner.email }, "/admin/login");
    expect(await resetMail.text()).toContain("E-Mail gesendet");

    // Interleaved, so each action meets the others' load.
    const perTarget = targets.map((target, index) =>
      hostileRequests(target, target.count, 1000 + index).map((request) => ({ target, request })),
    );
    const longest = Math.max(...perTarget.map((requests) => requests.length));
    const queue = Array.from({ length: longest }, (_, i) =>
      perTarget.flatMap((requests) => requests[i] ?? []),
    ).flat();
    started = Date.now();
    const worker = async () => {
      while (sent < queue.length) {
        const { target, request } = queue[sent++];
        const { kind } = request;
        const response = await send(
          site,
          target.path,
          request,
          target.signedIn ? cookie : undefined,
        ).catch((error: unknown) => {
          // A chunked body over the limit is answered 413 and its connection closed unread, so
          // the client may fail while still writing it. Nothing else may end without an answer.
          if (request.chunked && kind === "oversized") return undefined;
          throw error;
        });
        // 0: the connection was closed before the answer could be read.
        const status = response?.status ?? 0;
        const answer = response ? await response.arrayBuffer() : new ArrayBuffer(0);
        const byStatus = statuses.get(target.name) ?? new Map<number, number>();
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        statuses.set(target.name, byStatus);
        if (response && response.status >= 500 && ++shown <= 10) {
          const text = new TextDecoder().decode(answer).slice(0, 300);
          console.log(target.name, kind, response.status, text);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const seconds = (Date.now() - started) / 1000;
    console.log(`${queue.length} hostile posts in ${seconds.toFixed(1)} s`);
    for (const [name, byStatus] of statuses)
      console.log(name.padEnd(22), JSON.stringify(Object.fromEntries([...byStatus].sort())));
    expect(queue.length).toBeGreaterThanOrEqual(2000);
    expect(seconds).toBeLessThan(120);
    // Still signed in: the admin actions were judged, not turned away at the door.
    expect((await fetch(`${site.url}/admin/profil`, { headers: { Cookie: cookie } })).status).toBe(
      200,
    );
  } finally {
    await stopSite(site);
  }
  const serverErrors = [...statuses].flatMap(([name, byStatus]) =>
    [...byStatus]
      .filter(([status]) => status >= 500)
      .map(([status, n]) => `${name}: ${n}× ${status}`),
  );
  expect(serverErrors).toEqual([]);
  for (const target of targets.filter((t) => t.signedIn))
    expect(statuses.get(target.name)?.get(401) ?? 0, target.name).toBe(0);
  // Only the two control posts left anything: one inquiry with its two mails, one reset mail.
  expect(await rowCounts(dataDir)).toEqual({
    inquiries: 1,
    reservations: 0,
    images: 0,
    mails: 3,
    twoFactor: 0,
  });
});

/** Resident memory of a process, in bytes. */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1]) * 1024;
}

test("a 30 MB form is answered 413 with a short page, and the server's memory hardly grows", async () => {
  const site = await startFuzzSite(newDataDir());
  try {
    const pid = site.child.pid!;
    const body = new Uint8Array(30 * 1024 * 1024).fill(0x61);
    body.set(new TextEncoder().encode("first_name="));
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    const post = (chunked: boolean, lng = "de") =>
      send(site, `/buchung?lng=${lng}`, { headers, body, chunked });
    // Warm up (first page render, first refused post) so that only the large posts are measured.
    for (let i = 0; i < 3; i++) await (await fetch(`${site.url}/buchung`)).text();
    await (await post(false)).text();
    const before = residentBytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(pid));
    }, 5);
    try {
      const declared = await post(false, "en");
      const page = await declared.text();
      expect(declared.status).toBe(413);
      expect(page).toContain("Request too large");
      expect(page.length).toBeLessThan(100 * 1024);
      // Four at once, as an attacker would.
      const parallel = await Promise.all([post(false), post(false), post(false), post(false)]);
      for (const response of parallel) {
        expect(response.status).toBe(413);
        expect((await response.arrayBuffer()).byteLength).toBeLessThan(100 * 1024);
      }
      // Streamed without a length, the body is cut off once past the limit: the client gets the
      // page or, when it was still sending, a closed connection. Either way nothing piles up.
      for (let i = 0; i < 4; i++) {
        const streamed = await post(true, "it").catch(() => null);
        if (streamed) {
          expect(streamed.status).toBe(413);
          expect(await streamed.text()).toContain("Richiesta troppo grande");
        }
      }
    } finally {
      clearInterval(sampler);
    }
    const growth = (peak - before) / 1024 / 1024;
    console.log(
      `server RSS ${(before / 1024 / 1024).toFixed(0)} MB, peak growth ${growth.toFixed(1)} MB`,
    );
    expect(growth).toBeLessThan(100);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  } finally {
    await stopSite(site);
  }
});

/** The status of the next complete response on a raw connection; null if none comes in 5 s. */
function nextStatus(socket: Socket, received: { text: string }): Promise<number | null> {
  return new Promise((done) => {
    const finish = (status: number | null) => {
      clearTimeout(timer);
      socket.off("data", check);
      socket.off("close", closed);
      done(status);
    };
    const check = () => {
      const end = received.text.indexOf("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(received.text)?.[1] ?? Number.NaN);
      if (end < 0 || Number.isNaN(length) || received.text.length < end + 4 + length) return;
      const status = Number(received.text.slice(9, 12));
      received.text = received.text.slice(end + 4 + length);
      finish(status);
    };
    const closed = () => finish(null);
    const timer = setTimeout(closed, 5_000);
    socket.on("data", check);
    socket.on("close", closed);
    check();
  });
}

test("a refused form leaves its connection usable for the next request", async () => {
  const site = await startFuzzSite(newDataDir());
  const socket = connect(Number(new URL(site.url).port), "127.0.0.1");
  try {
    const received = { text: "" };
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      received.text += chunk;
    });
    const body = "x".repeat(200_000);
    socket.write(
      `POST /buchung HTTP/1.1\r\nHost: ${new URL(site.url).host}\r\nOrigin: ${site.url}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(await nextStatus(socket, received)).toBe(413);
    // Longer than the server's wait for a body it gave up on.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    socket.write(`GET /healthz HTTP/1.1\r\nHost: ${new URL(site.url).host}\r\n\r\n`);
    expect(await nextStatus(socket, received)).toBe(200);
  } finally {
    socket.destroy();
    await stopSite(site);
  }
});
