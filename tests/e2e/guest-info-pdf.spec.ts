import { expect, test } from "./fixtures";
import { hydrated, signInAsAdmin } from "./support/admin";

/** The operator's address (GUEST_INFO_PDF_URL of the e2e sites), linked until the owners upload. */
const configured = "https://files.example.com/gaesteinformationen.pdf";
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

test("the owners upload the guest-information PDF; guests get it from the page, a non-PDF is refused", async ({
  page,
  browser,
  baseURL,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // The refused upload answers 400, which the browser logs.
  allowConsoleErrors(/status of 400/);
  const visitor = await browser.newPage({ baseURL });
  const pdfLinks = (language: string) =>
    visitor
      .goto(`/gaesteinformationen?lng=${language}`)
      .then(() => visitor.locator("main a").filter({ hasText: "PDF" }));
  const first = await pdfLinks("de");
  await expect(first).toHaveCount(2);
  for (const link of await first.all()) await expect(link).toHaveAttribute("href", configured);

  await signInAsAdmin(page);
  await page.goto("/admin/bilder");
  await hydrated(page);
  const section = page.getByTestId("guest-info-pdf");
  await expect(section).toContainText("Noch kein PDF hochgeladen.");
  await expect(section).toContainText(configured);

  // An image renamed to .pdf: refused in words, nothing changes.
  await section.getByLabel("PDF-Dokument").setInputFiles({
    name: "gaeste.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  await section.getByRole("button", { name: "PDF speichern" }).click();
  await expect(section.getByRole("alert")).toHaveText(
    "PDF nicht gespeichert – Die Datei ist kein PDF.",
  );
  await expect(section).toContainText("Noch kein PDF hochgeladen.");

  await section
    .getByLabel("PDF-Dokument")
    .setInputFiles({ name: "Gästemappe.pdf", mimeType: "application/pdf", buffer: pdf });
  await section.getByRole("button", { name: "PDF speichern" }).click();
  await expect(section.getByRole("status")).toHaveText("PDF gespeichert");
  await expect(section.getByRole("link", { name: "PDF herunterladen" })).toBeVisible();
  await expect(section).toContainText("admin@example.com");

  // Every language's page links the upload, by its content; the link downloads exactly it.
  for (const language of ["de", "en", "it"]) {
    const links = await pdfLinks(language);
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute(
        "href",
        new RegExp(`^${baseURL}/gaesteinformationen\\.pdf\\?v=[A-Za-z0-9_-]{12}$`),
      );
    }
  }
  const href = (await (await pdfLinks("it")).first().getAttribute("href")) ?? "";
  const download = await visitor.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);

  // Removed: the operator's address is linked again.
  await section.getByRole("button", { name: "PDF entfernen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "PDF entfernen" }).click();
  await expect(section).toContainText("Noch kein PDF hochgeladen.");
  const after = await pdfLinks("de");
  for (const link of await after.all()) await expect(link).toHaveAttribute("href", configured);
  expect((await visitor.request.get("/gaesteinformationen.pdf")).status()).toBe(404);
});
