import { useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { texts } from "../../content/admin-texts";
import { property } from "../../content/property";
import type { ImageActionResult } from "../../domain/admin/action-results";
import { imageCategories } from "../../domain/admin/image-categories";
import { uploadedGuestInfoPdfUrl } from "../../domain/files/guest-info-pdf";
import { maxImageBytes } from "../../domain/images/upload-limits";
import { requireAdmin } from "../../server/admin/guard";
import {
  isGuestInfoPdfIntent,
  runGuestInfoPdfAction,
} from "../../server/admin/guest-info-pdf-actions";
import { runImageAction } from "../../server/admin/image-actions";
import { servicesContext } from "../../server/context";
import { readGuestInfoPdfUpload } from "../../server/guest-info-pdf";
import { listImages } from "../../server/images";
import { readForm } from "../../server/read-form";
import { answerAction, unreadableFormAnswer } from "../admin-action-answer";
import { adminMeta } from "../admin-meta";
import { adminButton } from "../components/admin/buttons";
import { DeleteButton } from "../components/admin/confirm-dialog";
import { AdminErrorBoundary } from "../components/admin/gate";
import { GuestInfoPdfForm } from "../components/admin/guest-info-pdf-form";
import { UploadAnswer } from "../components/admin/upload-answer";
import { useResultToast } from "../components/admin/use-result-toast";
import { Select } from "../components/forms/fields";
import type { Route } from "./+types/admin-images";

const t = texts.images;
const categoryOptions = [
  { value: "", label: t.chooseCategory },
  ...imageCategories.map((category) => ({ value: category, label: t.categories[category] })),
];

export const meta = adminMeta(texts.dashboard.tabs.images);

const megabytes = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });
const day = new Intl.DateTimeFormat("de-DE", { timeZone: property.timeZone, dateStyle: "medium" });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, env } = context.get(servicesContext);
  const [images, pdf] = await Promise.all([listImages(db), readGuestInfoPdfUpload(db)]);
  return {
    images,
    origin: new URL(env.SITE_URL).origin,
    guestInfoPdf: pdf && {
      url: uploadedGuestInfoPdfUrl(pdf),
      size: `${megabytes.format(pdf.size / 1024 / 1024)} MB`,
      uploadedAt: day.format(pdf.uploadedAt),
      uploadedBy: pdf.uploadedBy,
    },
    configuredGuestInfoPdfUrl: env.GUEST_INFO_PDF_URL ?? null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireAdmin(context, request);
  const { db, now } = context.get(servicesContext);
  const form = await readForm(request, { files: true });
  if (!form) {
    return unreadableFormAnswer<ImageActionResult>({
      ok: false,
      message: texts.images.failed,
      detail: texts.unreadableForm,
    });
  }
  const fields = Object.fromEntries(form);
  if (isGuestInfoPdfIntent(fields.intent)) {
    const author = { email: session.user.email, at: now() };
    return answerAction(await runGuestInfoPdfAction(db, fields, author));
  }
  return answerAction(await runImageAction(db, fields, now()));
}

export default function AdminImages({ loaderData, actionData }: Route.ComponentProps) {
  const { images, origin, guestInfoPdf, configuredGuestInfoPdfUrl } = loaderData;
  const uploader = useFetcher<ImageActionResult>();
  const deleter = useFetcher<ImageActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  // Without JavaScript the form posts normally and the answer arrives as action data.
  const answer = uploader.data ?? actionData;
  useResultToast(uploader, { onOk: () => formRef.current?.reset() });
  useResultToast(deleter);

  return (
    <div className="space-y-8">
      <uploader.Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        className="flex flex-wrap items-end gap-4 rounded-lg border border-stone-200 bg-white p-4"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const file = form.get("file");
          if (!(file instanceof File) || file.size === 0 || !form.get("category")) {
            event.preventDefault();
            toast.error(t.missing);
          } else if (file.size > maxImageBytes) {
            // The server would refuse the body before any action could answer.
            event.preventDefault();
            toast.error(t.failed, { description: t.tooLarge });
          }
        }}
      >
        <input type="hidden" name="intent" value="upload" />
        <label className="block max-w-full min-w-0 text-sm">
          <span className="font-medium">{t.file}</span>
          <input
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="mt-1 block w-full max-w-full text-sm"
          />
        </label>
        <Select
          className="text-sm"
          label={t.category}
          name="category"
          defaultValue=""
          options={categoryOptions}
        />
        <button type="submit" disabled={uploader.state !== "idle"} className={adminButton.primary}>
          {t.upload}
        </button>
        <p className="basis-full text-xs text-stone-500">{t.hint}</p>
        <UploadAnswer answer={answer} className="basis-full" />
      </uploader.Form>

      <GuestInfoPdfForm upload={guestInfoPdf} configuredUrl={configuredGuestInfoPdfUrl} />

      {imageCategories.map((category) => (
        <section key={category} aria-labelledby={`images-${category}`}>
          <h2 id={`images-${category}`} className="mb-3 text-lg font-semibold">
            {t.categories[category]}
          </h2>
          {images[category].length === 0 ? (
            <p className="text-sm text-stone-600">{t.empty}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {images[category].map((image) => (
                <li
                  key={image.name}
                  className="rounded-lg border border-stone-200 bg-white p-3"
                  data-testid="stored-image"
                >
                  <img
                    src={image.preview}
                    alt={image.name}
                    loading="lazy"
                    className="h-40 w-full rounded object-contain bg-stone-100"
                  />
                  <p className="mt-2 text-xs text-stone-500">{t.publicUrl}</p>
                  <a
                    href={image.url}
                    className="block truncate text-sm text-emerald-900 underline"
                    data-testid="public-url"
                  >
                    {`${origin}${image.url}`}
                  </a>
                  <div className="mt-2">
                    <DeleteButton
                      name={image.name}
                      texts={t}
                      unnamed
                      onConfirm={() =>
                        deleter.submit(
                          { intent: "delete-image", category, name: image.name },
                          { method: "post" },
                        )
                      }
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
