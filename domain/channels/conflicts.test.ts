import { expect, it } from "vitest";
import { blocksOverlapping, type ChannelBlock, findConflicts, type OwnStay } from "./conflicts";

const airbnb = (uid: string, start: string, end: string): ChannelBlock => ({
  feedId: "f1",
  feedName: "Airbnb",
  uid,
  start,
  end,
  kind: "reserved",
});
const stay = (id: string, status: string, start: string, end: string): OwnStay => ({
  id,
  name: `Gast ${id}`,
  status,
  start,
  end,
});

it("a block sharing a night with a booked or paid stay is a conflict", () => {
  const blocks = [airbnb("a", "2026-07-10", "2026-07-14"), airbnb("b", "2026-08-01", "2026-08-05")];
  const stays = [
    stay("paid", "paid", "2026-07-13", "2026-07-20"),
    stay("booked", "booked", "2026-08-04", "2026-08-06"),
    stay("pre", "pre_reserved", "2026-07-10", "2026-07-14"),
    stay("cancelled", "cancelled", "2026-07-10", "2026-07-14"),
  ];
  const conflicts = findConflicts(blocks, stays, "2026-06-01");
  expect(conflicts.map((c) => [c.block.uid, c.stay.id])).toEqual([
    ["a", "paid"],
    ["b", "booked"],
  ]);
});

it("a changeover day is no conflict, and stays that ended are left alone", () => {
  const blocks = [airbnb("a", "2026-07-10", "2026-07-14")];
  expect(
    findConflicts(blocks, [stay("s", "booked", "2026-07-14", "2026-07-20")], "2026-06-01"),
  ).toEqual([]);
  expect(
    findConflicts(blocks, [stay("s", "booked", "2026-07-05", "2026-07-11")], "2026-07-11"),
  ).toEqual([]);
  expect(
    findConflicts(blocks, [stay("s", "booked", "2026-07-05", "2026-07-11")], "2026-07-10"),
  ).toHaveLength(1);
});

it("finds the blocks a range would overlap", () => {
  const blocks = [airbnb("a", "2026-07-10", "2026-07-14"), airbnb("b", "2026-07-20", "2026-07-22")];
  expect(blocksOverlapping(blocks, { start: "2026-07-13", end: "2026-07-21" })).toEqual(blocks);
  expect(blocksOverlapping(blocks, { start: "2026-07-14", end: "2026-07-20" })).toEqual([]);
});
