import { expect, it } from "vitest";
import { blockChanges, type ImportedBlock } from "./block-changes";

const block = (uid: string, start: string, end: string, kind = "reserved"): ImportedBlock => ({
  uid,
  start,
  end,
  kind: kind as ImportedBlock["kind"],
});

it("adds new UIDs, moves changed ones, frees vanished ones and keeps the rest", () => {
  const kept = [
    block("same", "2026-07-01", "2026-07-05"),
    block("moved", "2026-07-10", "2026-07-14"),
    block("closed-now", "2026-08-01", "2026-08-03"),
    block("gone", "2026-09-01", "2026-09-08"),
  ];
  const fetched = [
    block("same", "2026-07-01", "2026-07-05"),
    block("moved", "2026-07-11", "2026-07-15"),
    block("closed-now", "2026-08-01", "2026-08-03", "blocked"),
    block("new", "2026-10-01", "2026-10-04"),
  ];
  expect(blockChanges(kept, fetched)).toEqual({
    added: [block("new", "2026-10-01", "2026-10-04")],
    changed: [
      block("moved", "2026-07-11", "2026-07-15"),
      block("closed-now", "2026-08-01", "2026-08-03", "blocked"),
    ],
    removed: ["gone"],
    unchanged: 1,
  });
});

it("an empty feed frees every night; a first fetch adds everything", () => {
  const blocks = [block("a", "2026-07-01", "2026-07-05")];
  expect(blockChanges(blocks, []).removed).toEqual(["a"]);
  expect(blockChanges([], blocks).added).toEqual(blocks);
});
