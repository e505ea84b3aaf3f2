import type { Env, Hono } from "hono";
import { guestInfoPdfPath } from "../domain/files/guest-info-pdf";
import type { AppServices } from "./context";
import { readGuestInfoPdf } from "./guest-info-pdf";
import { uploadHeaders } from "./upload-headers";

/**
 * GET /gaesteinformationen.pdf: the owners' upload, as a download (a guest's phone opens it in
 * its own viewer) with the headers of every upload (uploadHeaders: never run as a document). Its links carry the content
 * hash, so caches may keep it an hour; the ETag answers a revalidation with 304.
 */
export function mountGuestInfoPdfRoute<E extends Env>(app: Hono<E>, services: AppServices) {
  app.get(guestInfoPdfPath, async (c) => {
    const file = await readGuestInfoPdf(services.db);
    const headers = uploadHeaders;
    if (!file) return c.text("Not found", 404, headers);
    const etag = `"${file.sha256}"`;
    if (c.req.header("if-none-match")?.includes(etag)) {
      return c.body(null, 304, { ...headers, ETag: etag });
    }
    return c.body(new Uint8Array(file.bytes), 200, {
      ...headers,
      ETag: etag,
      "Content-Type": "application/pdf",
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": 'attachment; filename="gaesteinformationen.pdf"',
    });
  });
}
