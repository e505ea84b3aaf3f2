import { expect, it } from "vitest";
import { inquiryHistory } from "./history";
import type { InboxInquiry } from "./inbox";

const mail = (id: string, kind: string, createdAt: string) => ({
  id,
  kind,
  to: "",
  subject: "",
  text: "",
  status: "sent" as const,
  lastError: null,
  createdAt,
  sentAt: null,
});

const inquiry = (changes: Partial<InboxInquiry>) =>
  ({
    createdAt: "2027-03-01T10:00:00.250Z",
    decision: null,
    decidedAt: null,
    decidedBy: null,
    mails: [],
    ...changes,
  }) as InboxInquiry;

const order = (subject: InboxInquiry) =>
  inquiryHistory(subject).map((step) => (step.kind === "mail" ? step.mail.id : step.kind));

it("lists the inquiry first, though its mails' clock read a moment earlier", () => {
  // The mails carry the database's transaction time, the inquiry the server's a moment later.
  const subject = inquiry({
    mails: [
      mail("owner", "inquiry-owner", "2027-03-01T10:00:00.100Z"),
      mail("guest", "inquiry-guest", "2027-03-01T10:00:00.100Z"),
    ],
  });
  expect(order(subject)).toEqual(["received", "owner", "guest"]);
});

it("lists the decision before the mail it sent, and later answers by time", () => {
  const subject = inquiry({
    decision: "accepted",
    decidedAt: "2027-03-02T09:00:00.000Z",
    decidedBy: "owner@example.com",
    mails: [
      mail("owner", "inquiry-owner", "2027-03-01T10:00:00.100Z"),
      mail("question", "reply", "2027-03-01T18:00:00.000Z"),
      // Same transaction as the decision: the same time, or (another clock) a little earlier.
      mail("accept", "reply-accept", "2027-03-02T08:59:59.900Z"),
      mail("later", "reply", "2027-03-03T08:00:00.000Z"),
    ],
  });
  expect(order(subject)).toEqual(["received", "owner", "question", "decision", "accept", "later"]);
  const sameTime = inquiry({
    decision: "rejected",
    decidedAt: "2027-03-02T09:00:00.000Z",
    mails: [mail("reject", "reply-reject", "2027-03-02T09:00:00.000Z")],
  });
  expect(order(sameTime)).toEqual(["received", "decision", "reject"]);
});
