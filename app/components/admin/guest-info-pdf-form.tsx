import { useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { fill, texts } from "../../../content/admin-texts";
import type { ImageActionResult } from "../../../domain/admin/action-results";
import {
  guestInfoPdfIntents as intents,
  maxGuestInfoPdfBytes,
} from "../../../domain/files/guest-info-pdf";
import { adminButton } from "./buttons";
import { DeleteButton } from "./confirm-dialog";
import { UploadAnswer } from "./upload-answer";

const t = texts.guestInfoPdf;

/** The stored PDF as the Bilder tab shows it; `url` downloads it. */
export interface GuestInfoPdfView {
  url: string;
  size: string;
  uploadedAt: string;
  uploadedBy: string;
}

/**
 * The Bilder tab's section for the guest-information PDF: what is linked now (the owners' upload
 * or the operator's address), an upload that replaces it, and removing it.
 */
export function GuestInfoPdfForm(props: {
  upload: GuestInfoPdfView | null;
  configuredUrl: string | null;
}) {
  const { upload, configuredUrl } = props;
  const uploader = useFetcher<ImageActionResult>();
  const remover = useFetcher<ImageActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <section
      aria-labelledby="guest-info-pdf"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="guest-info-pdf"
    >
      <h2 id="guest-info-pdf" className="text-lg font-semibold">
        {t.title}
      </h2>
      {upload ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <a href={upload.url} className="text-emerald-900 underline">
            {t.open}
          </a>
          <span className="text-stone-600">
            {fill(t.current, { size: upload.size, date: upload.uploadedAt, by: upload.uploadedBy })}
          </span>
          <DeleteButton
            name={t.title}
            texts={t}
            unnamed
            onConfirm={() => remover.submit({ intent: intents.remove }, { method: "post" })}
          />
        </div>
      ) : (
        <p className="text-sm text-stone-600">
          {t.none}
          {configuredUrl && (
            <>
              {" "}
              {t.configured} <span className="break-all">{configuredUrl}</span>
            </>
          )}
        </p>
      )}
      <uploader.Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          const file = new FormData(event.currentTarget).get("file");
          if (!(file instanceof File) || file.size === 0) {
            event.preventDefault();
            toast.error(t.missing);
          } else if (file.size > maxGuestInfoPdfBytes) {
            event.preventDefault();
            toast.error(t.failed, { description: t.tooLarge });
          }
        }}
      >
        <input type="hidden" name="intent" value={intents.upload} />
        <label className="block max-w-full min-w-0 text-sm">
          <span className="font-medium">{t.file}</span>
          <input
            type="file"
            name="file"
            accept="application/pdf,.pdf"
            className="mt-1 block w-full max-w-full text-sm"
          />
        </label>
        <button type="submit" disabled={uploader.state !== "idle"} className={adminButton.primary}>
          {t.upload}
        </button>
        <p className="basis-full text-xs text-stone-500">{t.hint}</p>
      </uploader.Form>
      <UploadAnswer answer={uploader.data ?? remover.data} />
    </section>
  );
}
