import { expect, it } from "vitest";
import { canAccept, canCancel, guestStayState } from "./guest-stay";

const now = new Date("2027-03-10T09:00:00Z");
const later = new Date("2027-03-11T09:00:00Z");
const earlier = new Date("2027-03-09T09:00:00Z");
const open = { state: "open" as const };

it("tells an offer whose time ran out from one paid in part", () => {
  expect(guestStayState("pre_reserved", open, later, now, 0)).toBe("open");
  expect(guestStayState("pre_reserved", open, earlier, now, 0)).toBe("expired");
  // Money came though not the deposit: the nights stay held while the owners decide.
  expect(guestStayState("pre_reserved", open, earlier, now, 5_000)).toBe("partPaid");
  expect(canAccept("partPaid")).toBe(false);
  expect(canCancel("partPaid")).toBe(true);
  // The status comes first.
  expect(guestStayState("booked", open, earlier, now, 30_000)).toBe("booked");
  expect(guestStayState("pre_reserved", { state: "accepted" }, null, now, 0)).toBe("accepted");
  expect(guestStayState("pre_reserved", null, null, now, 0)).toBe("withdrawn");
});
