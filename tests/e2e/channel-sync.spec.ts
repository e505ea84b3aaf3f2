import { type FeedServer, startFeedServer } from "../channels/feed-server";
import { airbnbFeed } from "../channels/fixtures";
import { inquiryFields } from "../support/inquiry-form";
import { expect, test } from "./fixtures";
import { admin, signInAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { day, showMonth } from "./support/booking";
import { newDataDir, type SiteProcess, startSite, stopSite } from "./support/server-process";

let feeds: FeedServer;
let site: SiteProcess;

/** What the Airbnb feed holds from the start: a stay and a closure. */
const channelStays = [
  { uid: "stay@airbnb.com", start: day(7, 10), end: day(7, 14), summary: "Reserved" },
  {
    uid: "closed@airbnb.com",
    start: day(7, 20),
    end: day(7, 22),
    summary: "Airbnb (Not available)",
  },
];

// A site of its own, whose operator declares an Airbnb feed served on 127.0.0.1.
test.beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.serve("/airbnb.ics", {
    body: airbnbFeed(channelStays),
  });
  site = await startSite({
    DATA_DIR: newDataDir(),
    ICAL_IMPORT: `Airbnb=${feeds.url("/airbnb.ics")}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
});

test.afterAll(async () => {
  await stopSite(site);
  await feeds.close();
});

const inquiry = (first: string, start: string, end: string) => ({
  headers: { origin: site.url },
  form: inquiryFields({
    first_name: first,
    last_name: "Kanal",
    contact_email: `${first.toLowerCase()}@example.com`,
    preferred_start_date: start,
    preferred_end_date: end,
  }),
});

test("nights imported from a channel cannot be picked or asked for, and the admin names the channel", async ({
  page,
}) => {
  // Fetched at start: the public availability lists the imported nights as booked.
  await expect
    .poll(async () => (await fetch(`${site.url}/api/availability`)).json(), { timeout: 15_000 })
    .toContainEqual({ start_date: day(7, 10), end_date: day(7, 14), status: "booked" });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site.url}/buchung`);
  await showMonth(page, day(7, 12));
  for (const night of [10, 11, 12, 13, 20, 21]) {
    await expect(page.locator(`[data-day="${day(7, night)}"] button`)).toBeDisabled();
  }
  // The channel guest's departure day is the next guest's arrival day.
  await expect(page.locator(`[data-day="${day(7, 14)}"] button`)).toBeEnabled();

  // The server refuses an inquiry for those nights, as it refuses a clash with an own stay.
  const refused = await page.request.post(
    `${site.url}/buchung`,
    inquiry("Clara", day(7, 11), day(7, 16)),
  );
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain("überschneidet sich mit einer bestehenden Buchung");

  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/kalender?month=${day(7, 1).slice(0, 7)}`);
  const calendar = page.getByRole("table");
  await expect(calendar.getByText("Airbnb: Reserviert").first()).toBeVisible();
  await expect(calendar.getByText("Airbnb: Nicht verfügbar").first()).toBeVisible();
  const feed = page.getByTestId("channel-feed");
  await expect(feed.getByRole("heading", { name: "Airbnb" })).toBeVisible();
  await expect(feed.getByText("Vom Betreiber eingerichtet")).toBeVisible();
  await expect(feed.getByText("2 neu, 0 geändert, 0 entfernt, 0 unverändert")).toBeVisible();
  const exportUrl = page.getByLabel("Export-Adresse", { exact: true });
  await expect(exportUrl).toHaveValue(
    new RegExp(`^${site.url}/kalender\\.ics\\?token=[\\w-]{32}$`),
  );
  // The address works as it is shown, and what the site imported is not exported back.
  const exported = await fetch(await exportUrl.inputValue());
  expect(exported.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const text = await exported.text();
  expect(text).toContain("SUMMARY:Belegt");
  expect(text).not.toContain(day(7, 10).replaceAll("-", ""));
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Kopieren", exact: true }).click();
  await expect(page.getByText("Adresse kopiert")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await exportUrl.inputValue(),
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test("'Jetzt synchronisieren' takes in a stay the channel added, and accepting an inquiry for its nights warns first", async ({
  page,
}) => {
  // An inquiry for nights that were free when it came…
  const sent = await page.request.post(
    `${site.url}/buchung`,
    inquiry("Sophie", day(8, 10), day(8, 15)),
  );
  expect(sent.status()).toBe(200);
  // …and a stay the channel sold meanwhile.
  feeds.serve("/airbnb.ics", {
    body: airbnbFeed([
      ...channelStays,
      { uid: "late@airbnb.com", start: day(8, 12), end: day(8, 16), summary: "Reserved" },
    ]),
  });

  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/kalender`);
  await page.getByRole("button", { name: "Jetzt synchronisieren" }).click();
  await expect(page.getByText("Kalender synchronisiert").first()).toBeVisible();
  await expect(
    page.getByTestId("channel-feed").getByText("1 neu, 0 geändert, 0 entfernt, 2 unverändert"),
  ).toBeVisible();

  await page.goto(`${site.url}/admin/anfragen`);
  const card = page.getByTestId("inquiry").filter({ hasText: "Sophie Kanal" });
  await card.getByRole("button", { name: "Annehmen" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(
    dialog.getByText("Achtung: Der Zeitraum ist in einem anderen Kanal belegt: Airbnb (Reserviert"),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(card.getByText("Neu")).toBeVisible();
});
