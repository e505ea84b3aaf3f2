import { useEffect, useRef, useState } from "react";
import dayPickerStyles from "react-day-picker/style.css?url";
import { data, useNavigation } from "react-router";
import { toast } from "sonner";
import { echoedInquiryValues } from "../../domain/booking/inquiry-schema";
import { todayOf } from "../../domain/booking/today";
import { requestContext, servicesContext } from "../../server/context";
import { isDatabaseUnavailable } from "../../server/db/unavailable";
import { submitInquiry } from "../../server/inquiries";
import { logRequestFailure } from "../../server/log";
import { readForm } from "../../server/read-form";
import { pageSeo } from "../../server/seo";
import { InquiryForm, type InquiryResult } from "../components/booking/inquiry-form";
import { PriceBox } from "../components/booking/price-box";
import pickerStyles from "../components/booking/range-picker.css?url";
import { Notifications } from "../components/notifications";
import type { Hydration } from "../hydration";
import { useTranslation } from "../i18n/use-translation";
import { pageMeta } from "../seo";
import type { Route } from "./+types/booking";

// The date picker's stylesheets only on this page: react-day-picker's, then the site's colours.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: dayPickerStyles },
  { rel: "stylesheet", href: pickerStyles },
];

/** The form works as plain HTML; React (picker, live quote, instant checks) follows on first use. */
export const handle = { hydrate: "on-interaction" } satisfies { hydrate: Hydration };

export async function loader({ context }: Route.LoaderArgs) {
  const { now } = context.get(servicesContext);
  const { publicData } = context.get(requestContext);
  const today = todayOf(now);
  const [records, settings] = await Promise.all([
    publicData.availability(today),
    publicData.settings(),
  ]);
  return {
    seo: await pageSeo(context, "/buchung", "booking"),
    // The picker marks booked and paid nights as taken, pre-reserved ones as still askable.
    records,
    today,
    // The owners' rates and rules, for the price box, the picker and the live quote.
    settings,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { language, t, clientAddress, publicData } = context.get(requestContext);
  const form = await readForm(request);
  const fields = Object.fromEntries(form ?? []) as Record<string, string>;
  const values = echoedInquiryValues(fields);
  const failed = (description: string, status: number, extra: Partial<InquiryResult> = {}) =>
    data<InquiryResult>(
      { ok: false, title: t("booking:result.failed"), description, values, ...extra },
      { status },
    );
  if (!form) return failed(t("booking:result.unreadable"), 400);
  try {
    const outcome = await submitInquiry(services, {
      fields,
      language,
      clientAddress,
      userAgent: request.headers.get("user-agent"),
      settings: publicData.settings(),
    });
    switch (outcome.status) {
      case "sent":
        return data<InquiryResult>({
          ok: true,
          title: t("booking:result.success"),
          description: t("booking:result.successDetail", { email: outcome.email }),
        });
      case "invalid":
        return failed(t("booking:result.invalid"), 400, { fieldErrors: outcome.fieldErrors });
      case "overlap":
        return failed(t("booking:result.overlap"), 409);
      case "rejected":
        return failed(t("booking:result.rejected"), 400);
      case "rateLimited":
        return data<InquiryResult>(
          { ok: false, title: t("booking:result.rateLimited"), values },
          { status: 429 },
        );
    }
  } catch (error) {
    logRequestFailure("inquiry failed", error);
    // The visitor keeps the form filled in and is told to try again in a few minutes.
    return isDatabaseUnavailable(error)
      ? failed(t("common:unavailable.text"), 503)
      : failed(t("booking:result.unexpected"), 500);
  }
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  // A new form (empty fields, no selection) after each successful inquiry.
  const [formKey, setFormKey] = useState(0);
  const shown = useRef<InquiryResult | undefined>(undefined);

  useEffect(() => {
    if (!actionData || shown.current === actionData) return;
    shown.current = actionData;
    if (actionData.ok) {
      toast.success(actionData.title, { description: actionData.description });
      setFormKey((key) => key + 1);
    } else {
      toast.error(actionData.title, { description: actionData.description });
    }
  }, [actionData]);

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">{t("heading")}</h1>
      <p className="mt-3 max-w-3xl text-stone-700">{t("intro")}</p>
      {actionData && (
        <div
          role={actionData.ok ? "status" : "alert"}
          data-testid="inquiry-result"
          className={`mt-6 rounded-xl border p-4 ${
            actionData.ok
              ? "border-emerald-300 bg-emerald-50 text-emerald-950"
              : "border-red-300 bg-red-50 text-red-950"
          }`}
        >
          <p className="font-semibold">{actionData.title}</p>
          {actionData.description && <p className="mt-1 text-sm">{actionData.description}</p>}
        </div>
      )}
      {/* The prices first: on a phone they come before the form, on a wide screen beside it. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <aside className="lg:order-last">
          <div className="lg:sticky lg:top-24">
            <PriceBox settings={loaderData.settings} today={loaderData.today} />
          </div>
        </aside>
        <InquiryForm
          key={formKey}
          records={loaderData.records}
          today={loaderData.today}
          settings={loaderData.settings}
          result={actionData?.ok ? undefined : actionData}
          submitting={submitting}
        />
      </div>
      <Notifications label={t("common:notifications")} />
    </section>
  );
}
