import { Form, useActionData, useNavigation } from "react-router";
import { texts } from "../../content/admin-texts";
import { property } from "../../content/property";
import type { WebsiteActionResult } from "../../domain/admin/action-results";
import {
  type ContactFacts,
  contactFactLimits,
  contactFactFields as names,
  saveContactIntent,
} from "../../domain/contact/contact-facts";
import { factChangeLines } from "../../domain/site/fact-changes";
import {
  type HouseFacts,
  houseFactFields,
  houseFactRanges,
  saveHouseIntent,
  socialProfileLink,
  socialProfileUrlMax,
} from "../../domain/site/house-facts";
import { requireAdmin } from "../../server/admin/guard";
import { runSiteFactsAction } from "../../server/admin/site-facts-actions";
import { servicesContext } from "../../server/context";
import { readFields } from "../../server/read-form";
import { listSiteFactsChanges, readSiteFacts } from "../../server/site-facts";
import { answerFields, unreadable } from "../admin-action-answer";
import { adminMeta } from "../admin-meta";
import { adminButton } from "../components/admin/buttons";
import { FormResult } from "../components/admin/form-result";
import { AdminErrorBoundary } from "../components/admin/gate";
import { TextField } from "../components/forms/fields";
import type { Route } from "./+types/admin-website";

const t = texts.website;
const h = t.house;

export const meta = adminMeta(t.title);

const time = new Intl.DateTimeFormat("de-DE", {
  timeZone: property.timeZone,
  dateStyle: "medium",
  timeStyle: "short",
});

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, env } = context.get(servicesContext);
  const [{ contact, house }, changes] = await Promise.all([
    readSiteFacts(db),
    listSiteFactsChanges(db),
  ]);
  // The form shows the link the site shows: the operator's while the owners set none.
  const profileUrl = socialProfileLink(house, env.SOCIAL_PROFILE_URL ?? null) ?? "";
  return {
    contact,
    house: { ...house, socialProfileUrl: profileUrl },
    history: changes.map((change) => ({
      id: change.id,
      text: `${time.format(change.changedAt)}, ${change.changedBy}`,
      changes: factChangeLines(change.before, change.after),
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireAdmin(context, request);
  const { db, env, now } = context.get(servicesContext);
  return answerFields(await readFields(request), unreadable as WebsiteActionResult, (fields) =>
    runSiteFactsAction(
      db,
      fields,
      { email: session.user.email, at: now() },
      env.SOCIAL_PROFILE_URL ?? null,
    ),
  );
}

/** The facts the site states, as the owners set them: how guests reach them, the house facts. */
export default function AdminWebsite({ loaderData }: Route.ComponentProps) {
  const { contact, house, history } = loaderData;
  const result = useActionData<typeof action>() as WebsiteActionResult | undefined;
  const busy = useNavigation().state === "submitting";
  const errors = result?.fieldErrors ?? {};
  // A refused post shows what was typed (a browser without JavaScript renders the page anew);
  // the other form shows the saved facts.
  const typed = result?.values ?? {};
  const field = (key: keyof ContactFacts) => ({
    name: names[key],
    label: t[key],
    error: errors[names[key]],
    defaultValue: typed[names[key]] ?? contact[key],
    maxLength: contactFactLimits[key],
    required: true,
  });
  const houseField = (key: keyof HouseFacts) => ({
    name: houseFactFields[key],
    label: h[key],
    error: errors[houseFactFields[key]],
    defaultValue: typed[houseFactFields[key]] ?? String(house[key] ?? ""),
    autoComplete: "off",
  });
  const clockField = (key: keyof HouseFacts) => ({
    ...houseField(key),
    type: "time",
    required: true,
  });
  const count = (key: keyof typeof houseFactRanges) => ({
    ...houseField(key),
    type: "number",
    inputMode: "numeric" as const,
    min: houseFactRanges[key][0],
    max: houseFactRanges[key][1],
    required: true,
  });
  const coordinate = (key: "latitude" | "longitude") => ({
    ...houseField(key),
    inputMode: "decimal" as const,
    required: true,
  });
  const formKey = (facts: object) => `${result?.ok ? "saved" : "form"} ${JSON.stringify(facts)}`;
  const fieldset = "space-y-3 rounded-lg border border-stone-200 bg-white p-4";
  const pair = "grid grid-cols-1 gap-3 sm:grid-cols-2";
  return (
    <div className="max-w-2xl space-y-6">
      <h2 className="text-xl font-semibold">{t.title}</h2>
      <p className="text-sm text-stone-700">{t.intro}</p>
      <FormResult result={result} />
      {/*
        Keyed by the answer and the saved facts: a browser with JavaScript shows the saved values
        afresh too, also when the reloaded facts arrive after the answer.
      */}
      <Form method="post" noValidate className="space-y-6" key={formKey(contact)}>
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
      <Form
        method="post"
        noValidate
        className="space-y-6"
        key={formKey(house)}
        aria-labelledby="house-heading"
      >
        <input type="hidden" name="intent" value={saveHouseIntent} />
        <div className="space-y-1">
          <h3 id="house-heading" className="text-lg font-semibold">
            {h.title}
          </h3>
          <p className="text-sm text-stone-700">{h.intro}</p>
        </div>
        <fieldset className={fieldset}>
          <legend className="px-1 font-medium">{h.stay}</legend>
          <div className={pair}>
            <TextField {...clockField("checkInFrom")} />
            <TextField {...clockField("checkInTo")} />
            <TextField {...clockField("checkOutFrom")} />
            <TextField {...clockField("checkOutTo")} />
            <TextField {...clockField("quietHoursFrom")} hint={h.quietHoursHint} />
            <TextField {...clockField("quietHoursTo")} />
          </div>
          <TextField {...count("freeCancellationDays")} />
          <TextField {...count("responseHours")} />
        </fieldset>
        <fieldset className={fieldset}>
          <legend className="px-1 font-medium">{h.flat}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <TextField {...count("sizeSqm")} />
            <TextField {...count("bedrooms")} />
            <TextField {...count("sleeps")} />
          </div>
        </fieldset>
        <fieldset className={fieldset}>
          <legend className="px-1 font-medium">{h.location}</legend>
          <TextField {...count("trainStationMinutes")} />
          <TextField {...count("airportHours")} />
          <TextField {...count("nearestCityMinutes")} />
          <div className={pair}>
            <TextField {...coordinate("latitude")} />
            <TextField {...coordinate("longitude")} />
          </div>
          <p className="text-xs text-stone-600">{h.coordinatesHint}</p>
        </fieldset>
        <fieldset className={fieldset}>
          <legend className="px-1 font-medium">{h.links}</legend>
          <TextField
            {...houseField("socialProfileUrl")}
            type="url"
            maxLength={socialProfileUrlMax}
            hint={h.socialProfileUrlHint}
          />
        </fieldset>
        <button type="submit" disabled={busy} className={adminButton.primary}>
          {h.save}
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
