import type { InboxInquiry } from "./inbox";

type Mail = InboxInquiry["mails"][number];

/** One step of an inquiry's history, as the inbox lists it. */
export type HistoryStep =
  | { kind: "received"; at: string }
  | { kind: "mail"; at: string; mail: Mail }
  | { kind: "decision"; at: string; decision: "accepted" | "rejected"; by: string | null };

/** The mails a decision sends: listed after it, whatever their clocks say. */
const decisionMails = new Set(["reply-accept", "reply-reject"]);

/** Which step comes first when two stand at the same time: the cause before what it caused. */
const rank = { received: 0, mail: 1, decision: 2, decisionMail: 3 };

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * An inquiry's history in the order of cause: received first, then what followed by time; a mail
 * never before what sent it (the inquiry, or the decision for the acceptance and refusal). The
 * times of one step come from different clocks (the inquiry's from the server, a mail's and a
 * decision's from the database, inside one transaction), so the order cannot rest on time alone.
 */
export function inquiryHistory(inquiry: InboxInquiry): HistoryStep[] {
  const received = inquiry.createdAt;
  const decision =
    inquiry.decision && inquiry.decidedAt
      ? {
          kind: "decision" as const,
          at: inquiry.decidedAt,
          decision: inquiry.decision,
          by: inquiry.decidedBy,
        }
      : null;
  const decided = decision ? later(decision.at, received) : received;
  const steps: Array<{ step: HistoryStep; when: string; rank: number }> = [
    { step: { kind: "received", at: received }, when: received, rank: rank.received },
    ...inquiry.mails.map((mail) => {
      const byDecision = decision !== null && decisionMails.has(mail.kind);
      return {
        step: { kind: "mail" as const, at: mail.createdAt, mail },
        when: later(mail.createdAt, byDecision ? decided : received),
        rank: byDecision ? rank.decisionMail : rank.mail,
      };
    }),
    ...(decision ? [{ step: decision, when: decided, rank: rank.decision }] : []),
  ];
  return steps
    .sort((a, b) => (a.when === b.when ? a.rank - b.rank : a.when < b.when ? -1 : 1))
    .map(({ step }) => step);
}
