import { readFileSync } from "node:fs";
import { createConnection, createServer, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { inquiryFields } from "../support/inquiry-form";
import { freePort } from "../support/ports";
import { recordSeenSecrets } from "../support/server-logs";
import {
  currentStack,
  owner,
  port,
  siteUrl,
  startInstance,
  stopProcess,
  waitUntilServing,
} from "./stack";

/**
 * A TCP relay to the test PostgreSQL server that can be cut and restored: a database outage
 * seen by one instance, without touching the server the other tests use.
 */
async function databaseRelay(target: URL) {
  const sockets = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) return client.destroy();
    const upstream = createConnection(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  const relayPort = await new Promise<number>((done) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      done(typeof address === "object" && address ? address.port : 0);
    }),
  );
  return {
    port: relayPort,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close() {
      this.cut();
      server.close();
    },
  };
}

/** What nginx adds to each request (deploy/nginx-site.conf). */
const proxied = {
  "X-Forwarded-Proto": "https",
  "X-Forwarded-Host": new URL(siteUrl).host,
  Origin: new URL(siteUrl).origin,
};

test("a database outage: short, structured logs without the session token; back after", async () => {
  test.setTimeout(120_000);
  const stack = currentStack();
  const target = new URL(stack.databaseUrl);
  const relay = await databaseRelay(target);
  const relayed = new URL(stack.databaseUrl);
  relayed.port = String(relay.port);
  const instancePort = await freePort();
  const url = `http://127.0.0.1:${instancePort}`;
  const site = startInstance(`deploy-${port}-database-outage`, instancePort, {
    ...stack,
    databaseUrl: relayed.href,
  });
  try {
    await waitUntilServing(`${url}/healthz`, site);
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { ...proxied, "Content-Type": "application/json" },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
    const session = cookies.find((cookie) => cookie.includes("session_token"));
    // Secure cookies behind the https proxy; the value is better-auth's signed token.
    expect(session).toMatch(/^__Secure-almblick\.session_token=[A-Za-z0-9]{32}\.[A-Za-z0-9%]+$/);
    recordSeenSecrets(cookies.map((cookie) => cookie.slice(cookie.indexOf("=") + 1)));
    const cookie = cookies.join("; ");
    expect((await fetch(`${url}/admin`, { headers: { ...proxied, cookie } })).status).toBe(200);

    const linesBefore = readFileSync(site.logFile, "utf8").trim().split("\n").length;
    relay.cut();
    const statuses: number[] = [];
    // A count of requests, not a stretch of time: a slow machine sends as many as a fast one.
    for (let round = 0; round < 8; round++) {
      const answers = await Promise.all([
        fetch(`${url}/admin`, { headers: { ...proxied, cookie }, redirect: "manual" }),
        fetch(`${url}/admin/anfragen`, { headers: { ...proxied, cookie }, redirect: "manual" }),
        fetch(`${url}/healthz`),
      ]);
      statuses.push(...answers.map((answer) => answer.status));
    }
    // Nothing was served as if signed out or as a crash page with details: errors, and 503s.
    expect(statuses.every((status) => status >= 500)).toBe(true);
    relay.restore();
    await expect
      .poll(async () => (await fetch(`${url}/admin`, { headers: { ...proxied, cookie } })).status, {
        timeout: 20_000,
      })
      .toBe(200);

    const lines = readFileSync(site.logFile, "utf8").trim().split("\n").slice(linesBefore);
    const token = decodeURIComponent(session?.split("=")[1] ?? "").split(".")[0];
    test.info().annotations.push({
      type: "outage log",
      description: `${statuses.length} requests, ${lines.length} log lines`,
    });
    for (const line of lines) {
      expect(() => JSON.parse(line), line).not.toThrow();
      expect(line).not.toContain(token);
    }
    // Besides the one line per request, the same error repeated is written once, not per request.
    const problems = lines.filter((line) => JSON.parse(line).level !== "info");
    expect(problems.length).toBeLessThan(15);
  } finally {
    await stopProcess(site);
    relay.close();
  }
});

test("with the database away, cached public pages are served and the rest says so in words", async () => {
  test.setTimeout(120_000);
  const stack = currentStack();
  const relay = await databaseRelay(new URL(stack.databaseUrl));
  const relayed = new URL(stack.databaseUrl);
  relayed.port = String(relay.port);
  const instancePort = await freePort();
  const url = `http://127.0.0.1:${instancePort}`;
  const site = startInstance(`deploy-${port}-database-away`, instancePort, {
    ...stack,
    databaseUrl: relayed.href,
  });
  const inquiry = (language: string) =>
    fetch(`${url}/buchung`, {
      method: "POST",
      headers: {
        ...proxied,
        "Content-Type": "application/x-www-form-urlencoded",
        "Accept-Language": language,
      },
      body: new URLSearchParams(inquiryFields({ message: "while the database is away" })),
    });
  try {
    await waitUntilServing(`${url}/healthz`, site);
    // Visited once, so the page cache holds them.
    for (const path of ["/", "/familienurlaub"]) {
      expect((await fetch(`${url}${path}`)).status).toBe(200);
    }

    relay.cut();
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Almblick");
    expect((await fetch(`${url}/familienurlaub`)).status).toBe(200);
    expect((await fetch(`${url}/healthz`)).status).toBe(503);

    const german = await inquiry("de");
    expect(german.status).toBe(503);
    const requestId = german.headers.get("x-request-id");
    expect(requestId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    const page = await german.text();
    expect(page).toContain("Vorübergehend nicht erreichbar");
    expect(page).toContain(requestId);
    const english = await inquiry("en");
    expect(english.status).toBe(503);
    expect(await english.text()).toContain("Temporarily unavailable");

    relay.restore();
    await expect
      .poll(async () => (await fetch(`${url}/healthz`)).status, { timeout: 20_000 })
      .toBe(200);
    const sent = await inquiry("de");
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Anfrage erfolgreich gesendet");
    expect(site.child.exitCode).toBeNull();
  } finally {
    await stopProcess(site);
    relay.close();
  }
});
