import { expect, it } from "vitest";
import type { PriceQuote } from "./quote";
import { quoteRows } from "./quote-rows";

const labels = { cleaning: "Endreinigung", touristTax: "Ortstaxe", total: "Gesamt" };

it("writes the amounts of each row in one style, with cents when one of them has cents", () => {
  const quote: PriceQuote = {
    nights: 2,
    lines: [{ season: { de: "Nebensaison" }, nights: 2, rateCents: 9550, amountCents: 19100 }],
    cleaningFeeCents: 7500,
    touristTax: [{ guests: 2, nights: 2, amountCents: 250, totalCents: 1000 }],
    closedNights: 0,
    totalCents: 27600,
  };
  const rows = quoteRows("de", quote, labels).map(([label, value]) => [
    label,
    value.replaceAll("\u00a0", " "),
  ]);
  expect(rows).toEqual([
    ["Nebensaison", "2 × 95,50 € = 191,00 €"],
    ["Endreinigung", "75 €"],
    ["Ortstaxe", "2 × 2 × 2,50 € = 10,00 €"],
    ["Gesamt", "276 €"],
  ]);
  expect(quoteRows("en", quote, labels)[0][1]).toBe("2 × €95.50 = €191.00");
});
