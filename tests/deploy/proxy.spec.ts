// What deploy/nginx-site.conf does besides proxying: certbot's challenge over plain http, no
// answer for unknown host names, no public /metrics, the request id in the access log, and the
// back-soon page when no instance answers (while the instances' own 503 pages pass through).
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect as tlsConnect } from "node:tls";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { freePort } from "../support/ports";
import {
  adminQuery,
  createDatabase,
  currentStack,
  port,
  root,
  type Started,
  selfSignedCertificate,
  siteUrl,
  startInstance,
  startNginx,
  stopProcess,
  waitUntilServing,
  writeNginxConfig,
} from "./stack";

test("certbot's challenge files are served over plain http from the webroot, not redirected", async () => {
  const { httpUrl, acmeWebroot } = currentStack();
  const token = randomBytes(24).toString("base64url");
  const challengeDir = join(acmeWebroot, ".well-known/acme-challenge");
  mkdirSync(challengeDir, { recursive: true });
  writeFileSync(join(challengeDir, token), `${token}.account-thumbprint`);

  const challenge = await fetch(`${httpUrl}/.well-known/acme-challenge/${token}`, {
    redirect: "manual",
  });
  expect(challenge.status).toBe(200);
  expect(challenge.headers.get("content-type")).toBe("text/plain");
  expect(await challenge.text()).toBe(`${token}.account-thumbprint`);
  // An unknown token is a plain 404, not a redirect to https (certbot would follow it).
  const unknown = await fetch(`${httpUrl}/.well-known/acme-challenge/unknown`, {
    redirect: "manual",
  });
  expect(unknown.status).toBe(404);
  // Everything else still goes to https.
  const other = await fetch(`${httpUrl}/.well-known/security.txt`, { redirect: "manual" });
  expect(other.status).toBe(301);
  expect(other.headers.get("location")).toBe("https://localhost/.well-known/security.txt");
});

/** The status of a GET, or "no answer" when the connection or handshake ends without one. */
function answerOf(send: (done: (status: number) => void, fail: () => void) => void) {
  return new Promise<number | "no answer">((resolve) => send(resolve, () => resolve("no answer")));
}

function plainGet(httpPort: number, host: string) {
  return answerOf((done, fail) => {
    const request = httpRequest({
      host: "127.0.0.1",
      port: httpPort,
      path: "/",
      headers: { host },
    });
    request.on("response", (response) => done(response.statusCode ?? 0));
    request.on("error", fail);
    request.end();
  });
}

function tlsGet(options: { servername?: string; host: string }) {
  return answerOf((done, fail) => {
    const request = httpsRequest({
      host: "127.0.0.1",
      port,
      path: "/healthz",
      servername: options.servername,
      headers: { host: options.host },
      // The handshake is what is tested, not the run's self-signed certificate.
      rejectUnauthorized: false,
    });
    request.on("response", (response) => done(response.statusCode ?? 0));
    request.on("error", fail);
    request.end();
  });
}

test("unknown host names get no answer, on http and https", async () => {
  const httpPort = Number(new URL(currentStack().httpUrl).port);
  const host = `localhost:${port}`;
  // The site's own name is answered (so a refusal below is the default server's doing).
  expect(await plainGet(httpPort, `localhost:${httpPort}`)).toBe(301);
  expect(await tlsGet({ servername: "localhost", host })).toBe(200);

  expect(await plainGet(httpPort, "attacker.example")).toBe("no answer");
  expect(await plainGet(httpPort, "127.0.0.1")).toBe("no answer");
  // Another name in the TLS handshake, or none (a scanner asking for the bare address).
  expect(await tlsGet({ servername: "attacker.example", host: "attacker.example" })).toBe(
    "no answer",
  );
  expect(await tlsGet({ host: "127.0.0.1" })).toBe("no answer");
  // The site's name in the handshake, another one in the request.
  expect(await tlsGet({ servername: "localhost", host: "attacker.example" })).toBe("no answer");

  // The handshake itself is refused, before any certificate is shown.
  const handshake = await new Promise<{ certificate: boolean; error: string }>((resolve) => {
    const socket = tlsConnect({ host: "127.0.0.1", port, servername: "attacker.example" });
    socket.on("secureConnect", () => resolve({ certificate: true, error: "" }));
    socket.on("error", (error) =>
      resolve({ certificate: Boolean(socket.getPeerCertificate()?.subject), error: error.message }),
    );
  });
  expect(handshake.certificate).toBe(false);
  expect(handshake.error).toMatch(/unrecognized name|handshake failure/i);
});

test("/metrics is not served to the public", async ({ request }) => {
  for (const path of ["/metrics", "/metrics?format=text", "//metrics", "/%6Detrics"]) {
    const response = await request.get(`${siteUrl}${path}`);
    expect(response.status(), path).toBe(404);
    // nginx's own page: the request never reached an instance (which serves local addresses).
    expect(await response.text(), path).toMatch(/<center>nginx\/[\d.]+<\/center>/);
  }
});

