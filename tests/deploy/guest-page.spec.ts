// The guest's own page as deployed: through nginx to the two instances, and the secret in its
// address written to no log, neither nginx's (it logs `$uri`, without the query) nor the app's
// (its request log writes the path).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, checkedTest as test } from "../e2e/fixtures";
import { summer } from "../e2e/support/booking";
import { quoteOf, seedGuestStays } from "../e2e/support/guest-stays";
import { recordSeenSecrets, serverLogFile } from "../support/server-logs";
import { currentStack, logDir, port } from "./stack";

/** The text of a log file, empty while it does not exist. */
const read = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : "");

test("the guest's page through nginx: it works, and no log holds its code", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/404/);
  // Far from the dates the suite's other tests book.
  const year = summer + 3;
  const [stay] = await seedGuestStays({ databaseUrl: currentStack().databaseUrl }, [
    {
      first: "Nora",
      last: "Proxy",
      language: "en",
      startDate: `${year}-06-05`,
      endDate: `${year}-06-12`,
      totalCents: quoteOf(7).totalCents,
      quote: quoteOf(7),
    },
  ]);
  recordSeenSecrets([stay.token]);

  const response = await page.goto(`/aufenthalt?code=${stay.token}&lng=en`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your stay");
  await page.getByRole("checkbox", { name: /house rules/ }).check();
  await page.getByRole("checkbox", { name: /I accept the terms/ }).check();
  await page.getByRole("button", { name: "Accept the offer" }).click();
  await expect(page.getByTestId("stay-state")).toHaveText("Status: Offer accepted");
  await expect(page.getByTestId("transfer-deposit").getByRole("img")).toBeVisible();
  const wrong = await page.goto(`/aufenthalt?code=${stay.token.slice(0, -3)}abc&lng=en`);
  expect(wrong?.status()).toBe(404);

  // nginx wrote its lines (the page, the post, the wrong code) with the path alone.
  const accessLog = currentStack().accessLog;
  await expect
    .poll(() => read(accessLog).match(/"(?:GET|POST) \/aufenthalt HTTP\//g)?.length ?? 0)
    .toBeGreaterThanOrEqual(4);
  const instanceLogs = [1, 2].map((n) => serverLogFile(`deploy-${port}-instance-${n}`));
  await expect
    .poll(
      () =>
        instanceLogs
          .map(read)
          .join("")
          .match(/"path":"\/aufenthalt"/g)?.length ?? 0,
    )
    .toBeGreaterThanOrEqual(4);
  const logs = {
    "nginx access log": read(accessLog),
    "nginx error log": read(join(logDir, `deploy-${port}-nginx-error.log`)),
    "instance 1": read(instanceLogs[0]),
    "instance 2": read(instanceLogs[1]),
  };
  for (const [name, text] of Object.entries(logs)) {
    expect(text.includes(stay.token), name).toBe(false);
    expect(text.includes(stay.token.slice(0, 16)), name).toBe(false);
  }
});
