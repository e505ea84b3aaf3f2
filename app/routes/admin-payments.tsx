import { Form, useActionData, useNavigation } from "react-router";
import { texts } from "../../content/admin-texts";
import { readBankAccount } from "../../domain/payments/bank-account";
import type { StayFormResult } from "../../domain/stays/form-results";
import {
  paymentSettingsFields as names,
  paymentDefaultLimits,
} from "../../domain/stays/payment-settings-form";
import { requireAdmin } from "../../server/admin/guard";
import { runPaymentSettingsAction } from "../../server/admin/payment-settings-actions";
import { servicesContext } from "../../server/context";
import { readFields } from "../../server/read-form";
import { readPaymentSettings } from "../../server/stays/payment-settings";
import { answerFields, unreadable } from "../admin-action-answer";
import { adminMeta } from "../admin-meta";
import { adminButton } from "../components/admin/buttons";
import { FormResult } from "../components/admin/form-result";
import { AdminErrorBoundary } from "../components/admin/gate";
import { TextField } from "../components/forms/fields";
import type { Route } from "./+types/admin-payments";

const t = texts.offers.settings;

export const meta = adminMeta(t.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const settings = await readPaymentSettings(context.get(servicesContext).db);
  const { account } = settings;
  return {
    settings,
    // The account taken over from the old payment text may be incomplete or wrong.
    storedInvalid: account !== null && !readBankAccount({ ...account, bic: account.bic ?? "" }).ok,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireAdmin(context, request);
  const { db } = context.get(servicesContext);
  return answerFields(await readFields(request), unreadable as StayFormResult, (fields) =>
    runPaymentSettingsAction(db, fields, session.user.email),
  );
}

/** The IBAN in groups of four, as banks print it. */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, "$1 ");

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  const { settings, storedInvalid } = loaderData;
  const result = useActionData<typeof action>() as StayFormResult | undefined;
  const busy = useNavigation().state === "submitting";
  const errors = result?.fieldErrors ?? {};
  // A refused post shows what was typed (a browser without JavaScript renders the page anew).
  const stored: Record<string, string> = {
    [names.holder]: settings.account?.holder ?? "",
    [names.iban]: settings.account ? grouped(settings.account.iban) : "",
    [names.bic]: settings.account?.bic ?? "",
    [names.depositPercent]: String(settings.depositPercent),
    [names.depositDays]: String(settings.depositDays),
    [names.balanceDaysBeforeArrival]: String(settings.balanceDaysBeforeArrival),
    [names.offerHoldDays]: String(settings.offerHoldDays),
  };
  const values = result?.values ?? stored;
  const field = (name: string, label: string) => ({
    name,
    label,
    error: errors[name],
    defaultValue: values[name],
  });
  const days = (key: keyof typeof paymentDefaultLimits, name: string, label: string) => (
    <TextField
      {...field(name, label)}
      type="number"
      inputMode="numeric"
      required
      min={paymentDefaultLimits[key].min}
      max={paymentDefaultLimits[key].max}
      step={1}
    />
  );
  return (
    <div className="max-w-2xl space-y-6">
      <h2 className="text-xl font-semibold">{t.title}</h2>
      <p className="text-sm text-stone-700">{t.hint}</p>
      {!settings.account && (
        <p className="rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
          {t.noAccount}
        </p>
      )}
      {storedInvalid && (
        <p className="rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
          {t.storedInvalid}
        </p>
      )}
      <FormResult result={result} />
      {/* Keyed by the answer: a browser with JavaScript shows the saved values afresh too. */}
      <Form method="post" noValidate className="space-y-6" key={result?.ok ? "saved" : "form"}>
        <input type="hidden" name="intent" value="save-payment" />
        <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
          <legend className="px-1 font-medium">{t.account}</legend>
          <TextField
            {...field(names.holder, t.holder)}
            required
            maxLength={70}
            autoComplete="off"
          />
          <TextField
            {...field(names.iban, t.iban)}
            required
            maxLength={42}
            hint={t.ibanHint}
            autoComplete="off"
            spellCheck={false}
            className="[&_input]:font-mono"
          />
          <TextField
            {...field(names.bic, t.bic)}
            maxLength={11}
            autoComplete="off"
            spellCheck={false}
            className="[&_input]:font-mono"
          />
        </fieldset>
        <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
          <legend className="px-1 font-medium">{t.defaults}</legend>
          <p className="text-sm text-stone-600">{t.defaultsHint}</p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {days("depositPercent", names.depositPercent, t.depositPercent)}
            {days("depositDays", names.depositDays, t.depositDays)}
            {days("balanceDaysBeforeArrival", names.balanceDaysBeforeArrival, t.balanceDays)}
            {days("offerHoldDays", names.offerHoldDays, t.holdDays)}
          </div>
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
