import { Form, useActionData, useNavigation } from "react-router";
import { texts } from "../../content/admin-texts";
import { property } from "../../content/property";
import type { WebsiteActionResult } from "../../domain/admin/action-results";
import {
  type ContactFacts,
  changedContactFacts,
  contactFactLimits,
  contactFactFields as names,
  saveContactIntent,
} from "../../domain/contact/contact-facts";
import { requireAdmin } from "../../server/admin/guard";
import { runContactFactsAction } from "../../server/admin/site-facts-actions";
import { servicesContext } from "../../server/context";
import { readFields } from "../../server/read-form";
import { listContactFactsChanges, readContactFacts } from "../../server/site-facts";
import { answerFields, unreadable } from "../admin-action-answer";
import { adminMeta } from "../admin-meta";
import { adminButton } from "../components/admin/buttons";
import { FormResult } from "../components/admin/form-result";
import { AdminErrorBoundary } from "../components/admin/gate";
import { TextField } from "../components/forms/fields";
import type { Route } from "./+types/admin-website";

const t = texts.website;

export const meta = adminMeta(t.title);

const time = new Intl.DateTimeFormat("de-DE", {
  timeZone: property.timeZone,
  dateStyle: "medium",
  timeStyle: "short",
});

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db } = context.get(servicesContext);
  const [contact, changes] = await Promise.all([readContactFacts(db), listContactFactsChanges(db)]);
  return {
    contact,
    history: changes.map((change) => ({
      id: change.id,
      text: `${time.format(change.changedAt)}, ${change.changedBy}`,
      changes: changedContactFacts(change.before, change.after).map(
        (key) => `${t[key]}: ${change.before[key]} → ${change.after[key]}`,
      ),
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireAdmin(context, request);
  const { db, now } = context.get(servicesContext);
  return answerFields(await readFields(request), unreadable as WebsiteActionResult, (fields) =>
    runContactFactsAction(db, fields, { email: session.user.email, at: now() }),
  );
}

/** The facts the site states, as the owners set them: for now how guests reach them. */
export default function AdminWebsite({ loaderData }: Route.ComponentProps) {
  const { contact, history } = loaderData;
  const result = useActionData<typeof action>() as WebsiteActionResult | undefined;
  const busy = useNavigation().state === "submitting";
  const errors = result?.fieldErrors ?? {};
  // A refused post shows what was typed (a browser without JavaScript renders the page anew).
  const values =
    result?.values ??
    Object.fromEntries(
      (Object.keys(names) as (keyof ContactFacts)[]).map((key) => [names[key], contact[key]]),
    );
  const field = (key: keyof ContactFacts) => ({
    name: names[key],
    label: t[key],
    error: errors[names[key]],
    defaultValue: values[names[key]],
    maxLength: contactFactLimits[key],
    required: true,
  });
  return (
    <div className="max-w-2xl space-y-6">
      <h2 className="text-xl font-semibold">{t.title}</h2>
      <p className="text-sm text-stone-700">{t.intro}</p>
      <FormResult result={result} />
      {/* Keyed by the answer: a browser with JavaScript shows the saved values afresh too. */}
      <Form method="post" noValidate className="space-y-6" key={result?.ok ? "saved" : "form"}>
        <input type="hidden" name="intent" value={saveContactIntent} />
        <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
          <legend className="px-1 font-medium">{t.contact}</legend>
          <TextField {...field("owners")} hint={t.ownersHint} autoComplete="off" />
          <TextField {...field("email")} type="email" hint={t.emailHint} autoComplete="off" />
          <TextField {...field("phone")} type="tel" hint={t.phoneHint} autoComplete="off" />
          <TextField {...field("street")} autoComplete="off" />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-[10rem_1fr]">
            <TextField {...field("postalCode")} autoComplete="off" />
            <TextField {...field("locality")} autoComplete="off" />
          </div>
          <TextField {...field("region")} autoComplete="off" />
        </fieldset>
        <button type="submit" disabled={busy} className={adminButton.primary}>
          {t.save}
        </button>
      </Form>
      <section className="space-y-2">
        <h3 className="font-medium">{t.history}</h3>
        {history.length === 0 ? (
          <p className="text-sm text-stone-600">{t.historyEmpty}</p>
        ) : (
          <ul className="space-y-2 text-sm break-words" data-testid="website-history">
            {history.map((entry) => (
              <li key={entry.id}>
                <p className="font-medium">{entry.text}</p>
                <ul className="list-disc pl-5 text-stone-700">
                  {entry.changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
