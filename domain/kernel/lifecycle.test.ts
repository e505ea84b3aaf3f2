import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type Cell,
  moneyLevel,
  type Refusal,
  type StayState,
  stateOf,
  stayEvents,
  stayStates,
  transition,
  withStatusByHand,
} from "./lifecycle";

const refusalWords: Record<Refusal, string> = {
  "offer-needs-pre-reserved": "no: not pre-reserved",
  "offer-not-open": "no: no open offer",
  "already-cancelled": "no: already cancelled",
  "no-hold-to-end": "no: no hold to end",
  unchanged: "no: same status",
};

/** A cell as docs/stays.md writes it: the state it leads to and the mails it sends. */
function cellText(from: StayState, cell: Cell): string {
  if ("refused" in cell) return refusalWords[cell.refused];
  const quiet = cell.to === from && cell.hold === "kept" && !cell.offer && !cell.status;
  const mails = [
    ...(cell.guestMail ? [`mail ${cell.guestMail}`] : []),
    ...(cell.ownersMail ? ["owners told"] : []),
  ];
  return [quiet ? "stays" : `→ ${cell.to}`, ...mails].join(", ");
}

/** The lifecycle table of docs/stays.md, by event and state. */
function documentedTable(): Map<string, string> {
  const doc = readFileSync(new URL("../../docs/stays.md", import.meta.url), "utf8");
  const section = doc.slice(doc.indexOf("<!-- lifecycle table -->"));
  const rows = section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
  const table = new Map<string, string>();
  for (const [event, ...cells] of rows) {
    cells.forEach((cell, index) => {
      table.set(`${event.replaceAll("`", "")} × ${stayStates[index]}`, cell);
    });
  }
  return table;
}

describe("a stay's lifecycle", () => {
  it("is the table docs/stays.md writes: every event in every state, decided", () => {
    const documented = documentedTable();
    const decided = new Map<string, string>();
    for (const event of stayEvents) {
      for (const state of stayStates) {
        decided.set(`${event} × ${state}`, cellText(state, transition(state, event)));
      }
    }
    const table = stayEvents
      .map((event) => {
        const cells = stayStates.map((state) => decided.get(`${event} × ${state}`));
        return `| \`${event}\` | ${cells.join(" | ")} |`;
      })
      .join("\n");
    expect(Object.fromEntries(documented), `docs/stays.md should say:\n${table}`).toEqual(
      Object.fromEntries(decided),
    );
  });

  it("reads the state off the stored columns", () => {
    const pre = { status: "pre_reserved" as const, holdsDates: false, holdUntil: null };
    expect(stateOf({ ...pre, offerState: null })).toBe("pre_reserved");
    expect(stateOf({ ...pre, offerState: "withdrawn" })).toBe("pre_reserved");
    expect(stateOf({ ...pre, offerState: "expired" })).toBe("expired");
    const held = { ...pre, holdsDates: true };
    expect(stateOf({ ...held, holdUntil: new Date(), offerState: "open" })).toBe("offer_open");
    expect(stateOf({ ...held, offerState: "accepted" })).toBe("offer_accepted");
    expect(stateOf({ ...pre, status: "booked", offerState: "accepted" })).toBe("booked");
    expect(stateOf({ ...pre, status: "cancelled", offerState: "open" })).toBe("cancelled");
  });

  it("names what the money reaches", () => {
    const amounts = { totalCents: 98_500, depositCents: 29_600 };
    expect(moneyLevel(amounts, 0)).toBe("none");
    expect(moneyLevel(amounts, -100)).toBe("none");
    expect(moneyLevel(amounts, 29_599)).toBe("part");
    expect(moneyLevel(amounts, 29_600)).toBe("deposit");
    expect(moneyLevel(amounts, 98_500)).toBe("all");
    expect(moneyLevel(amounts, 500_000)).toBe("all");
    // No deposit asked: any money is the deposit; no price at all: money is only recorded.
    expect(moneyLevel({ totalCents: 98_500, depositCents: 0 }, 100)).toBe("deposit");
    expect(moneyLevel(null, 100)).toBe("part");
  });

  it("keeps a status the owners set by hand when money comes or goes", () => {
    const deposit = transition("offer_accepted", "paid_deposit");
    expect(withStatusByHand("offer_accepted", deposit, true, "paid_deposit")).toEqual({
      to: "offer_accepted",
      hold: "open-ended",
      guestMail: "confirmed",
    });
    // The hand only keeps the status: the offer is still settled, the family still told.
    expect(
      withStatusByHand("offer_open", transition("offer_open", "paid_all"), true, "paid_all"),
    ).toMatchObject({ to: "offer_accepted", offer: "accepted", guestMail: "paid" });
    expect(
      withStatusByHand("paid", transition("paid", "undone_to_unpaid"), true, "undone_to_unpaid"),
    ).toEqual({ to: "paid", hold: "open-ended" });
    // Not money: the owners' and the guest's own steps are unchanged.
    const cancel = transition("booked", "cancelled_by_guest");
    expect(withStatusByHand("booked", cancel, true, "cancelled_by_guest")).toBe(cancel);
    expect(withStatusByHand("booked", deposit, false, "paid_deposit")).toBe(deposit);
  });
});
