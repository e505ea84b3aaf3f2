import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

/** Every kind of response: a page, a 404 page, a resource route, a static asset, the health check. */
const kinds = ["/", "/does-not-exist", "/robots.txt", "/favicon.svg", "/healthz"];

test.describe("security headers", () => {
  for (const path of kinds) {
    test(`are sent on ${path}`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"];
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      // The older header says the same as frame-ancestors, never SAMEORIGIN.
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      // Plain http here: no HSTS (it is sent once requests arrive over https).
      expect(headers["strict-transport-security"]).toBeUndefined();
    });
  }

  test("HSTS is sent when the request arrived over https at the proxy… only if the proxy is trusted", async ({
    request,
  }) => {
    // The test server does not set TRUST_PROXY, so a forged header must not switch HSTS on.
    const response = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers()["strict-transport-security"]).toBeUndefined();
  });

  test("each page gets a fresh nonce, used by its scripts", async ({ request }) => {
    // A hydrated page: its inline scripts need the nonce (the public pages have none to run).
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await request.get("/admin/login");
        const nonce = response.headers()["content-security-policy"].match(/'nonce-([^']+)'/)?.[1];
        const html = await response.text();
        expect(html).toContain(`<script nonce="${nonce}"`);
        return nonce;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("fingerprinted assets are cached for a year and compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("admin pages and data, the auth endpoints and the reset page are never cached", async ({
    page,
    request,
  }) => {
    const signedOut = [
      "/admin/login",
      "/admin",
      "/admin.data",
      "/admin/anfragen.data",
      "/admin/reservierungen.csv",
      "/api/auth/get-session",
      "/password-reset?token=unknown",
    ];
    for (const path of signedOut) {
      const response = await request.get(path);
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
    expect((await request.get("/")).headers()["cache-control"]).not.toBe("no-store");

    // Signed in, with guests' data in the answers.
    await signInAsAdmin(page);
    for (const path of [
      "/admin/anfragen",
      "/admin/anfragen.data",
      "/admin/reservierungen.data",
      "/admin/reservierungen.csv",
    ]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
  });

  for (const path of [
    "/buchung",
    "/api/inquiry",
    "/admin/login",
    "/admin/anfragen",
    "/admin/reservierungen",
    "/admin/bilder",
    "/password-reset",
    "/api/auth/sign-in/email",
  ]) {
    test(`a form posted to ${path} from another origin is refused before any action runs`, async ({
      request,
    }) => {
      const response = await request.post(path, {
        headers: {
          Origin: "https://evil.example",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        data: "email=admin%40example.com&password=x&first_name=Eve",
      });
      expect(response.status()).toBe(403);
    });
  }
});