test("the access log carries each response's X-Request-Id", async ({ request }) => {
  const response = await request.get("/gaesteinformationen");
  expect(response.status()).toBe(200);
  const requestId = response.headers()["x-request-id"];
  expect(requestId).toMatch(/^\S{8,}$/);
  await expect
    .poll(() =>
      readFileSync(currentStack().accessLog, "utf8")
        .split("\n")
        .filter((line) => line.includes('"GET /gaesteinformationen ')),
    )
    .toContainEqual(expect.stringContaining(`request_id=${requestId}`));
});

/** Bodies of the back-soon page in all three languages. */
async function expectBackSoon(response: Awaited<ReturnType<APIRequestContext["get"]>>) {
  expect(response.status()).toBe(503);
  expect(response.headers()["retry-after"]).toBe("30");
  expect(response.headers()["cache-control"]).toBe("no-store");
  const text = await response.text();
  for (const title of ["Gleich wieder da", "Back soon", "Torniamo subito"]) {
    expect(text).toContain(title);
  }
}

test("no instance answering: the back-soon page with 503 until one is back; the app's own 503 passes", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const database = await createDatabase();
  const databaseName = new URL(database.url).pathname.slice(1);
  const shared = {
    databaseUrl: database.url,
    authSecret: currentStack().authSecret,
    smtpUrl: currentStack().smtpUrl,
  };
  const ports = [await freePort(), await freePort()] as [number, number];
  const dir = mkdtempSync(join(tmpdir(), "deploy-back-soon-"));
  const httpsPort = await freePort();
  const nginxConfig = writeNginxConfig({
    dir,
    httpPort: await freePort(),
    httpsPort,
    upstreams: ports,
    tls: selfSignedCertificate(dir),
    name: `deploy-${port}-nginx-back-soon`,
  });
  const nginx = startNginx(nginxConfig);
  const site = `https://localhost:${httpsPort}`;
  const start = (index: 0 | 1) =>
    startInstance(`deploy-${port}-back-soon-${index + 1}`, ports[index], shared);
  const running: Started[] = [];
  const serving = (index: 0 | 1, instance: Started) =>
    waitUntilServing(`http://127.0.0.1:${ports[index]}/healthz`, instance, 150_000);
  try {
    running.push(start(0), start(1));
    await Promise.all([serving(0, running[0]), serving(1, running[1])]);
    await expect.poll(async () => (await request.get(`${site}/healthz`)).status()).toBe(200);

    // The database away: the instances answer 503 themselves, and visitors get their answer,
    // however often they ask (the instances are never taken out of the upstream for it).
    await adminQuery(`alter database ${databaseName} with allow_connections false`);
    await adminQuery(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName}'`,
    );
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const away = await request.get(`${site}/healthz`);
      expect(away.status()).toBe(503);
      expect(await away.text()).toBe("database unavailable");
    }
    await adminQuery(`alter database ${databaseName} with allow_connections true`);
    await expect
      .poll(async () => (await request.get(`${site}/healthz`)).status(), { timeout: 20_000 })
      .toBe(200);

    // Both instances stopped: nginx's own 502 becomes the back-soon page, for posts too.
    await Promise.all(running.splice(0).map((instance) => stopProcess(instance)));
    await expectBackSoon(await request.get(`${site}/`));
    await expectBackSoon(await request.get(`${site}/buchung?month=2030-01`));
    await expectBackSoon(await request.post(`${site}/buchung`, { form: { first_name: "Eva" } }));
    // The access log names what the visitor asked, not the back-soon page it got.
    const accessLog = () => readFileSync(nginxConfig.accessLog, "utf8");
    await expect.poll(accessLog).toMatch(/"POST \/buchung HTTP\/[\d.]+" 503 /);
    expect(accessLog()).not.toContain("back-soon");

    // In Chromium at 320 px: readable without scrolling sideways, nothing loaded from elsewhere.
    const loaded: string[] = [];
    page.on("request", (sent) => loaded.push(sent.url()));
    await page.setViewportSize({ width: 320, height: 640 });
    const shown = await page.goto(`${site}/`);
    expect(shown?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gleich wieder da");
    await expect(page.locator('section[lang="en"] h2')).toHaveText("Back soon");
    await expect(page.locator('section[lang="it"] h2')).toHaveText("Torniamo subito");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    expect(loaded).toEqual([`${site}/`]);
    expect(readFileSync(join(root, "deploy/back-soon.html")).length).toBeLessThan(4096);

    // One instance back: nginx sends visitors to it again by itself (within its one-second fail
    // window; the time it took is printed, the bench's way of reporting, not asserted).
    for (let asked = 0; asked < 6; asked += 1) await request.get(`${site}/`);
    running.push(start(0));
    await serving(0, running[0]);
    const back = Date.now();
    await expect
      .poll(async () => (await request.get(`${site}/healthz`)).status(), {
        timeout: 30_000,
        intervals: [50],
      })
      .toBe(200);
    console.log(`The back-soon page ended ${Date.now() - back} ms after the instance answered.`);
  } finally {
    await Promise.all(running.map((instance) => stopProcess(instance)));
    await stopProcess(nginx);
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
});
