import type { IsoDate } from "../booking/dates";
import type { PriceQuote } from "../booking/quote";
import type { BankAccount } from "../payments/bank-account";
import type { InboxQuery } from "./inbox-query";
import type { ReplyTemplates } from "./reply-template";

/**
 * What the owners' inbox (/admin/anfragen) receives from its loader (server/admin/inbox.ts),
 * dates as ISO strings. Written out here so the browser code reads it without importing server/.
 */
export interface Inbox {
  query: InboxQuery;
  total: number;
  pageCount: number;
  inquiries: InboxInquiry[];
  templates: ReplyTemplates;
  /** The owners' account for `{zahlungsdaten}` (null until they entered it on /admin/zahlungen). */
  paymentAccount: BankAccount | null;
  undelivered: UndeliveredMail[];
}

type MailStatus = "pending" | "sent" | "failed";

export interface InboxInquiry {
  id: string;
  firstName: string;
  lastName: string;
  contactEmail: string;
  phone: string | null;
  guestCount: number;
  preferredStartDate: IsoDate;
  preferredEndDate: IsoDate;
  message: string;
  processed: boolean;
  decision: "accepted" | "rejected" | null;
  decidedAt: string | null;
  decidedBy: string | null;
  /** The retention job removed the guest's personal data. */
  anonymised: boolean;
  quotedPrice: string | null;
  quote: PriceQuote | null;
  language: string;
  createdAt: string;
  reservationId: string | null;
  /** Set while unanswered and overlapping nights booked on another channel. */
  channelWarning: string | null;
  mails: InboxMail[];
}

/** One mail of an inquiry's history; recipient, subject and text only in an opened inquiry. */
interface InboxMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  status: MailStatus;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A mail that failed for good, or is still being retried after an error. */
export interface UndeliveredMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  inquiryId: string | null;
}
