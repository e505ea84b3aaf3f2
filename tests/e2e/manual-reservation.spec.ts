import type { Page } from "@playwright/test";
import { type FeedServer, startFeedServer } from "../channels/feed-server";
import { airbnbFeed } from "../channels/fixtures";
import { expect, test } from "./fixtures";
import { admin, signInAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { day, summer } from "./support/booking";
import { newDataDir, type SiteProcess, startSite, stopSite } from "./support/server-process";

let feeds: FeedServer;
let site: SiteProcess;

// A site of its own to start, and axe's checks: slower than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

// A site of its own, importing an Airbnb feed with one stay in July (10th to 14th).
test.beforeAll(async () => {
  test.setTimeout(120_000);
  feeds = await startFeedServer();
  feeds.serve("/airbnb.ics", {
    body: airbnbFeed([
      { uid: "july@airbnb.com", start: day(7, 10), end: day(7, 14), summary: "Reserved" },
    ]),
  });
  site = await startSite({
    DATA_DIR: newDataDir(),
    ICAL_IMPORT: `Airbnb=${feeds.url("/airbnb.ics")}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  // Fetched at start: the nights are imported once the public availability lists them.
  await expect
    .poll(async () => (await fetch(`${site.url}/api/availability`)).json(), { timeout: 60_000 })
    .toContainEqual({ start_date: day(7, 10), end_date: day(7, 14), status: "booked" });
});

test.afterAll(async () => {
  await stopSite(site);
  await feeds.close();
});

test.use({ viewport: { width: 375, height: 800 } });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const short = (iso: string) => iso.split("-").reverse().join(".");

test("a manual reservation over Airbnb's nights is warned about, asked, and saved once confirmed", async ({
  page,
}) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/reservierungen`);
  await page.getByRole("button", { name: "Neue Reservierung" }).click();
  const dialog = page.getByRole("dialog", { name: "Neue Reservierung" });

  // The picker marks Airbnb's nights, named for screen readers, with a legend.
  const next = dialog.getByRole("button", { name: "Zum nächsten Monat" });
  const july = dialog.getByRole("grid", { name: `Juli ${summer}` });
  for (let i = 0; i < 24 && !(await july.isVisible()); i++) await next.click();
  await expect(july.getByRole("button", { name: /belegt bei Airbnb/ })).toHaveCount(4);
  await expect(dialog.getByText("Anderer Kanal (importiert)")).toBeVisible();

  // Choosing 12 to 16 July shows the clash before anything is saved…
  await july.getByRole("button", { name: /12\. Juli/ }).click();
  await july.getByRole("button", { name: /16\. Juli/ }).click();
  await expect(dialog.getByLabel("Anreise")).toHaveValue(day(7, 12));
  await expect(dialog.getByLabel("Abreise")).toHaveValue(day(7, 16));
  const warning = dialog.getByTestId("overlap-warning");
  await expect(warning).toContainText("Diese Nächte sind schon belegt");
  await expect(warning).toContainText(
    `Airbnb (Reserviert): ${short(day(7, 10))} – ${short(day(7, 14))}`,
  );

  // …and the owners' own price is suggested, changeable and restorable.
  const price = dialog.getByLabel("Angebotspreis (EUR)");
  await expect(price).toHaveValue(/^\d+\.\d{2}$/);
  const suggested = await price.inputValue();
  await expect(
    dialog.getByText(/^Vorschlag laut Ihren Preisen: .+ \(4 Nächte, mit Endreinigung/),
  ).toBeVisible();
  await price.fill("480");
  await dialog.getByRole("button", { name: "Vorschlag übernehmen" }).click();
  await expect(price).toHaveValue(suggested);
  await price.fill("480");

  await dialog.getByLabel("Vorname").fill("Olga");
  await dialog.getByLabel("Nachname").fill("Ohnekanal");
  await dialog.getByLabel("E-Mail").fill("olga@example.com");
  await dialog.getByLabel("Status").selectOption({ label: "Gebucht" });
  expect(await noSidewaysScroll(page)).toBe(0);

  // Saving asks first; nothing is posted yet.
  await dialog.getByRole("button", { name: "Speichern", exact: true }).click();
  const confirm = warning.getByRole("button", { name: "Trotzdem speichern" });
  await expect(warning.getByText("Trotzdem speichern?")).toBeVisible();
  await expect(confirm).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await warning.getByRole("button", { name: "Zeitraum ändern" }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel("Anreise")).toBeFocused();
  await dialog.getByRole("button", { name: "Speichern", exact: true }).click();
  await confirm.click();
  await expect(page.getByText("Reservierung erstellt").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("reservations-table").locator("tr", { hasText: "Olga Ohnekanal" });
  await expect(row).toContainText("480,00");
  await expect(row).toContainText("Gebucht");

  // The double booking is listed, and the figures show both sides of July.
  await page.goto(`${site.url}/admin?jahr=${summer}`);
  await expect(page.getByText("Doppelbuchungen mit anderen Kanälen")).toBeVisible();
  const julyBar = page.getByTestId("occupancy").locator('[data-month="7"]');
  // 4 own nights (12–15 July); of Airbnb's 10–13 July, the 10th and 11th are not also own.
  await expect(julyBar).toHaveAttribute("data-nights", "4");
  await expect(julyBar).toHaveAttribute("data-channel-nights", "2");
  const totals = page.getByTestId("occupancy-totals");
  await expect(totals).toContainText("Hier gebucht (gebucht + bezahlt): 4 Nächte");
  await expect(totals).toContainText("Andere Kanäle (importierte Buchungen): 2 Nächte");
  await expect(totals).toContainText("Zusammen: 6 Nächte");
  await expect(page.getByTestId("kpi-table").locator('[data-kpi="firm-total"]')).toHaveText(
    /^480,00\s€$/,
  );
  await expect(page.getByTestId("kpi-table")).toContainText("Umsatz fest: gebucht + bezahlt");
  await expect(
    page.getByTestId("year-comparison").locator('tr[data-month="7"] [data-kpi="split"]'),
  ).toHaveText("4 hier, 2 andere Kanäle");
  expect(await noSidewaysScroll(page)).toBe(0);
});

test("each channel's card shows its own export address and where it goes", async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/kalender`);
  const card = page.getByTestId("channel-feed");
  await expect(card.getByText("Import von Airbnb")).toBeVisible();
  const address = card.getByRole("textbox", { name: "Export-Adresse für Airbnb" });
  await expect(address).toHaveValue(new RegExp(`^${site.url}/kalender\\.ics\\?token=[\\w-]{32}$`));
  const general = page.getByLabel("Export-Adresse", { exact: true });
  expect(await address.inputValue()).not.toBe(await general.inputValue());
  // Airbnb's own stay is not sent back to it; the general address keeps its old content.
  const exported = await (await fetch(await address.inputValue())).text();
  expect(exported).toContain("SUMMARY:Belegt");
  expect(exported).not.toContain(`DTSTART;VALUE=DATE:${day(7, 10).replaceAll("-", "")}`);
  await page.getByText("Welche Adresse wohin?").click();
  for (const channel of ["Airbnb", "Booking.com", "Vrbo"]) {
    await expect(page.getByRole("region", { name: channel })).toBeVisible();
  }
  expect(await noSidewaysScroll(page)).toBe(0);

  // A new address for Airbnb: the old one stops working, the general one does not.
  const old = await address.inputValue();
  await card.getByRole("button", { name: "Neu erzeugen: Export-Adresse für Airbnb" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Neu erzeugen" }).click();
  await expect(page.getByText("Neue Export-Adresse für Airbnb erzeugt").first()).toBeVisible();
  await expect(address).not.toHaveValue(old);
  expect((await fetch(old)).status).toBe(404);
  expect((await fetch(await general.inputValue())).status).toBe(200);
  expect(await seriousViolations(page)).toEqual([]);
});
