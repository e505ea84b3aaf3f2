import { beforeAll, expect, it } from "vitest";
import * as images from "../../app/routes/admin-images";
import type { ImageActionResult } from "../../domain/admin/action-results";
import { guestInfoPdf } from "../../server/db/schema";
import { createHttpApp } from "../../server/http";
import { readPublicPagesVersion } from "../../server/page-cache";
import { createPublicReads } from "../../server/public-reads";
import { createUsers, postedAnswer, postToAction, siteUrl, testServices } from "./admin-support";
import { describeWithDatabase } from "./databases";

const noBuild = () => Promise.reject(new Error("no build"));
const pdfBytes = (text: string) =>
  new TextEncoder().encode(`%PDF-1.7\n% ${text}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`);

describeWithDatabase("guest-information PDF", (getDb) => {
  let setup: ReturnType<typeof testServices>;
  let admin: string;
  let app: ReturnType<typeof createHttpApp>;

  beforeAll(async () => {
    setup = testServices(getDb().db);
    ({ admin } = await createUsers(setup.auth));
    app = createHttpApp({ services: setup.services, getBuild: noBuild });
  });

  const post = (fields: Record<string, string | File>) =>
    postedAnswer<ImageActionResult>(
      postToAction(images.action, setup.services, "/admin/bilder", fields, { cookie: admin }),
    );

  const upload = (
    bytes: Uint8Array<ArrayBuffer>,
    name = "Gästemappe.pdf",
    type = "application/pdf",
  ) => post({ intent: "upload-guest-info-pdf", file: new File([bytes], name, { type }) });

  const stored = () => getDb().db.select().from(guestInfoPdf);

  it("refuses what is not a PDF, an empty pick and a file over 5 MB in words, and keeps nothing", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(await upload(png, "gaeste.pdf")).toEqual({
      status: 400,
      ok: false,
      message: "PDF nicht gespeichert",
      detail: "Die Datei ist kein PDF.",
    });
    expect(await upload(new Uint8Array(), "leer.pdf")).toMatchObject({
      status: 400,
      detail: "Bitte eine PDF-Datei wählen.",
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdfBytes("gross"));
    expect(await upload(big)).toMatchObject({
      status: 413,
      detail: "Die Datei ist größer als 5 MB.",
    });
    expect(await stored()).toEqual([]);
    expect((await app.request(`${siteUrl}/gaesteinformationen.pdf`)).status).toBe(404);
  });

  it("serves the upload as a download, revalidated by its hash; a new one replaces it", async () => {
    const first = pdfBytes("erste");
    expect(await upload(first)).toEqual({ status: 200, ok: true, message: "PDF gespeichert" });
    const response = await app.request(`${siteUrl}/gaesteinformationen.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="gaesteinformationen.pdf"',
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // Inert, as every upload: a polyglot opened directly runs nothing.
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(first);
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const again = await app.request(`${siteUrl}/gaesteinformationen.pdf`, {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);

    const second = pdfBytes("zweite");
    expect((await upload(second)).ok).toBe(true);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0].uploadedBy).toBe("admin@example.com");
    const replaced = await app.request(`${siteUrl}/gaesteinformationen.pdf`, {
      headers: { "If-None-Match": etag },
    });
    expect(replaced.status).toBe(200);
    expect(new Uint8Array(await replaced.arrayBuffer())).toEqual(second);
  });

  it("is linked by its content once uploaded, and the public pages' version moves with it", async () => {
    const { db } = getDb();
    const reads = createPublicReads(db);
    const before = await readPublicPagesVersion(db);
    expect((await upload(pdfBytes("dritte"))).ok).toBe(true);
    const afterUpload = await readPublicPagesVersion(db);
    expect(afterUpload).toBeGreaterThan(before);
    const shown = await reads.at(async () => afterUpload).guestInfoPdf();
    expect(shown?.sha256).toBe((await stored())[0].sha256);
    expect(shown?.size).toBe(pdfBytes("dritte").length);

    expect(await post({ intent: "delete-guest-info-pdf" })).toEqual({
      status: 200,
      ok: true,
      message: "PDF entfernt",
    });
    const afterDelete = await readPublicPagesVersion(db);
    expect(afterDelete).toBeGreaterThan(afterUpload);
    expect(await reads.at(async () => afterDelete).guestInfoPdf()).toBeNull();
    expect(await post({ intent: "delete-guest-info-pdf" })).toMatchObject({
      status: 404,
      ok: false,
    });
  });
});
