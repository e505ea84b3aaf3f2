/**
 * The guest-information PDF the owners upload (Bilder tab): one file, served at one address
 * (`guestInfoPdfPath`), linked from the guest-information page and the arrival mail.
 */

/** Large enough for a few illustrated pages; a phone on a slow line still gets it. */
export const maxGuestInfoPdfBytes = 5 * 1024 * 1024;

/** The intents of the Bilder tab's PDF form. */
export const guestInfoPdfIntents = {
  upload: "upload-guest-info-pdf",
  remove: "delete-guest-info-pdf",
} as const;

/** Where the site serves the uploaded PDF. */
export const guestInfoPdfPath = "/gaesteinformationen.pdf";

export type PdfProblem = "missing" | "too-large" | "not-a-pdf";

const header = /^%PDF-[12]\.\d/;
/** A PDF ends with its trailer's end mark; writers may add a line break or a few bytes after. */
const endMark = "%%EOF";
const tailBytes = 1024;

/**
 * Why `bytes` cannot be the guest-information PDF, or null. A PDF starts with its version
 * header and ends with the end-of-file mark: a renamed image, a Word file or a truncated upload
 * has neither.
 */
export function pdfProblem(bytes: Uint8Array): PdfProblem | null {
  if (bytes.length === 0) return "missing";
  if (bytes.length > maxGuestInfoPdfBytes) return "too-large";
  const latin1 = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (!header.test(latin1(0, 8))) return "not-a-pdf";
  if (!latin1(Math.max(0, bytes.length - tailBytes), bytes.length).includes(endMark)) {
    return "not-a-pdf";
  }
  return null;
}

/**
 * The link guests get to the PDF: the owners' upload (its content hash in the query, so a
 * replaced file is never answered from an old cache), else the operator's configured address.
 */
export function guestInfoPdfUrl(
  upload: { sha256: string } | null,
  siteUrl: string,
  configured: string | null,
): string | null {
  return upload ? uploadedGuestInfoPdfUrl(upload, siteUrl) : configured;
}

/** The address of the owners' upload, with its content hash (relative without `siteUrl`). */
export function uploadedGuestInfoPdfUrl(upload: { sha256: string }, siteUrl = ""): string {
  return `${siteUrl}${guestInfoPdfPath}?v=${upload.sha256.slice(0, 12)}`;
}
