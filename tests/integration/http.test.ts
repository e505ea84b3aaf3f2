import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../../server/auth";
import { type DatabaseHandle, openMemoryDatabase } from "../../server/db/client";
import { parseEnv } from "../../server/env";
import { clientAddress, createHttpApp } from "../../server/http";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openMemoryDatabase();
});
afterAll(() => database.close());

function appWith(env: Record<string, string>) {
  const parsed = parseEnv({
    SITE_URL: "https://almblick.example",
    AUTH_SECRET: "x".repeat(32),
    ...env,
  });
  const deliverMail = () => {};
  const auth = createAuth({ db: database.db, env: parsed, deliverMail });
  return createHttpApp({
    services: { db: database.db, env: parsed, now: () => new Date(), deliverMail, auth },
    getBuild: () => Promise.reject(new Error("no React Router build in this test")),
    mount: (app) => {
      app.get("/whoami", (c) => c.text(clientAddress(c, parsed.TRUST_PROXY)));
      app.post("/echo", (c) => c.text("accepted"));
    },
  });
}

describe("HTTP layer", () => {
  it("answers the health check once the database is migrated", async () => {
    const response = await appWith({}).request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });

  it("sends HSTS for https requests, and trusts X-Forwarded-Proto only with TRUST_PROXY", async () => {
    const direct = await appWith({}).request("https://almblick.example/healthz");
    expect(direct.headers.get("strict-transport-security")).toContain("max-age=31536000");

    const forged = await appWith({}).request("http://internal/healthz", {
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(forged.headers.get("strict-transport-security")).toBeNull();

    const proxied = await appWith({ TRUST_PROXY: "1" }).request("http://internal/healthz", {
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(proxied.headers.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set, then takes the proxy's entry", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.9, 198.51.100.7" };
    const untrusted = await appWith({}).request("/whoami", { headers });
    expect(await untrusted.text()).not.toContain("198.51.100.7");
    const trusted = await appWith({ TRUST_PROXY: "1" }).request("/whoami", { headers });
    expect(await trusted.text()).toBe("198.51.100.7");
  });

  it("refuses a cross-origin form post and lets a same-origin one through", async () => {
    const app = appWith({});
    const post = (origin: string) =>
      app.request("https://almblick.example/echo", {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
    expect((await post("https://evil.example")).status).toBe(403);
    const sameOrigin = await post("https://almblick.example");
    expect(sameOrigin.status).toBe(200);
    expect(await sameOrigin.text()).toBe("accepted");
  });
});

describe("configuration", () => {
  it("fails fast with the name of a bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });

  it("derives SITE_URL from the port and defaults the owner address", () => {
    const env = parseEnv({ PORT: "8080" });
    expect(env.SITE_URL).toBe("http://localhost:8080");
    expect(env.OWNER_EMAIL).toMatch(/@/);
    expect(env.INQUIRY_RATE_LIMIT).toBe(5);
  });
});
