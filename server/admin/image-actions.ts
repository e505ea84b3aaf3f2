import { data } from "react-router";
import { texts } from "../../content/admin-texts";
import type { Database } from "../db/client";
import { deleteImage, saveUpload, type UploadProblem } from "../images";
import { readForm } from "../read-form";

export type ImageActionResult = { ok: boolean; message: string; detail?: string; url?: string };

const t = texts.images;
const reasons: Record<UploadProblem, string> = {
  missing: t.missing,
  "too-large": t.tooLarge,
  "bad-name": t.badName,
  "control-characters": t.controlCharacters,
  "not-an-image": t.notAnImage,
  "too-many-pixels": t.tooManyPixels,
};

/**
 * The Bilder tab's posts: upload or delete (after the admin check). A body over the upload limit
 * never gets here (server/body-limits.ts).
 */
export async function handleImageAction(request: Request, db: Database, now: Date) {
  const form = await readForm(request, { files: true });
  if (!form) {
    return data<ImageActionResult>(
      { ok: false, message: t.failed, detail: texts.unreadableForm },
      { status: 400 },
    );
  }
  const intent = String(form.get("intent") ?? "upload");
  if (intent === "delete-image") {
    const deleted = await deleteImage(db, form.get("category"), form.get("name"));
    return deleted
      ? data<ImageActionResult>({ ok: true, message: t.deleted })
      : data<ImageActionResult>({ ok: false, message: t.deleteFailed }, { status: 404 });
  }
  const result = await saveUpload({
    db,
    category: form.get("category"),
    file: form.get("file"),
    now,
  });
  if (!result.ok) {
    if (result.reason === "missing") {
      return data<ImageActionResult>({ ok: false, message: t.missing }, { status: 400 });
    }
    return data<ImageActionResult>(
      { ok: false, message: t.failed, detail: reasons[result.reason] },
      { status: result.reason === "too-large" ? 413 : 400 },
    );
  }
  return data<ImageActionResult>({ ok: true, message: t.uploaded, url: result.url });
}
