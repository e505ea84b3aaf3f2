// A database failover under load: PostgreSQL ends every connection of the app (what a managed
// database does when it fails over or restarts) three times while inquiries, public pages and
// an owner's inbox are being served. The instances must stay up, only the requests in flight
// may fail, and every inquiry the site acknowledged must be stored exactly once.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { inquiryFields } from "../support/inquiry-form";
import { freePort } from "../support/ports";
import {
  currentStack,
  owner,
  port,
  type Started,
  siteUrl,
  startInstance,
  stopProcess,
  waitUntilServing,
} from "./stack";

/** What nginx adds to each request (deploy/nginx-site.conf). */
const proxied = {
  "X-Forwarded-Proto": "https",
  "X-Forwarded-Host": new URL(siteUrl).host,
  Origin: new URL(siteUrl).origin,
};

interface Answer {
  kind: "inquiry" | "page" | "inbox";
  status: number;
  started: number;
  ended: number;
  /** The inquiry's marker, when the site acknowledged it. */
  acknowledged?: string;
}

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { ...proxied, "Content-Type": "application/json" },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** How many inquiries, started after one termination, are acknowledged before the next. */
const inquiriesBetweenTerminations = 3;

/** Ends every connection to `database` but the caller's own; resolves with when it happened. */
async function terminateBackends(serverUrl: string, database: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const started = Date.now();
  const { rows } = await admin.query(
    "select count(*) filter (where pg_terminate_backend(pid)) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [database],
  );
  const ended = Date.now();
  await admin.end();
  return { started, ended, connections: Number(rows[0].ended) };
}

test("terminating every database connection three times under load: no instance exits", async () => {
  test.setTimeout(180_000);
  const stack = currentStack();
  const database = new URL(stack.databaseUrl).pathname.slice(1);
  const serverUrl = new URL(stack.databaseUrl);
  serverUrl.pathname = "/postgres";
  const instancePorts = [await freePort(), await freePort()];
  const urls = instancePorts.map((instancePort) => `http://127.0.0.1:${instancePort}`);
  const sites: Started[] = instancePorts.map((instancePort, index) =>
    startInstance(`deploy-${port}-failover-${index}`, instancePort, stack),
  );
  try {
    await Promise.all(sites.map((site, index) => waitUntilServing(`${urls[index]}/healthz`, site)));
    const cookie = await signIn(urls[0]);
    const run = `failover-${Date.now()}`;
    let sent = 0;
    const answers: Answer[] = [];

    async function one(url: string, kind: Answer["kind"]) {
      const started = Date.now();
      let status = 0;
      let acknowledged: string | undefined;
      try {
        if (kind === "inquiry") {
          const marker = `${run}-${sent++}`;
          const response = await fetch(`${url}/buchung`, {
            method: "POST",
            headers: { ...proxied, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(
              inquiryFields({ contact_email: `${marker}@example.com`, message: marker }),
            ),
          });
          status = response.status;
          const text = await response.text();
          if (status === 200 && text.includes("Anfrage erfolgreich gesendet"))
            acknowledged = marker;
        } else {
          const path = kind === "inbox" ? "/admin/anfragen" : sent % 2 ? "/" : "/buchung";
          const headers = kind === "inbox" ? { ...proxied, cookie } : proxied;
          const response = await fetch(`${url}${path}`, { headers, redirect: "manual" });
          status = response.status;
          await response.arrayBuffer();
        }
      } catch {
        status = -1; // the connection itself failed: the instance is gone
      }
      answers.push({ kind, status, started, ended: Date.now(), acknowledged });
    }

    // Eight clients, each alternating between the two instances and the three kinds of work,
    // until the terminator is done. It paces itself by what was stored, not by the clock: it
    // ends the connections only once inquiries started after the previous termination were
    // acknowledged, and stops the load once some were after the last one, so the run shows the
    // recovery after each termination on a slow machine as on a fast one.
    let loadOver = false;
    const kinds: Answer["kind"][] = ["inquiry", "page", "inbox", "page"];
    const clients = Array.from({ length: 8 }, async (_, client) => {
      for (let i = client; !loadOver; i++) {
        await one(urls[i % 2], kinds[i % kinds.length]);
      }
    });
    const terminations: Array<{ started: number; ended: number; connections: number }> = [];
    const acknowledgedAfter = (since: number) =>
      answers.filter((answer) => answer.acknowledged && answer.started > since).length;
    const recovered = async (since: number, what: string) =>
      expect
        .poll(() => acknowledgedAfter(since), { message: what, timeout: 20_000 })
        .toBeGreaterThanOrEqual(inquiriesBetweenTerminations);
    const terminator = (async () => {
      try {
        let since = 0;
        for (const round of [1, 2, 3]) {
          await recovered(since, `inquiries acknowledged before termination ${round}`);
          const termination = await terminateBackends(serverUrl.href, database);
          terminations.push(termination);
          since = termination.ended;
        }
        await recovered(since, "inquiries acknowledged after the last termination");
      } finally {
        loadOver = true;
      }
    })();
    await Promise.all([...clients, terminator]);

    // No instance exited, and both serve again by themselves.
    for (const [index, site] of sites.entries()) {
      expect(site.child.exitCode, `instance ${index} exited`).toBeNull();
      await expect
        .poll(async () => (await fetch(`${urls[index]}/healthz`)).status, { timeout: 10_000 })
        .toBe(200);
      const log = readFileSync(site.logFile, "utf8");
      expect(log).not.toContain("uncaught exception");
    }
    expect(terminations.every((termination) => termination.connections > 0)).toBe(true);

    // Only requests in flight at a termination failed, and none as a crash (502) or a 500.
    const failed = answers.filter((answer) => answer.status !== 200);
    for (const answer of failed) {
      expect(answer.status, `${answer.kind} answered ${answer.status}`).toBe(503);
      const inFlight = terminations.some(
        (termination) =>
          answer.started <= termination.ended + 1_000 && answer.ended >= termination.started,
      );
      expect(inFlight, `a ${answer.kind} failed away from any termination`).toBe(true);
    }

    // Every acknowledged inquiry is stored, once.
    const acknowledged = answers.flatMap((answer) => answer.acknowledged ?? []);
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ email: string; count: string }>(
      "select contact_email as email, count(*) from booking_inquiries where contact_email like $1 group by contact_email",
      [`${run}-%`],
    );
    await client.end();
    const stored = new Map(rows.map((row) => [row.email, Number(row.count)]));
    for (const marker of acknowledged) {
      expect(stored.get(`${marker}@example.com`), marker).toBe(1);
    }

    test.info().annotations.push({
      type: "failover under load",
      description: `${answers.length} requests (${acknowledged.length} inquiries acknowledged), ${failed.length} failed in flight; connections ended: ${terminations.map((t) => t.connections).join(", ")}`,
    });
  } finally {
    await Promise.all(sites.map((site) => stopProcess(site)));
  }
});
