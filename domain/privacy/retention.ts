import { subDays, subMonths } from "date-fns";

/**
 * How long guests' data is kept (the privacy text of the imprint says the same): an inquiry that
 * never became a stay loses its personal data `months` (INQUIRY_RETENTION_MONTHS) after it
 * arrived; a sent mail's body is removed after `mailBodyDays`.
 */
export const mailBodyDays = 30;

/** Inquiries that arrived before this instant are due for anonymisation. */
export function inquiryRetentionCutoff(now: Date, months: number): Date {
  return subMonths(now, months);
}

/** Mails sent before this instant lose their body. */
export function mailBodyCutoff(now: Date): Date {
  return subDays(now, mailBodyDays);
}
