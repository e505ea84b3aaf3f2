import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleError } from "../../app/entry.server";
import { callAuth, cookiesOf } from "../../server/auth/auth-calls";
import { createAuth } from "../../server/auth/create-auth";
import { upsertUser } from "../../server/auth/users";
import { formBodyLimit, uploadBodyLimit } from "../../server/body-limits";
import { type DatabaseHandle, openMemoryDatabase } from "../../server/db/client";
import { parseEnv } from "../../server/env";
import { clientAddress, createHttpApp } from "../../server/http";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openMemoryDatabase();
});
afterAll(() => database.close());

/**
 * A React Router build of one route whose action answers the URL it was given: enough to run
 * React Router's own request handler, with its action-origin check, without building the site.
 */
const oneRouteBuild = {
  entry: {
    module: {
      default: (request: Request, status: number, headers: Headers) =>
        new Response(`rendered ${request.url}`, { status, headers }),
    },
  },
  routes: {
    root: {
      id: "root",
      path: "",
      module: {
        default: () => null,
        loader: () => null,
        action: ({ request }: { request: Request }) => `action saw ${request.url}`,
      },
    },
  },
  assets: {
    entry: { imports: [], module: "/entry.js" },
    routes: {
      root: {
        id: "root",
        path: "",
        module: "/root.js",
        hasAction: true,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
      },
    },
    url: "/manifest.js",
    version: "1",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {
    v8_middleware: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

function authWith(env: Record<string, string>) {
  const parsed = parseEnv({
    SITE_URL: "https://almblick.example",
    AUTH_SECRET: "x".repeat(32),
    ...env,
  });
  const deliverMail = () => {};
  return { parsed, deliverMail, auth: createAuth({ db: database.db, env: parsed, deliverMail }) };
}

/** The Cookie header of a signed-in user (an admin unless `role` says otherwise). */
async function signedIn(email: string, role?: null) {
  const { auth } = authWith({});
  await upsertUser(auth, { email, password: "http-test-password-1", role });
  const response = await callAuth(auth, {
    path: "/sign-in/email",
    body: { email, password: "http-test-password-1" },
    request: new Request("https://almblick.example/admin/login"),
    clientAddress: "203.0.113.7",
    siteUrl: "https://almblick.example",
  });
  return cookiesOf(response)
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

function appWith(env: Record<string, string>) {
  const { parsed, deliverMail, auth } = authWith(env);
  return createHttpApp({
    services: { db: database.db, env: parsed, now: () => new Date(), deliverMail, auth },
    getBuild: async () => oneRouteBuild,
    mount: (app) => {
      app.get("/whoami", (c) => c.text(clientAddress(c, parsed.TRUST_PROXY)));
      app.post("/echo", (c) => c.text("accepted"));
      app.post("/admin/bilder", async (c) =>
        c.text(`read ${(await c.req.arrayBuffer()).byteLength}`),
      );
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

/** A body sent in chunks, without Content-Length (as a client streaming an upload would). */
function chunked(bytes: number, chunk = 16 * 1024) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
}

describe("the build", () => {
  it("is read once in production, and again for each request in development", async () => {
    const { parsed, deliverMail, auth } = authWith({});
    const services = { db: database.db, env: parsed, now: () => new Date(), deliverMail, auth };
    const reads = { production: 0, development: 0 };
    for (const mode of ["production", "development"] as const) {
      const app = createHttpApp({
        services,
        mode,
        getBuild: async () => {
          reads[mode] += 1;
          return oneRouteBuild;
        },
      });
      for (let request = 0; request < 3; request++) {
        expect((await app.request(`/?request=${request}`)).status).toBe(200);
      }
    }
    expect(reads).toEqual({ production: 1, development: 3 });
  });
});

describe("request bodies", () => {
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    appWith({}).request(
      new Request(`https://almblick.example${path}`, {
        method: "POST",
        headers: {
          Origin: "https://almblick.example",
          "Content-Type": "application/x-www-form-urlencoded",
          ...headers,
        },
        body,
        // @ts-expect-error Node's fetch needs this for streamed bodies
        duplex: "half",
      }),
    );

  it("refuses a form over 64 KB with a short 413 page in the visitor's language", async () => {
    const tooLarge = await post("/echo", "a=".padEnd(formBodyLimit + 1, "x"), {
      "Accept-Language": "it-IT,it;q=0.9",
    });
    expect(tooLarge.status).toBe(413);
    const page = await tooLarge.text();
    expect(page).toContain('<html lang="it">');
    expect(page).toContain("Richiesta troppo grande");
    expect(page.length).toBeLessThan(2_000);
    const english = await post("/echo?lng=en", "a=".padEnd(formBodyLimit + 1, "x"));
    expect(await english.text()).toContain("Request too large");
    const german = await post("/echo", "a=".padEnd(formBodyLimit + 1, "x"));
    expect(await german.text()).toContain("Anfrage zu groß");
    expect((await post("/echo", "a=".padEnd(formBodyLimit, "x"))).status).toBe(200);
  });

  it("stops reading a streamed body as soon as it passes the limit, and closes its connection", async () => {
    const response = await post("/echo", chunked(50 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Anfrage zu groß");
    // Its rest was never read, so the connection cannot carry another request.
    expect(response.headers.get("connection")).toBe("close");
    const body = "a=".padEnd(formBodyLimit + 1, "x");
    const declared = await post("/echo", body, { "Content-Length": String(body.length) });
    expect(declared.status).toBe(413);
    expect(declared.headers.get("connection")).toBeNull();
  });

  it("lets a signed-in owner's image upload have 10 MB and the form around it, and no more", async () => {
    const owner = {
      Cookie: await signedIn("owner@almblick.example"),
      "Content-Type": "multipart/form-data; boundary=x",
    };
    const image = await post("/admin/bilder", chunked(uploadBodyLimit), owner);
    expect(await image.text()).toBe(`read ${uploadBodyLimit}`);
    expect(uploadBodyLimit).toBeGreaterThan(10 * 1024 * 1024);
    expect((await post("/admin/bilder", chunked(uploadBodyLimit + 1), owner)).status).toBe(413);
    const declared = await post("/admin/bilder.data", new Uint8Array(uploadBodyLimit + 1), owner);
    expect(declared.status).toBe(413);
  });

  it("gives anyone else a form's limit on the upload address too", async () => {
    const guest = { Cookie: await signedIn("guest@almblick.example", null) };
    for (const headers of [{}, guest, { Cookie: "__Secure-better-auth.session_token=forged" }]) {
      const response = await post("/admin/bilder", chunked(formBodyLimit + 1), headers);
      expect(response.status).toBe(413);
    }
    expect(await (await post("/admin/bilder", chunked(formBodyLimit))).text()).toBe(
      `read ${formBodyLimit}`,
    );
  });
});

describe("response headers", () => {
  it("keep guests' data, sessions and reset tokens out of every cache", async () => {
    const app = appWith({});
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/anfragen",
      "/admin.data",
      "/admin/reservierungen.data",
      "/admin/reservierungen.csv",
      "/admin/login",
      "/api/auth/get-session",
      "/password-reset?token=abc",
    ]) {
      const response = await app.request(`https://almblick.example${path}`);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    for (const path of ["/", "/administration", "/buchung"]) {
      const response = await app.request(`https://almblick.example${path}`);
      expect(response.headers.get("cache-control"), path).not.toBe("no-store");
    }
  });

  it("forbid framing in both headers, consistently", async () => {
    const response = await appWith({}).request("https://almblick.example/");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("behind a TLS-terminating proxy", () => {
  // What nginx forwards for https://almblick.example/ (deploy/nginx-site.conf).
  const proxied = {
    "X-Forwarded-Proto": "https",
    "X-Forwarded-Host": "almblick.example",
    "X-Forwarded-For": "203.0.113.9",
  };
  const formPost = (headers: Record<string, string>) => ({
    method: "POST",
    headers: {
      Origin: "https://almblick.example",
      "Content-Type": "application/x-www-form-urlencoded",
      ...headers,
    },
    body: "a=1",
  });

  it("with TRUST_PROXY, React Router sees the public https URL and accepts the form post", async () => {
    const app = appWith({ TRUST_PROXY: "1" });
    const response = await app.request("http://127.0.0.1:3000/?index", formPost(proxied));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("rendered https://almblick.example/?index");
  });

  it("takes the host from Host when the proxy sends no X-Forwarded-Host", async () => {
    const app = appWith({ TRUST_PROXY: "1" });
    const response = await app.request(
      "http://almblick.example/?index",
      formPost({ "X-Forwarded-Proto": "https" }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("rendered https://almblick.example/?index");
  });

  it("without TRUST_PROXY the forwarded scheme and host change nothing", async () => {
    const app = appWith({});
    const response = await app.request("http://127.0.0.1:3000/?index", formPost(proxied));
    expect(response.status).toBe(400);
    const page = await app.request("http://127.0.0.1:3000/", { headers: proxied });
    expect(await page.text()).toBe("rendered http://127.0.0.1:3000/");
  });

  it("ignores a forwarded host that is no host name and a scheme that is no web scheme", async () => {
    const app = appWith({ TRUST_PROXY: "1" });
    const page = await app.request("http://127.0.0.1:3000/", {
      headers: { "X-Forwarded-Proto": "javascript", "X-Forwarded-Host": "evil.example/x?y" },
    });
    expect(await page.text()).toBe("rendered http://127.0.0.1:3000/");
  });

  it("marks the language cookie Secure when the visitor came over https", async () => {
    const app = appWith({ TRUST_PROXY: "1" });
    const response = await app.request("http://127.0.0.1:3000/?lng=en", { headers: proxied });
    expect(response.headers.get("set-cookie")).toMatch(/i18next=en;.*Secure/);
    const direct = await appWith({}).request("http://127.0.0.1:3000/?lng=en", {
      headers: proxied,
    });
    expect(direct.headers.get("set-cookie")).not.toMatch(/Secure/);
  });
});

describe("configuration", () => {
  it("fails fast with the name of a bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });

  it("takes only smtp:// and smtps:// mail servers, and says so in one line", () => {
    expect(() => parseEnv({ SMTP_URL: "http://mail.example.com" })).toThrow(
      /^Invalid configuration: SMTP_URL: must start with smtp:\/\/ or smtps:\/\/$/,
    );
    expect(parseEnv({ SMTP_URL: "smtps://u:p@mail.example.com:465" }).SMTP_URL).toBe(
      "smtps://u:p@mail.example.com:465",
    );
  });

  it("on PostgreSQL refuses to start without AUTH_SECRET, in one line that says why", () => {
    const postgres = { DATABASE_URL: "postgres://site@db.example/almblick" };
    expect(() => parseEnv(postgres)).toThrow(
      /^AUTH_SECRET is not set: with DATABASE_URL every instance must sign sessions with the same secret[^\n]*$/,
    );
    // An environment file's empty `AUTH_SECRET=` line is no secret either.
    expect(() => parseEnv({ ...postgres, AUTH_SECRET: "" })).toThrow(/^AUTH_SECRET is not set/);
    expect(() => parseEnv({ ...postgres, AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
    expect(parseEnv({ ...postgres, AUTH_SECRET: "s".repeat(32) }).AUTH_SECRET).toHaveLength(32);
    // The embedded database keeps its generated secret in DATA_DIR.
    expect(parseEnv({}).AUTH_SECRET).toBeUndefined();
  });

  it("derives SITE_URL from the port and defaults the owner address", () => {
    const env = parseEnv({ PORT: "8080" });
    expect(env.SITE_URL).toBe("http://localhost:8080");
    expect(env.OWNER_EMAIL).toMatch(/@/);
    expect(env.INQUIRY_RATE_LIMIT).toBe(5);
  });
});

describe("failed renders", () => {
  /** The one-route build whose loader throws `error`, with the site's own error handler. */
  function failingApp(error: Error) {
    const root = oneRouteBuild.routes.root!;
    const build = {
      ...oneRouteBuild,
      entry: {
        module: {
          default: (_request: Request, status: number, headers: Headers) => {
            headers.set("Content-Type", "text/html; charset=utf-8");
            return new Response("<p>the route's error boundary</p>", { status, headers });
          },
          handleError,
        },
      },
      routes: {
        root: {
          ...root,
          module: {
            ...root.module,
            loader: () => {
              throw error;
            },
          },
        },
      },
    } as unknown as ServerBuild;
    const { parsed, deliverMail, auth } = authWith({});
    return createHttpApp({
      services: { db: database.db, env: parsed, now: () => new Date(), deliverMail, auth },
      getBuild: async () => build,
    });
  }

  it("become the server's own page in the visitor's language, naming the request id", async () => {
    const response = await failingApp(new TypeError("a fault")).request("/", {
      headers: { "Accept-Language": "en" },
    });
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id");
    const page = await response.text();
    expect(page).toContain("Something went wrong");
    expect(page).toContain(`<code>${id}</code>`);
  });

  it("answer 503 with a translated page when the database was away", async () => {
    const away = Object.assign(new Error("terminating connection"), { code: "57P01" });
    const response = await failingApp(away).request("/");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.text()).toContain("Vorübergehend nicht erreichbar");
  });
});
