import { expect, test } from "./fixtures";

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
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await request.get("/");
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

  for (const path of [
    "/buchung",
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
