import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { type PdfProblem, pdfProblem } from "../domain/files/guest-info-pdf";
import type { Database } from "./db/client";
import { guestInfoPdf } from "./db/schema";

type Reader = Pick<Database, "select">;

/** What the pages and mails need to link the owners' PDF: its content hash, if there is one. */
export interface GuestInfoPdfUpload {
  sha256: string;
  size: number;
  uploadedAt: Date;
  uploadedBy: string;
}

/** The owners' upload without its bytes, or null. */
export async function readGuestInfoPdfUpload(db: Reader): Promise<GuestInfoPdfUpload | null> {
  const [row] = await db
    .select({
      sha256: guestInfoPdf.sha256,
      // The size without reading the file out of the database.
      size: sql<number>`octet_length(${guestInfoPdf.bytes})`.mapWith(Number),
      uploadedAt: guestInfoPdf.uploadedAt,
      uploadedBy: guestInfoPdf.uploadedBy,
    })
    .from(guestInfoPdf)
    .where(eq(guestInfoPdf.id, 1));
  return row ?? null;
}

/** The file itself, for GET /gaesteinformationen.pdf. */
export async function readGuestInfoPdf(db: Reader) {
  const [row] = await db
    .select({ sha256: guestInfoPdf.sha256, bytes: guestInfoPdf.bytes })
    .from(guestInfoPdf)
    .where(eq(guestInfoPdf.id, 1));
  return row ?? null;
}

/**
 * Stores `file` as the guest-information PDF, replacing the one before, unless it is no PDF or
 * too large (then nothing changes).
 */
export async function saveGuestInfoPdf(
  db: Database,
  file: unknown,
  author: { email: string; at: Date },
): Promise<{ ok: true } | { ok: false; reason: PdfProblem }> {
  if (!(file instanceof File)) return { ok: false, reason: "missing" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = pdfProblem(bytes);
  if (problem) return { ok: false, reason: problem };
  const values = {
    sha256: createHash("sha256").update(bytes).digest("base64url"),
    bytes: Buffer.from(bytes),
    uploadedAt: author.at,
    uploadedBy: author.email,
  };
  await db
    .insert(guestInfoPdf)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: guestInfoPdf.id, set: values });
  return { ok: true };
}

/** Removes the owners' PDF (the operator's address, if any, is linked again); false if none. */
export async function deleteGuestInfoPdf(db: Database): Promise<boolean> {
  const deleted = await db
    .delete(guestInfoPdf)
    .where(eq(guestInfoPdf.id, 1))
    .returning({ id: guestInfoPdf.id });
  return deleted.length > 0;
}
