import { request } from "node:http";
import { test as base, expect, type TestInfo } from "@playwright/test";
import { e2eControlSocket, e2eSiteUrl } from "../../scripts/e2e-sites.mjs";
import { recordSeenSecrets } from "../support/server-logs";

/**
 * Every browser test fails on an unexpected console error, uncaught exception or
 * Content-Security-Policy violation on its page.
 * A test that expects one (the 404 log, a broken image) allows it by pattern.
 * The checks come with the `page` fixture, so a test that only sends requests opens no browser.
 */
export const checkedTest = base.extend<{
  allowConsoleErrors: (pattern: RegExp) => void;
  allowedConsoleErrors: RegExp[];
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; this one has none.
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  allowConsoleErrors: async ({ allowedConsoleErrors }, use) => {
    await use((pattern) => allowedConsoleErrors.push(pattern));
  },
  /** Cookie values of every test, for the end-of-run check that no server log holds one. */
  context: async ({ context }, use) => {
    await use(context);
    const cookies = await context.cookies().catch(() => []);
    recordSeenSecrets(cookies.map((cookie) => cookie.value));
  },
  page: async ({ page, allowedConsoleErrors }, use) => {
    // /buchung starts React at the visitor's first interaction (app/hydration.ts). The visitor of
    // these tests interacts as soon as a page has loaded, with a scroll event; the tests of the
    // page before any interaction (hydration.spec.ts) open a page of their own.
    await page.addInitScript(() => {
      window.addEventListener("load", () => window.dispatchEvent(new Event("scroll")));
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    // Content-Security-Policy violations reach the browser's log, not the page's console.
    await page.exposeBinding("reportCspViolation", (_source, directive: string) => {
      errors.push(`csp violation: ${directive}`);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { reportCspViolation: (d: string) => void })
          .reportCspViolation;
        report(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await use(page);
    // A request React Router aborts because the page navigates away (after sign-out, after a
    // save) surfaces as this rejection now and then; it is not a fault of the page.
    const allowed = [...allowedConsoleErrors, /^pageerror: signal is aborted without reason$/];
    const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    expect(unexpected, "console errors").toEqual([]);
  },
});

/** Asks scripts/e2e-server.mjs for site `site` on fresh data unless it already serves `file`. */
function freshSite(site: number, file: string) {
  return new Promise<void>((done, fail) => {
    const asked = request({ socketPath: e2eControlSocket, method: "POST" }, (response) => {
      let answer = "";
      response.on("data", (chunk) => {
        answer += chunk;
      });
      response.on("end", () =>
        response.statusCode === 200 ? done() : fail(new Error(`no fresh site: ${answer}`)),
      );
    });
    asked.on("error", fail);
    asked.end(JSON.stringify({ site, file }));
  });
}

/** The site of the worker running the test (scripts/e2e-server.mjs starts one per worker). */
export function siteOfWorker(testInfo: TestInfo) {
  return e2eSiteUrl(testInfo.parallelIndex);
}

/**
 * The browser tests of tests/e2e: checked as above, each against the site of its worker
 * (scripts/e2e-server.mjs starts one per worker), which starts each spec file on fresh data.
 * A file that runs only sites of its own says so with `test.use({ workerSite: false })`: it
 * leaves the worker's site as it is, and has no base URL to reach it by mistake.
 * The deployment suite uses `checkedTest` with its own address, nginx's.
 */
export const test = checkedTest.extend<{ siteOfThisFile: undefined; workerSite: boolean }>({
  workerSite: [true, { option: true }],
  baseURL: async ({ workerSite }, use, testInfo) =>
    use(workerSite ? siteOfWorker(testInfo) : undefined),
  siteOfThisFile: [
    async ({ workerSite }, use, testInfo) => {
      if (workerSite) await freshSite(testInfo.parallelIndex, testInfo.file);
      await use(undefined);
    },
    // A restart on a busy machine: not counted against the test's own time.
    { auto: true, timeout: 60_000 },
  ],
});

export { expect };
