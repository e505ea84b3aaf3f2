import { expect, test } from "./fixtures";
import { type Stay, withReservations } from "./support/admin";

const now = new Date();
/** The first summer whose September is bookable. */
const summer = now.getMonth() < 8 ? now.getFullYear() : now.getFullYear() + 1;
const day = (month: number, dayOfMonth: number) =>
  `${summer}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;

test("a booked stay blocks its nights in the picker but leaves the changeover days", async ({
  page,
}) => {
  const stay: Stay = {
    first: "Bruno",
    last: "Blocked",
    start: day(9, 20),
    end: day(9, 25),
    status: "Gebucht",
  };
  await withReservations(page, [stay], async () => {
    const availability = await (await page.request.get("/api/availability")).json();
    expect(availability).toContainEqual({
      start_date: day(9, 20),
      end_date: day(9, 25),
      status: "booked",
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/buchung");
    await page.locator(".rdp-month").first().waitFor();
    for (
      let i = 0;
      i < 40 && (await page.locator(`[data-day="${day(9, 22)}"]`).count()) === 0;
      i++
    ) {
      await page.locator(".rdp-button_next").click();
    }
    // The booked nights (20th to 24th) cannot be picked; the departure day (25th) can.
    for (const night of [20, 21, 22, 23, 24]) {
      await expect(page.locator(`[data-day="${day(9, night)}"] button`)).toBeDisabled();
    }
    await expect(page.locator(`[data-day="${day(9, 25)}"] button`)).toBeEnabled();
    await expect(page.locator(`[data-day="${day(9, 16)}"] button`)).toBeEnabled();

    // Arriving on the 16th, the stay can end on the booked guests' arrival day (changeover)…
    await page.locator(`[data-day="${day(9, 16)}"] button`).click();
    await page.locator(`[data-day="${day(9, 20)}"] button`).click();
    await expect(page.locator('input[name="preferred_end_date"]')).toHaveValue(day(9, 20));
    // …but not run through the booked nights.
    await page.getByRole("button", { name: "Auswahl zurücksetzen" }).click();
    await page.locator(`[data-day="${day(9, 16)}"] button`).click();
    await page.locator(`[data-day="${day(9, 28)}"] button`).click();
    await expect(page.locator('input[name="preferred_end_date"]')).not.toHaveValue(day(9, 28));
  });
});
