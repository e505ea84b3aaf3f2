import type { Page, Response } from "@playwright/test";
import { startSmtpCatcher } from "../integration/smtp-catcher";
import { ownerAccount } from "../support/owners-payments";
import { recordSeenSecrets } from "../support/server-logs";
import { expect, test } from "./fixtures";
import { seriousViolations } from "./support/axe";
import { summer } from "./support/booking";
import { decodeQr } from "./support/epc-qr";
import {
  type GuestStaySeed,
  quoteOf,
  type SeededStay,
  seedGuestStays,
} from "./support/guest-stays";
import { decodeMail } from "./support/mails";
import { newDataDir, type SiteProcess, startSite, stopSite } from "./support/server-process";

/*
 * The guest's own page on a site of its own, whose database got four offers before it started
 * (tests/e2e/support/guest-stays.ts): Giulia (Italian) accepts with JavaScript at 375 px and
 * pays by QR code, Paul (English) answers without JavaScript at 320 px, Paula's page is printed,
 * and Rita's link was revoked.
 */

// Each test walks several pages, with axe and screenshots, on a site of its own.
test.describe.configure({ timeout: 90_000 });

const year = summer + 1;
const day = (month: number, dayOfMonth: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
const stay = (
  first: string,
  language: GuestStaySeed["language"],
  month: number,
  extra: Partial<GuestStaySeed> = {},
): GuestStaySeed => ({
  first,
  last: `${first}son`,
  language,
  startDate: day(month, 7),
  endDate: day(month, 14),
  totalCents: quoteOf(7).totalCents,
  quote: quoteOf(7),
  ...extra,
});

let site: SiteProcess;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let giulia: SeededStay;
let paul: SeededStay;
let paula: SeededStay;
let rita: SeededStay;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = newDataDir();
  [giulia, paul, paula, rita] = await seedGuestStays({ dataDir }, [
    stay("Giulia", "it", 6),
    stay("Paul", "en", 7),
    stay("Paula", "de", 8),
    stay("Rita", "de", 9, { revoke: true }),
  ]);
  // Every log line of the run is checked for these at its end (server-logs.spec.ts).
  recordSeenSecrets([giulia, paul, paula, rita].map((seeded) => seeded.token));
  smtp = await startSmtpCatcher();
  site = await startSite(
    {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      OWNER_EMAIL: "owner@example.com",
      ANALYTICS_ID: "G-TEST12345",
      LOG_REQUESTS: "1",
    },
    { waitUntilHealthy: false },
  );
  // A machine busy with other runs may take longer to start it than the helper's 30 s.
  await expect
    .poll(
      async () => {
        if (site.child.exitCode !== null) throw new Error(`site exited:\n${site.output()}`);
        return fetch(`${site.url}/healthz`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 100_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (site) await stopSite(site);
  await smtp?.stop();
});

const pageOf = (seeded: SeededStay, language: string) =>
  `${site.url}/aufenthalt?code=${seeded.token}&lng=${language}`;

/** Nothing wider than the window: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

function expectPrivateHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["cache-control"]).toBe("private, no-store");
}

test("at 375 px the guest accepts in Italian and finds the deposit's QR code", async ({
  page,
  allowConsoleErrors,
}) => {
  // The refused post's answer (the page with the message) is a 400.
  allowConsoleErrors(/status of 400/);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.setViewportSize({ width: 375, height: 800 });
  const response = await page.goto(pageOf(giulia, "it"));
  expect(response?.status()).toBe(200);
  expectPrivateHeaders(response);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Il vostro soggiorno");
  await expect(page.getByTestId("stay-state")).toHaveText("Stato: Offerta");
  await expect(page.getByText("Gentile Giulia", { exact: false })).toBeVisible();
  await expect(page.getByTestId("stay-total")).toContainText("1131,40");
  await expect(page.getByText("Imposta di soggiorno")).toBeVisible();
  await expect(page.getByText("Pulizia finale")).toBeVisible();
  await expect(page.getByText(/Potete cancellare gratuitamente fino al/)).toBeVisible();
  // The deposit can be paid at once (it accepts the offer): its transfer first, nothing later.
  await expect(page.getByTestId("pay-with-deposit")).toContainText(
    "Con il versamento dell'acconto accettate l'offerta",
  );
  await expect(page.getByTestId("transfer-deposit")).toBeVisible();
  await expect(page.getByTestId("transfer-balance")).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  // Both boxes are required: refused in the page's language, nothing accepted.
  const accept = page.getByRole("button", { name: "Accettare l'offerta" });
  await accept.click();
  await expect(page.getByRole("alert")).toHaveText(
    "Per accettare l'offerta confermate le regole della casa e le condizioni.",
  );
  await expect(page.getByText("Confermate le regole della casa.")).toBeVisible();
  await expect(page.getByTestId("stay-state")).toHaveText("Stato: Offerta");

  await page.getByRole("checkbox", { name: /regole della casa/ }).check();
  await page.getByRole("checkbox", { name: /Accetto le condizioni/ }).check();
  await accept.click();
  await expect(page.getByTestId("stay-state")).toHaveText("Stato: Offerta accettata");
  await expect(page.getByRole("alert")).toHaveCount(0);

  // The transfer of the deposit: as text, and as the code a banking app scans.
  const deposit = page.getByTestId("transfer-deposit");
  await expect(deposit.getByRole("heading")).toHaveText("Pagare l'acconto con bonifico");
  await expect(deposit.getByTestId("iban")).toHaveText("AT61 1904 3002 3457 3201");
  await expect(deposit.getByTestId("remittance")).toHaveText(`${giulia.reference} Anzahlung`);
  const euros = (cents: number) =>
    `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
  expect(await decodeQr(page, "deposit")).toEqual([
    "BCD",
    "002",
    "1",
    "SCT",
    ownerAccount.bic,
    ownerAccount.holder,
    ownerAccount.iban,
    `EUR${euros(giulia.depositCents)}`,
    "",
    "",
    `${giulia.reference} Anzahlung`,
  ]);
  // Only the payment due now: the balance's transfer comes once the deposit is in.
  await expect(page.getByTestId("transfer-balance")).toHaveCount(0);

  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing from elsewhere: no analytics, no font, no map (the site has an analytics id).
  expect(requests.filter((url) => !url.startsWith(site.url))).toEqual([]);
  await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
  await expect(page.locator("body")).not.toHaveAttribute("data-analytics-id", /.*/);

  // The owners are told, by mail.
  await expect
    .poll(() =>
      smtp.mails
        .filter((mail) => mail.to.includes("owner@example.com"))
        .map((mail) => decodeMail(mail.raw)),
    )
    .toContainEqual(expect.stringContaining("Giulia Giuliason hat das Angebot"));
  // The request log names the page, never its code.
  expect(site.output()).toContain('"path":"/aufenthalt"');
  expect(site.output()).not.toContain(giulia.token);
});

