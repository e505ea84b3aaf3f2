import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { day } from "./support/booking";
import { mailsTo } from "./support/mails";

/** Letters only, new each run: this test's guests' names and addresses contain it. */
const tag = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]);

/** One inquiry per language and number form: what the guest, the owners and the admin read. */
const cases = [
  { first: "Ada", language: "de", adults: 1, children: 1, guest: "Gäste: 1 Erwachsener, 1 Kind" },
  { first: "Ben", language: "de", adults: 2, children: 2, guest: "Gäste: 2 Erwachsene, 2 Kinder" },
  { first: "Cleo", language: "en", adults: 1, children: 1, guest: "Guests: 1 adult, 1 child" },
  { first: "Dan", language: "en", adults: 2, children: 2, guest: "Guests: 2 adults, 2 children" },
  { first: "Eva", language: "it", adults: 1, children: 1, guest: "Ospiti: 1 adulto, 1 bambino" },
  { first: "Finn", language: "it", adults: 2, children: 2, guest: "Ospiti: 2 adulti, 2 bambini" },
] as const;

/** The counts in German, as the stored message and the owners' mail give them. */
const german = { 1: "1 Erwachsener, 1 Kind", 2: "2 Erwachsene, 2 Kinder" } as const;

const line = (text: string) => new RegExp(`^${text.replace(/[()]/g, "\\$&")}\\r?$`, "m");

test("guest counts read in the right singular and plural in every mail and the stored message", async ({
  page,
  request,
  baseURL,
}) => {
  const email = (first: string) => `${first.toLowerCase()}-${tag}@example.com`;
  for (const guest of cases) {
    const response = await request.post(`/buchung?lng=${guest.language}`, {
      headers: { Origin: baseURL! },
      form: {
        first_name: guest.first,
        last_name: `Zahl${tag}`,
        contact_email: email(guest.first),
        country_code: "+43",
        phone: "",
        adults: String(guest.adults),
        children: String(guest.children),
        message: "",
        preferred_start_date: day(10, 20),
        preferred_end_date: day(10, 25),
        company_website: "",
      },
    });
    expect(response.status(), guest.first).toBe(200);
  }

  for (const guest of cases) {
    const counts = german[guest.adults];
    const total = guest.adults + guest.children;
    // The guest's confirmation, in the guest's language.
    await expect.poll(() => mailsTo(email(guest.first)).length, { timeout: 30_000 }).toBe(1);
    expect(mailsTo(email(guest.first))[0], guest.first).toMatch(line(guest.guest));
    // The owners' notification, always German.
    await expect
      .poll(() => mailsTo("owner@example.com").find((mail) => mail.includes(email(guest.first))), {
        timeout: 30_000,
      })
      .toBeTruthy();
    const notification = mailsTo("owner@example.com").find((mail) =>
      mail.includes(email(guest.first)),
    )!;
    expect(notification, guest.first).toMatch(line(`Gäste: ${total} (${counts})`));
  }

  // The stored message, as the owners see it in the inbox.
  await signInAsAdmin(page);
  await page.goto(`/admin/anfragen?suche=${tag}`);
  // The cards shown: while the streamed list is being swapped in, React's hidden copy of it can
  // be in the page too (seen once under load: each text twice, one hidden).
  const cards = page.getByTestId("inquiry").filter({ visible: true });
  await expect(cards).toHaveCount(cases.length);
  for (const guest of cases) {
    const card = cards.filter({ hasText: `${guest.first} Zahl${tag}` });
    await expect(card.getByText(german[guest.adults], { exact: true })).toBeVisible();
  }
});
