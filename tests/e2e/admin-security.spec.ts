import { expect, test } from "./fixtures";
import { adminTabs, sessionCookie, signInAsAdmin, signInOnThePage } from "./support/admin";
import { expectNoConsentAsked, interceptAnalytics } from "./support/analytics";
import { seriousViolations } from "./support/axe";

test("every admin tab, the sign-in and the reset: no serious accessibility violations, and no consent asked or analytics loaded even after consent", async ({
  page,
}) => {
  // Fourteen axe scans: minutes on a busy machine.
  test.setTimeout(240_000);
  const calls = await interceptAnalytics(page);
  for (const path of ["/admin/login", "/password-reset?token=invalid"]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // No decision yet: the sign-in page asks for none.
  await page.goto("/admin/login");
  await expectNoConsentAsked(page, "/admin/login");
  // Analytics accepted on the public site: it runs there, and still not in the admin area.
  await page.goto("/");
  await page
    .getByTestId("consent-banner")
    .getByRole("button", { name: "Alle akzeptieren" })
    .click();
  await expect.poll(() => calls.scripts.length).toBe(1);
  await signInAsAdmin(page);
  for (const path of adminTabs) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Admin-Bereich" })).toBeVisible();
    await expectNoConsentAsked(page, path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.waitForLoadState("networkidle");
  expect(calls.scripts).toHaveLength(1);
  expect(await page.locator('script[src*="/gtag/js"]').count()).toBe(0);
});

test("the session cookie is httpOnly and SameSite, and ends on sign-out", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/401/);
  await signInOnThePage(page);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.includes("session_token"));
  // Plain http in these tests, so no __Secure- prefix.
  expect(session?.name, cookies.map((c) => c.name).join(", ")).toBe(sessionCookie);
  expect(session?.httpOnly).toBe(true);
  expect(["Lax", "Strict"]).toContain(session?.sameSite);
  expect(session?.expires).toBeGreaterThan(Date.now() / 1000);

  await page.getByRole("button", { name: /Abmelden|Ausloggen/ }).click();
  // Signed out once the login shows; navigating earlier would abort the sign-out request.
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Bitte einloggen" })).toBeVisible();
});

test("script and SQL payloads in every inquiry field are stored literally and shown inert", async ({
  page,
  request,
  baseURL,
}) => {
  const year = new Date().getFullYear() + 2;
  const payload = {
    first_name: `<img src=x onerror="window.__xss=1">`,
    last_name: `Robert'); DROP TABLE reservations;--`,
    contact_email: `o'reilly--@example.com`,
    country_code: "+43",
    phone: `' OR '1'='1`,
    adults: "2",
    children: "0",
    message: `<script>window.__xss=2</script>"><svg onload=window.__xss=3>`,
    preferred_start_date: `${year}-06-03`,
    preferred_end_date: `${year}-06-08`,
  };
  const response = await request.post("/buchung", {
    headers: { Origin: baseURL! },
    form: payload,
  });
  expect(response.status()).toBeLessThan(400);
  expect(await response.text()).toContain("Anfrage erfolgreich gesendet");

  await signInAsAdmin(page);
  await page.goto("/admin/anfragen");
  await expect(page.getByText(payload.first_name).first()).toBeVisible();
  await expect(page.getByText(payload.last_name).first()).toBeVisible();
  await expect(page.getByText(payload.contact_email).first()).toBeVisible();
  await expect(page.getByText(`+43 ${payload.phone}`).first()).toBeVisible();
  await expect(page.getByText(payload.message, { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // The table the payload tried to drop is still there.
  await page.goto("/admin/reservierungen");
  await expect(page.getByRole("heading", { name: "Admin-Bereich" })).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});
