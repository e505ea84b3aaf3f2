import { expect, it } from "vitest";
import type { ChannelBlock, ConflictOrder } from "../../domain/channels/conflicts";
import { conflictMail } from "./conflict-mail";

const stay = {
  id: "s1",
  name: "Max Muster",
  status: "booked",
  start: "2026-07-12",
  end: "2026-07-19",
};
const block = (uid: string, start: string, end: string): ChannelBlock => ({
  feedId: "f1",
  feedName: "Airbnb",
  uid,
  start,
  end,
  kind: "reserved",
});
const options = { to: "owner@example.com", siteUrl: "https://almblick.example" };

it("says which side came first: the stay, then the channel's nights seen after it or before it", () => {
  const mail = conflictMail(
    stay,
    [
      { block: block("late", "2026-07-10", "2026-07-14"), order: "channel-later" },
      { block: block("early", "2026-07-17", "2026-07-20"), order: "site-later" },
    ],
    options,
  );
  expect(mail.subject).toBe("Doppelbuchung: Airbnb – Max Muster");
  expect(mail.text.split("\n")).toEqual([
    "Doppelbuchung: Nächte dieses Aufenthalts sind auch in einem importierten Kalender belegt.",
    "",
    "Max Muster (Gebucht): 12. Juli 2026 – 19. Juli 2026",
    "",
    "Danach beim Kanal belegt (die Website hat diese Termine erst nach dem Aufenthalt hier gesehen):",
    "Airbnb (Reserviert): 10. Juli 2026 – 14. Juli 2026",
    "",
    "Schon vorher beim Kanal belegt (der Aufenthalt wurde hier danach eingetragen, verschoben oder gebucht):",
    "Airbnb (Reserviert): 17. Juli 2026 – 20. Juli 2026",
    "",
    "Bitte prüfen und mit dem Kanal klären: https://almblick.example/admin/kalender?month=2026-07",
  ]);
});

it("names only the side there is, and lists at most 20 events in all", () => {
  const many = (order: ConflictOrder, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      block: block(`${order}${i}`, "2026-07-12", "2026-07-13"),
      order,
    }));
  const one = conflictMail(stay, many("site-later", 1), options).text;
  expect(one).toContain("Schon vorher beim Kanal belegt");
  expect(one).not.toContain("Danach beim Kanal belegt");

  const text = conflictMail(
    stay,
    [...many("channel-later", 15), ...many("site-later", 15)],
    options,
  ).text;
  expect(text.match(/^Airbnb \(Reserviert\)/gm)).toHaveLength(20);
  expect(text).toContain("Schon vorher beim Kanal belegt");
  expect(text).toContain("… und 10 weitere");
});
