import { expect, it } from "vitest";
import { telHref } from "./tel-href";

it("keeps the digits and a leading +", () => {
  expect(telHref("+43 664 1234567")).toBe("tel:+436641234567");
  expect(telHref(" +39 (0)471-12.34 ")).toBe("tel:+3904711234");
  expect(telHref("0664 / 123 45 67")).toBe("tel:06641234567");
});

it("never lets anything but digits into the link", () => {
  expect(telHref("+43 ' OR '1'='1")).toBe("tel:+4311");
  expect(telHref("javascript:alert(1)")).toBe("tel:1");
});
