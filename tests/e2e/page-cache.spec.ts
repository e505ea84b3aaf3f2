import { plainPng } from "../support/images";
import { inquiryFields } from "../support/inquiry-form";
import { expect, test } from "./fixtures";
import { signInAsAdmin, uploadImage } from "./support/admin";

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
      ...inquiryFields({
        first_name: "Cora",
        last_name: "Cache",
        contact_email: "cora@example.com",
        phone: "",
        children: "0",
        message: "",
        preferred_start_date: start,
        preferred_end_date: end,
      }),
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

test("the cached home page shows an uploaded photo right away, and drops it when deleted", async ({
  page,
}) => {
  const galleryPhotos = async () =>
    ((await (await page.request.get("/")).text()).match(/\/website-images\/gallery\/[^"?]+/g) ?? [])
      .length;
  // Rendered twice before the change: the second answer comes from the cache.
  const before = await galleryPhotos();
  expect(await galleryPhotos()).toBe(before);

  await signInAsAdmin(page);
  await page.goto("/admin/bilder");
  await uploadImage(page, "gallery", {
    name: "Cache Foto.png",
    buffer: await plainPng(400, 300, "#2a7"),
  });
  const card = page.getByTestId("stored-image").filter({ hasText: "cache-foto.webp" });
  await expect(card).toBeVisible();
  try {
    expect(await galleryPhotos()).toBeGreaterThan(before);
  } finally {
    await card.getByRole("button", { name: "Löschen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
    await expect(card).toHaveCount(0);
  }
  expect(await galleryPhotos()).toBe(before);
});

test("a cached page is sent gzipped to browsers that take it, plain to others", async ({
  baseURL,
}) => {
  const get = (acceptEncoding: string) =>
    fetch(`${baseURL}/familienurlaub`, { headers: { "accept-encoding": acceptEncoding } });
  await (await get("gzip")).text(); // rendered and kept
  for (const accepted of ["gzip", "br, gzip;q=0.8"]) {
    const response = await get(accepted);
    expect(response.headers.get("content-encoding"), accepted).toBe("gzip");
    expect(response.headers.get("vary"), accepted).toContain("Accept-Encoding");
    expect(await response.text()).toContain("</html>");
  }
  for (const refused of ["identity", "gzip;q=0"]) {
    const response = await get(refused);
    expect(response.headers.get("content-encoding"), refused).toBeNull();
    expect(await response.text()).toContain("</html>");
  }
});

test("a kept public page, /buchung too, is the same bytes for everyone, without a nonce", async ({
  baseURL,
}) => {
  const get = async (path: string) => {
    const response = await fetch(`${baseURL}${path}`, { headers: { "accept-encoding": "gzip" } });
    return {
      html: await response.text(),
      nonce: response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1],
    };
  };
  for (const path of ["/gaesteinformationen", "/buchung"]) {
    const [first, second] = [await get(path), await get(path)];
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html, path).toBe(first.html);
    expect(first.html, path).not.toContain("nonce=");
  }
});
