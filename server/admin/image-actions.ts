import { data } from "react-router";
import { texts } from "../../domain/admin/texts";
import { deleteImage, maxImageBytes, saveUpload } from "../images";

export type ImageActionResult = { ok: boolean; message: string; detail?: string; url?: string };

const t = texts.images;
const reasons = {
  missing: t.missing,
  "too-large": "Die Datei ist größer als 10 MB.",
  "bad-name": "Ungültiger Dateiname.",
  "not-an-image": "Nur JPEG-, PNG-, WebP- oder AVIF-Bilder sind erlaubt.",
};

/** A body far beyond the limit is refused before it is read into memory. */
export function uploadTooLarge(request: Request) {
  const length = Number(request.headers.get("content-length") ?? 0);
  return length > maxImageBytes + 64 * 1024;
}

/** The Bilder tab's posts: upload or delete (after the admin check). */
export async function handleImageAction(request: Request, dataDir: string, now: Date) {
  if (uploadTooLarge(request)) {
    return data<ImageActionResult>(
      { ok: false, message: t.failed, detail: reasons["too-large"] },
      { status: 413 },
    );
  }
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "upload");
  if (intent === "delete-image") {
    const deleted = await deleteImage(dataDir, form.get("category"), form.get("name"));
    return deleted
      ? data<ImageActionResult>({ ok: true, message: t.deleted })
      : data<ImageActionResult>({ ok: false, message: t.deleteFailed }, { status: 404 });
  }
  const result = await saveUpload({
    dataDir,
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
