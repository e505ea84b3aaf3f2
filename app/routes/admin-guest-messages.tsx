import { Form, Link, useActionData, useNavigation } from "react-router";
import { texts } from "../../content/admin-texts";
import type { ReviewActionResult } from "../../domain/reviews/review-admin";
import {
  guestMessageLimits,
  guestMessageFields as names,
} from "../../domain/stays/scheduled-messages";
import { requireAdmin } from "../../server/admin/guard";
import { runGuestMessageSettingsAction } from "../../server/admin/review-actions";
import { servicesContext } from "../../server/context";
import { readFields } from "../../server/read-form";
import { readGuestMessageSettings } from "../../server/stays/guest-message-settings";
import { answerFields, unreadable } from "../admin-action-answer";
import { adminMeta } from "../admin-meta";
import { adminButton } from "../components/admin/buttons";
import { AdminErrorBoundary } from "../components/admin/gate";
import { Checkbox, TextField } from "../components/forms/fields";
import type { Route } from "./+types/admin-guest-messages";

const t = texts.guestMessages;

export const meta = adminMeta(t.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return { settings: await readGuestMessageSettings(context.get(servicesContext).db) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireAdmin(context, request);
  const { db } = context.get(servicesContext);
  return answerFields(await readFields(request), unreadable as ReviewActionResult, (fields) =>
    runGuestMessageSettingsAction(db, fields, session.user.email),
  );
}

/** The schedule of the arrival information and the thank-you, and the feedback counted elsewhere. */
export default function AdminGuestMessages({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const result = useActionData<typeof action>() as ReviewActionResult | undefined;
  const busy = useNavigation().state === "submitting";
  const errors = result?.fieldErrors ?? {};
  const number = (key: keyof typeof guestMessageLimits, label: string) => (
    <TextField
      name={names[key]}
      label={label}
      error={errors[names[key]]}
      defaultValue={String(settings[key])}
      type="number"
      inputMode="numeric"
      required
      min={guestMessageLimits[key].min}
      max={guestMessageLimits[key].max}
      step={1}
      className="max-w-48"
    />
  );
  return (
    <div className="max-w-2xl space-y-6">
      <h2 className="text-xl font-semibold">{t.title}</h2>
      <p className="text-sm text-stone-700">{t.intro}</p>
      <p className="text-sm">
        <Link to="/admin/anfragen/vorlagen?vorlage=arrival" className="text-emerald-900 underline">
          {t.templatesLink}
        </Link>
      </p>
      {result && (
        <p
          role={result.ok ? "status" : "alert"}
          className={`rounded-md border p-3 text-sm ${
            result.ok
              ? "border-emerald-600 bg-emerald-50 text-emerald-950"
              : "border-red-600 bg-red-50 text-red-900"
          }`}
        >
          {result.message}
        </p>
      )}
      <Form method="post" noValidate className="space-y-6" key={result?.ok ? "saved" : "form"}>
        <input type="hidden" name="intent" value="save-guest-messages" />
        <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
          <legend className="px-1 font-medium">{t.arrival}</legend>
          <p className="text-sm text-stone-600">{t.arrivalHint}</p>
          <Checkbox
            name={names.arrivalEnabled}
            value="yes"
            defaultChecked={settings.arrivalEnabled}
            label={t.send}
          />
          {number("arrivalDaysBefore", t.arrivalDays)}
        </fieldset>
        <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
          <legend className="px-1 font-medium">{t.thanks}</legend>
          <p className="text-sm text-stone-600">{t.thanksHint}</p>
          <Checkbox
            name={names.thanksEnabled}
            value="yes"
            defaultChecked={settings.thanksEnabled}
            label={t.send}
          />
          {number("thanksDaysAfter", t.thanksDays)}
        </fieldset>
        <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
          <legend className="px-1 font-medium">{t.feedback}</legend>
          <p className="text-sm text-stone-600">{t.feedbackHint}</p>
          {number("feedbackElsewhere", t.feedback)}
        </fieldset>
        <button type="submit" disabled={busy} className={adminButton.primary}>
          {t.save}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
