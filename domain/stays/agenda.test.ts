import { expect, it } from "vitest";
import { type AgendaStay, stayAgenda } from "./agenda";

const now = { today: "2027-03-10", instant: "2027-03-10T09:00:00.000Z" };
const offer = {
  totalCents: 98_500,
  depositCents: 29_600,
  depositDue: "2027-03-17",
  balanceDue: "2027-07-01",
};
const stay = (id: string, over: Partial<AgendaStay>): AgendaStay => ({
  id,
  name: id,
  startDate: "2027-08-01",
  endDate: "2027-08-08",
  status: "pre_reserved",
  holdsDates: true,
  holdUntil: null,
  offer: null,
  receivedCents: 0,
  ...over,
});

it("lists new inquiries first, oldest first", () => {
  const inquiries = [
    { id: "b", name: "Berta", receivedAt: "2027-03-10T08:00:00.000Z" },
    { id: "a", name: "Anna", receivedAt: "2027-03-10T04:00:00.000Z" },
  ];
  expect(stayAgenda([], inquiries, now).inquiries.map((inquiry) => inquiry.name)).toEqual([
    "Anna",
    "Berta",
  ]);
});

it("asks the owners to decide on a part payment once the offer's time ran out", () => {
  const open = { offer: { ...offer, state: "open" as const } };
  const agenda = stayAgenda(
    [
      stay("waiting", { ...open, holdUntil: "2027-03-11T09:00:00.000Z" }),
      stay("part", { ...open, holdUntil: "2027-03-09T09:00:00.000Z", receivedCents: 10_000 }),
      // Ran out with nothing paid: the hourly check releases it, nothing to decide.
      stay("unpaid", { ...open, holdUntil: "2027-03-09T09:00:00.000Z" }),
    ],
    [],
    now,
  );
  expect(agenda.waiting.map((entry) => entry.id)).toEqual(["waiting"]);
  expect(agenda.partPaid).toEqual([expect.objectContaining({ id: "part", receivedCents: 10_000 })]);
});
