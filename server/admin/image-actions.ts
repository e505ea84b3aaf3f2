import { texts } from "../../content/admin-texts";
import type { ActionOutcome, ImageActionResult } from "../../domain/admin/action-results";
import type { Database } from "../db/client";
import { deleteImage, saveUpload, type UploadProblem } from "../images";

const t = texts.images;
const reasons: Record<UploadProblem, string> = {
  missing: t.missing,
  "too-large": t.tooLarge,
  "bad-name": t.badName,
  "control-characters": t.controlCharacters,
  "not-an-image": t.notAnImage,
  "too-many-pixels": t.tooManyPixels,
};

type Outcome = ActionOutcome<ImageActionResult>;

/**
 * The Bilder tab's posts: upload or delete (after the admin check), from the posted fields (the
 * upload's `file` among them). A body over the upload limit never gets here
 * (server/body-limits.ts).
 */
export async function runImageAction(
  db: Database,
  fields: Partial<Record<string, FormDataEntryValue>>,
  now: Date,
): Promise<Outcome> {
  const intent = String(fields.intent ?? "upload");
  if (intent === "delete-image") {
    const deleted = await deleteImage(db, fields.category, fields.name);
    return deleted
      ? { result: { ok: true, message: t.deleted } }
      : { refused: "not-found", result: { ok: false, message: t.deleteFailed } };
  }
  const result = await saveUpload({ db, category: fields.category, file: fields.file, now });
  if (!result.ok) {
    if (result.reason === "missing") {
      return { refused: "invalid", result: { ok: false, message: t.missing } };
    }
    return {
      refused: result.reason === "too-large" ? "too-large" : "invalid",
      result: { ok: false, message: t.failed, detail: reasons[result.reason] },
    };
  }
  return { result: { ok: true, message: t.uploaded, url: result.url } };
}
