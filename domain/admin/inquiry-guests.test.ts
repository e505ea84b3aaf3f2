import { expect, it } from "vitest";
import { guestsOfInquiry } from "./inquiry-guests";

it("reads adults and children from the message prefix", () => {
  expect(guestsOfInquiry(3, "2 Erwachsene, 1 Kinder\nWir freuen uns!")).toEqual({
    adults: 2,
    children: 1,
    guests: 3,
  });
  expect(guestsOfInquiry(1, "1 Erwachsener, 0 Kinder")).toEqual({
    adults: 1,
    children: 0,
    guests: 1,
  });
  expect(guestsOfInquiry(2, "1 Erwachsener, 1 Kind")).toEqual({
    adults: 1,
    children: 1,
    guests: 2,
  });
});

it("counts every guest as an adult without the prefix", () => {
  expect(guestsOfInquiry(4, "Hallo")).toEqual({ adults: 4, children: 0, guests: 4 });
  expect(guestsOfInquiry(2, "0 Erwachsene, 2 Kinder")).toEqual({
    adults: 2,
    children: 0,
    guests: 2,
  });
});
