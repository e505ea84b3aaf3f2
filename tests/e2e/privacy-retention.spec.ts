import { resolve } from "node:path";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { day } from "./support/booking";
import { newDataDir, startSite, stopSite } from "./support/server-process";

// Only sites of this file's own: the worker's site stays as it is.
test.use({ workerSite: false });

const owner = { email: "privacy-owner@example.com", password: "privacy-owner-password-1" };
const clockForward = resolve(import.meta.dirname, "../support/clock-forward.mjs");
const guest = {
  first_name: "Olga",
  last_name: "Oldinquiry",
  contact_email: "olga.old@example.com",
  country_code: "+43",
  phone: "6641239876",
  adults: "2",
  children: "0",
  message: "Gern mit Frühstückskorb Nr. 4711",
};

test("two years on, the daily privacy run leaves nothing personal of a rejected inquiry", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dataDir = newDataDir();
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password };

  // Today: a guest asks, the owners reject.
  let site = await startSite(env);
  try {
    const response = await fetch(`${site.url}/buchung`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
      body: new URLSearchParams({
        ...guest,
        preferred_start_date: day(9, 1),
        preferred_end_date: day(9, 6),
      }).toString(),
    });
    expect(response.status).toBe(200);
    await signInAsAdmin(page, site.url, owner);
    await page.goto(`${site.url}/admin/anfragen`);
    const card = page.getByTestId("inquiry").filter({ hasText: "Olga Oldinquiry" });
    await card.getByRole("button", { name: "Ablehnen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ablehnen" }).click();
    await expect(card).toContainText("Abgelehnt");
  } finally {
    await stopSite(site, [page]);
  }

  // 25 months later (the default period is 24): the same data, a clock that has moved on.
  site = await startSite({
    ...env,
    NODE_OPTIONS: `--import ${clockForward}`,
    CLOCK_FORWARD_DAYS: String(25 * 31),
    JOBS_FIRST_CHECK_SECONDS: "0",
  });
  try {
    await signInAsAdmin(page, site.url, owner);
    const inbox = `${site.url}/admin/anfragen?status=alle`;
    // The first daily check comes right after the start.
    await expect
      .poll(
        async () => {
          await page.goto(inbox);
          return page.getByTestId("inquiry").filter({ hasText: "Anonymisiert" }).count();
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBe(1);
    const html = await page.content();
    for (const trace of ["Olga", "Oldinquiry", "olga.old", "1239876", "Frühstückskorb"]) {
      expect(html, trace).not.toContain(trace);
    }
  } finally {
    await stopSite(site, [page]);
  }
});
