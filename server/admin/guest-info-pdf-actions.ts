import { texts } from "../../content/admin-texts";
import type { ActionOutcome, ImageActionResult } from "../../domain/admin/action-results";
import { guestInfoPdfIntents, type PdfProblem } from "../../domain/files/guest-info-pdf";
import type { Database } from "../db/client";
import { deleteGuestInfoPdf, saveGuestInfoPdf } from "../guest-info-pdf";

const t = texts.guestInfoPdf;
const reasons: Record<PdfProblem, string> = {
  missing: t.missing,
  "too-large": t.tooLarge,
  "not-a-pdf": t.notAPdf,
};

export function isGuestInfoPdfIntent(intent: unknown): boolean {
  return Object.values(guestInfoPdfIntents).some((known) => known === intent);
}

/** Uploading or removing the guest-information PDF (after the admin check). */
export async function runGuestInfoPdfAction(
  db: Database,
  fields: Partial<Record<string, FormDataEntryValue>>,
  author: { email: string; at: Date },
): Promise<ActionOutcome<ImageActionResult>> {
  if (fields.intent === guestInfoPdfIntents.remove) {
    return (await deleteGuestInfoPdf(db))
      ? { result: { ok: true, message: t.deleted } }
      : { refused: "not-found", result: { ok: false, message: t.deleteFailed } };
  }
  const saved = await saveGuestInfoPdf(db, fields.file, author);
  if (saved.ok) return { result: { ok: true, message: t.uploaded } };
  return {
    refused: saved.reason === "too-large" ? "too-large" : "invalid",
    result: { ok: false, message: t.failed, detail: reasons[saved.reason] },
  };
}
