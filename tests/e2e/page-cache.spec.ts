import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

// Public pages are served from a cache; any change to what they show must appear at once.
const year = new Date().getFullYear() + 1;
const start = `${year}-05-20`;
const end = `${year}-05-25`;
const month = `/?month=${year}-05`;

const eventsOn = async (page: import("@playwright/test").Page, day: string) => {
  const html = await (await page.request.get(month)).text();
  const cell = new RegExp(`data-date="${day}"[^>]*>([\\s\\S]*?)</td>`).exec(html)?.[1] ?? "";
  return cell.includes("Vorreserviert") ? "pre_reserved" : "free";
};

test("the cached home page shows an accepted inquiry right away", async ({ page }) => {
  await page.goto("/");
  // Rendered twice before the change: the second answer comes from the cache.
  expect(await eventsOn(page, `${year}-05-21`)).toBe("free");
  expect(await eventsOn(page, `${year}-05-21`)).toBe("free");

  const response = await page.request.post("/buchung", {
    headers: { origin: new URL(page.url()).origin },
    form: {
      first_name: "Cora",
      last_name: "Cache",
      contact_email: "cora@example.com",
      country_code: "+43",
      phone: "",
      adults: "2",
      children: "0",
      message: "",
      preferred_start_date: start,
      preferred_end_date: end,
      company_website: "",
    },
  });
  expect(response.status()).toBe(200);
  // An inquiry alone changes nothing the public sees.
  expect(await eventsOn(page, `${year}-05-21`)).toBe("free");

  await signInAsAdmin(page);
  await page.goto("/admin/anfragen");
  const inquiry = page.getByTestId("inquiry").filter({ hasText: "Cora Cache" });
  await inquiry.getByRole("button", { name: "Annehmen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Annehmen" }).click();
  await expect(inquiry).toContainText("Bearbeitet");

  expect(await eventsOn(page, `${year}-05-21`)).toBe("pre_reserved");
});