test("without JavaScript at 320 px the guest is refused in words, accepts, then cancels", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 320, height: 700 },
    locale: "en-GB",
  });
  const page = await context.newPage();
  try {
    await page.goto(pageOf(paul, "en"));
    await expect(page.getByTestId("stay-state")).toHaveText("Status: Offer");
    await expectNoSidewaysScroll(page);

    const accept = page.getByRole("button", { name: "Accept the offer" });
    await page.getByRole("checkbox", { name: /house rules/ }).check();
    await accept.click();
    await expect(page.getByRole("alert")).toHaveText(
      "Please confirm the house rules and the terms to accept the offer.",
    );
    await expect(page.getByText("Please accept the terms.")).toBeVisible();
    // The box the guest ticked stays ticked; the other is marked.
    await expect(page.getByRole("checkbox", { name: /house rules/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /I accept the terms/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoSidewaysScroll(page);

    await page.getByRole("checkbox", { name: /I accept the terms/ }).check();
    await accept.click();
    await expect(page.getByTestId("stay-state")).toHaveText("Status: Offer accepted");
    await expect(page.getByTestId("transfer-deposit").getByRole("img")).toHaveAttribute(
      "alt",
      new RegExp(`^QR code for a transfer of .* to Maria Gruber, reference ${paul.reference}`),
    );
    await expectNoSidewaysScroll(page);

    const cancel = page.getByRole("button", { name: "Cancel the stay" });
    await cancel.click();
    await expect(page.getByRole("alert")).toHaveText(
      "Please tick the box to confirm that you want to cancel.",
    );
    await expect(page.getByTestId("stay-state")).toHaveText("Status: Offer accepted");
    await page.getByRole("checkbox", { name: "Yes, I want to cancel this stay." }).check();
    await cancel.click();
    await expect(page.getByTestId("stay-state")).toHaveText("Status: Cancelled");
    await expect(page.getByText("This stay has been cancelled.", { exact: false })).toBeVisible();
    await expect(page.locator("form")).toHaveCount(0);
    await expect(page.getByTestId("transfer-deposit")).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("on a phone one tap copies the IBAN, the amount and the reference", async ({ browser }) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 375, height: 800 },
    locale: "de-DE",
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
  const page = await context.newPage();
  try {
    await page.goto(pageOf(paula, "de"));
    const deposit = page.getByTestId("transfer-deposit");
    const amount = (paula.depositCents / 100).toFixed(2).replace(".", ",");
    for (const [what, value] of [
      ["IBAN", ownerAccount.iban],
      ["Betrag", amount],
      ["Verwendungszweck", `${paula.reference} Anzahlung`],
    ]) {
      await deposit.getByRole("button", { name: `${what} kopieren` }).tap();
      await expect(page.locator("[data-copy-status]")).toHaveText(`${what} kopiert`);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    }
  } finally {
    await context.close();
  }
});

test("prints as the booking confirmation: no navigation, footer or buttons; bank details kept", async ({
  page,
}) => {
  const accepted = await fetch(pageOf(paula, "de"), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
    body: "intent=accept&houseRules=yes&terms=yes",
    redirect: "manual",
  });
  expect(accepted.status).toBe(303);
  // A4's printable width with 15 mm margins, in CSS pixels.
  await page.setViewportSize({ width: 680, height: 1000 });
  await page.goto(pageOf(paula, "de"));
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Aufenthalt");
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();
  await expect(page.locator("body > div > footer")).toBeHidden();
  for (const control of await page.locator("button, form").all())
    await expect(control).toBeHidden();
  await expect(page.getByText("· Almweg 7", { exact: false })).toBeVisible();
  await expect(page.getByTestId("transfer-deposit").getByRole("img")).toBeVisible();
  await expect(page.getByTestId("transfer-deposit").getByTestId("iban")).toBeVisible();
  await expectNoSidewaysScroll(page);
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
});

test("a wrong or revoked code answers the site's 404 page and shows no stay", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/404/);
  for (const code of ["wrong", rita.token, `${giulia.token.slice(0, -2)}xx`]) {
    const response = await page.goto(`${site.url}/aufenthalt?code=${code}&lng=de`);
    expect(response?.status()).toBe(404);
    expectPrivateHeaders(response);
    await expect(page.getByText("Die gesuchte Seite gibt es leider nicht.")).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/Rita|Giulia|FW-/);
  }
});
