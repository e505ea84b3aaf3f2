import { expect, test } from "./fixtures";
import { type Stay, withReservations } from "./support/admin";

// Reservations made through the admin's form, then the picker paged to September: more than
// half a minute on a busy machine.
test.describe.configure({ timeout: 60_000 });

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
    // …but not run through the booked nights: the arrival stays, and the picker says what is
    // taken.
    await page.getByRole("button", { name: "Auswahl zurücksetzen" }).click();
    await page.locator(`[data-day="${day(9, 16)}"] button`).click();
    await page.locator(`[data-day="${day(9, 28)}"] button`).click();
    await expect(page.getByTestId("dates-message")).toHaveText(
      `Dieser Zeitraum ist bereits gebucht – Die Wohnung ist vom 20. September ${summer} bis 24. September ${summer} belegt`,
    );
    await expect(page.locator('input[name="preferred_start_date"]')).toHaveValue(day(9, 16));
    await expect(page.locator('input[name="preferred_end_date"]')).toHaveValue("");
  });
});

test("the home calendar at 375 px: each day's state by colour and pattern, a legend, no cut labels", async ({
  page,
}) => {
  const stays: Stay[] = [
    { first: "Hanna", last: "Home", start: day(9, 20), end: day(9, 25), status: "Gebucht" },
    { first: "Pia", last: "Pending", start: day(9, 5), end: day(9, 9), status: "Vorreserviert" },
  ];
  await withReservations(page, stays, async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/?month=${summer}-09`);
    const calendar = page.locator("#availability table");
    const cell = (date: string) => calendar.locator(`td[data-date="${date}"] > div`);
    // No label in the cells, so none is cut: each cell shows its day and its state.
    await expect(cell(day(9, 22)).locator('[aria-hidden="true"]')).toHaveText("22");
    const cut = await calendar.evaluate((table) =>
      [...table.querySelectorAll("td *")]
        .filter((element) => !element.classList.contains("sr-only"))
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
    // Booked: struck through; pre-reserved: a corner mark; free: plain. Each named for screen
    // readers with its date.
    await expect(cell(day(9, 22))).toHaveCSS("text-decoration-line", "line-through");
    await expect(cell(day(9, 22)).locator(".sr-only")).toHaveText(/22\. September \d{4}, Gebucht$/);
    await expect(cell(day(9, 6))).not.toHaveCSS("background-image", "none");
    await expect(cell(day(9, 6)).locator(".sr-only")).toHaveText(/, Vorreserviert$/);
    await expect(cell(day(9, 12))).toHaveCSS("background-image", "none");
    await expect(cell(day(9, 12))).toHaveCSS("text-decoration-line", "none");
    // The legend names each look.
    await expect(
      page.locator("#availability").getByTestId("calendar-legend").getByRole("listitem"),
    ).toHaveText([/Frei$/, /Vorreserviert$/, /Gebucht$/, /Geschlossen$/]);
    // Closed (the winter): hatched and struck through.
    await page.goto(`/?month=${summer}-11`);
    await expect(cell(day(11, 12))).toHaveCSS("text-decoration-line", "line-through");
    await expect(cell(day(11, 12))).not.toHaveCSS("background-image", "none");
    await expect(cell(day(11, 12)).locator(".sr-only")).toHaveText(/, Geschlossen$/);
  });
});
