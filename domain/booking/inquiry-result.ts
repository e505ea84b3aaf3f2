import type { InquiryFieldErrors } from "./inquiry-schema";

/**
 * The answer to an inquiry post, alike for the page's plain post (rendered by the server) and
 * for the booking island's post (read as JSON).
 */
export interface InquiryResult {
  ok: boolean;
  title: string;
  description?: string;
  fieldErrors?: InquiryFieldErrors;
  /** The posted values, so a page rendered without JavaScript keeps them. */
  values?: Record<string, string>;
}
