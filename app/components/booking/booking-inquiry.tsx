import { useEffect, useState } from "react";
import type { InquiryResult } from "../../../domain/booking/inquiry-result";
import { useTranslation } from "../../i18n/use-translation";
import { InquiryForm, type InquiryFormData } from "./inquiry-form";

/** Where the booking island posts the form; it answers with an `InquiryResult` as JSON. */
const inquiryEndpoint = "/api/inquiry";

type AnswerToasts = typeof import("./answer-toasts");

/**
 * The working part of /buchung: the answer to the last inquiry and the inquiry form.
 * It is the page's island (app/islands/booking.tsx): the server renders it, and at the visitor's
 * first interaction it hydrates, then sends the form without leaving the page and says how it
 * went in a toast too (the toasts' code is fetched with the first post). Its `result` is the
 * server's answer to the page's own plain post, if this page is that answer.
 */
export function BookingInquiry(props: InquiryFormData) {
  const { t, i18n } = useTranslation("booking");
  const [result, setResult] = useState(props.result);
  const [submitting, setSubmitting] = useState(false);
  // A new form (empty fields, no selection) after each successful inquiry.
  const [formKey, setFormKey] = useState(0);
  const [toasts, setToasts] = useState<AnswerToasts | null>(null);
  const [toastFor, setToastFor] = useState<InquiryResult | null>(null);

  // Shown once the toast region is there: it listens from its own effect, which runs first.
  useEffect(() => {
    if (!toasts || !toastFor) return;
    const show = toastFor.ok ? toasts.toast.success : toasts.toast.error;
    show(toastFor.title, { description: toastFor.description });
    setToastFor(null);
  }, [toasts, toastFor]);

  const send = async (form: HTMLFormElement) => {
    setSubmitting(true);
    const [answer, loaded] = await Promise.all([
      post(form, i18n.language).catch(
        (): InquiryResult => ({
          ok: false,
          title: t("result.failed"),
          description: t("result.unexpected"),
        }),
      ),
      // Without them (the network gone) the answer still shows above the form.
      import("./answer-toasts").catch(() => null),
    ]);
    setSubmitting(false);
    setResult(answer);
    if (loaded) setToasts(loaded);
    setToastFor(answer);
    if (answer.ok) setFormKey((key) => key + 1);
  };

  return (
    <>
      {result && (
        <div
          role={result.ok ? "status" : "alert"}
          data-testid="inquiry-result"
          className={`mb-6 rounded-xl border p-4 ${
            result.ok
              ? "border-emerald-300 bg-emerald-50 text-emerald-950"
              : "border-red-300 bg-red-50 text-red-950"
          }`}
        >
          <p className="font-semibold">{result.title}</p>
          {result.description && <p className="mt-1 text-sm">{result.description}</p>}
        </div>
      )}
      <InquiryForm
        key={formKey}
        records={props.records}
        today={props.today}
        settings={props.settings}
        responseHours={props.responseHours}
        sleeps={props.sleeps}
        result={result?.ok ? undefined : result}
        submitting={submitting}
        onSend={send}
      />
      {toasts && <toasts.Notifications label={t("common:notifications")} />}
    </>
  );
}

/** Posts the form as the page would, in the page's language, and reads the JSON answer. */
async function post(form: HTMLFormElement, language: string): Promise<InquiryResult> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) body.append(name, String(value));
  const response = await fetch(`${inquiryEndpoint}?lng=${language}`, { method: "POST", body });
  if (!response.headers.get("content-type")?.includes("application/json")) {
    throw new Error(`No answer to read: ${response.status}`);
  }
  return (await response.json()) as InquiryResult;
}
