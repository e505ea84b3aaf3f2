import { startSmtpCatcher } from "../integration/smtp-catcher";
import { inquiryFields } from "../support/inquiry-form";
import { expect, test } from "./fixtures";
import { day, postInquiryForm } from "./support/booking";
import { newDataDir, startSite, stopSite } from "./support/server-process";

const admin = { email: "mail-owner@example.com", password: "mail-owner-password-1" };

test("a mail the SMTP server refuses with 550 is shown as failed, not retried, and can be sent again", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const smtp = await startSmtpCatcher();
  smtp.refused.add("gone@example.com");
  const site = await startSite({
    DATA_DIR: newDataDir(),
    SMTP_URL: smtp.url,
    OWNER_EMAIL: "owner@example.com",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  try {
    const response = await postInquiryForm(
      site.url,
      inquiryFields({
        first_name: "Gerda",
        last_name: "Gone",
        contact_email: "gone@example.com",
        preferred_start_date: day(9, 1),
        preferred_end_date: day(9, 6),
      }),
    );
    expect(response.status).toBe(200);
    // The owners' notification goes through; the guest's confirmation is refused once.
    await expect
      .poll(() => smtp.mails.map((mail) => mail.to[0]), { timeout: 15_000 })
      .toContain("owner@example.com");
    await expect.poll(() => smtp.refusals.length, { timeout: 15_000 }).toBe(1);

    await page.goto(`${site.url}/admin/login`);
    await page.getByLabel("E-Mail").first().fill(admin.email);
    await page.getByLabel("Passwort", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Einloggen" }).click();
    await expect(page.getByRole("heading", { name: "Admin-Bereich" })).toBeVisible();
    await page.goto(`${site.url}/admin/anfragen`);
    const failed = page.getByTestId("undelivered-mail");
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText("Fehlgeschlagen");
    await expect(failed).toContainText("gone@example.com");
    await expect(failed).toContainText("550");
    await expect(failed).toContainText("Versuche: 1");
    const card = page.getByTestId("inquiry").filter({ hasText: "Gerda Gone" });
    await expect(
      card.getByTestId("history-mail").filter({ hasText: "Eingangsbestätigung" }),
    ).toContainText("fehlgeschlagen");
    // Given up for good: no next attempt is planned (its timing is tested in tests/integration).
    await expect(failed).not.toContainText("Nächster Versuch");
    expect(smtp.refusals).toHaveLength(1);

    // The address works again: the owners send it once more.
    smtp.refused.clear();
    await failed.getByRole("button", { name: "Erneut senden" }).click();
    await expect(page.getByText("E-Mail wird erneut gesendet").first()).toBeVisible();
    await expect
      .poll(() => smtp.mails.map((mail) => mail.to[0]), { timeout: 15_000 })
      .toContain("gone@example.com");
    await page.reload();
    await expect(page.getByTestId("undelivered-mails")).toHaveCount(0);
  } finally {
    await stopSite(site, [page]);
    await smtp.stop();
  }
});
