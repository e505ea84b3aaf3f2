import { Form, useActionData, useNavigation } from "react-router";
import { fill, texts } from "../../content/admin-texts";
import { editableText, textSections } from "../../content/editable-texts";
import { defaultLanguage, property } from "../../content/property";
import type { SiteTextsActionResult } from "../../domain/admin/action-results";
import { languageUrl } from "../../domain/seo/page-seo";
import { previewParam } from "../../domain/texts/owner-texts";
import { siteTextIntents as intents } from "../../domain/texts/site-texts-form";
import {
  type TextLanguageState,
  type TextState,
  textSectionStates,
} from "../../domain/texts/text-states";
import { requireAdmin } from "../../server/admin/guard";
import { runSiteTextsAction } from "../../server/admin/site-texts-actions";
import { servicesContext } from "../../server/context";
import { readFields } from "../../server/read-form";
import { currentTextChanges, listTextChanges, readTextDrafts } from "../../server/site-texts";
import { answerFields, unreadable } from "../admin-action-answer";
import { adminMeta } from "../admin-meta";
import { adminButton } from "../components/admin/buttons";
import { FormResult } from "../components/admin/form-result";
import { AdminErrorBoundary } from "../components/admin/gate";
import { TextArea, TextField } from "../components/forms/fields";
import type { Route } from "./+types/admin-texts";

const t = texts.siteTexts;

export const meta = adminMeta(t.title);

const time = new Intl.DateTimeFormat("de-DE", {
  timeZone: property.timeZone,
  dateStyle: "medium",
  timeStyle: "short",
});

/** "Startseite: Ausflüge – Ausflug 2: Name", for the history. */
function textName(key: string): string {
  const section = textSections.find((candidate) =>
    candidate.texts.some((text) => text.key === key),
  );
  const text = editableText(key);
  return section && text ? `${section.label} – ${text.label}` : key;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db } = context.get(servicesContext);
  const [published, drafts, changes] = await Promise.all([
    currentTextChanges(db),
    readTextDrafts(db),
    listTextChanges(db),
  ]);
  return {
    sections: textSectionStates(published, drafts),
    history: changes.map((change) => ({
      id: change.id,
      text: `${time.format(change.changedAt)}, ${change.changedBy}`,
      name: textName(change.key),
      language: t.languages[change.language as keyof typeof t.languages] ?? change.language,
      before: change.before ?? t.defaultValue,
      after: change.value ?? t.defaultValue,
      undoable: Boolean(editableText(change.key)),
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireAdmin(context, request);
  const { db, now } = context.get(servicesContext);
  return answerFields(await readFields(request), unreadable as SiteTextsActionResult, (fields) =>
    runSiteTextsAction(db, fields, { email: session.user.email, at: now() }),
  );
}

/** A page's address with the owners' draft, in one language. */
function previewUrl(page: string, language: string): string {
  const url = new URL(languageUrl("http://preview", page, language));
  url.searchParams.set(previewParam, "1");
  return `${url.pathname}${url.search}`;
}

/**
 * The owners' texts of the public pages, by section, each in German, English and Italian side by
 * side (stacked on phones); a section is previewed as a draft or published at once, and every
 * change can be undone from the history.
 */
export default function AdminTexts({ loaderData }: Route.ComponentProps) {
  const { sections, history } = loaderData;
  const result = useActionData<typeof action>() as SiteTextsActionResult | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-8">
      <div className="max-w-3xl space-y-2">
        <h2 className="text-xl font-semibold">{t.title}</h2>
        <p className="text-sm text-stone-700">{t.intro}</p>
        <p className="text-sm text-stone-700">{t.inCode}</p>
      </div>
      <nav aria-label={t.sections} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {sections.map((section) => (
          <a key={section.id} href={`#texte-${section.id}`} className="text-emerald-900 underline">
            {section.label}
          </a>
        ))}
      </nav>
      <div className="max-w-3xl space-y-2">
        <FormResult result={result} />
        {result?.ok && result.preview && (
          <p className="flex flex-wrap gap-x-4 text-sm" data-testid="preview-links">
            {(Object.keys(t.languages) as (keyof typeof t.languages)[]).map((language) => (
              <a
                key={language}
                href={previewUrl(result.preview!, language)}
                target="_blank"
                rel="noopener"
                className="font-medium text-emerald-900 underline"
              >
                {t.preview}: {t.languages[language]}
              </a>
            ))}
          </p>
        )}
      </div>
      {sections.map((section) => {
        const refused = result && !result.ok && result.section === section.id ? result : null;
        return (
          <section
            key={section.id}
            id={`texte-${section.id}`}
            aria-labelledby={`texte-${section.id}-heading`}
            className="space-y-4 rounded-lg border border-stone-200 bg-white p-3 sm:p-4"
          >
            <h3 id={`texte-${section.id}-heading`} className="text-lg font-semibold">
              {section.label}
            </h3>
            {/* Keyed by its texts: after a change the fields show them afresh; a refused post
                leaves what was typed. */}
            <Form method="post" noValidate className="space-y-5" key={section.revision}>
              <input type="hidden" name="section" value={section.id} />
              {section.texts.map((text) => (
                <TextFields
                  key={text.key}
                  text={text}
                  errors={refused?.fieldErrors ?? {}}
                  values={refused?.values}
                  busy={busy}
                  resetForm={`texte-${section.id}-reset`}
                />
              ))}
              <div className="flex flex-wrap gap-2">
                <button
                  type="submit"
                  name="intent"
                  value={intents.preview}
                  disabled={busy}
                  className={adminButton.secondary}
                >
                  {t.preview}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={intents.publish}
                  disabled={busy}
                  className={adminButton.primary}
                >
                  {t.publish}
                </button>
                {section.drafted && (
                  <button
                    type="submit"
                    name="intent"
                    value={intents.discard}
                    disabled={busy}
                    className={adminButton.secondary}
                  >
                    {t.discard}
                  </button>
                )}
              </div>
            </Form>
            {/* The reset buttons' own form: Enter in a field never resets a text. */}
            <Form method="post" id={`texte-${section.id}-reset`} hidden />
          </section>
        );
      })}
      <section className="max-w-3xl space-y-2" aria-labelledby="texte-history">
        <h3 id="texte-history" className="font-medium">
          {t.history}
        </h3>
        {history.length === 0 ? (
          <p className="text-sm text-stone-600">{t.historyEmpty}</p>
        ) : (
          <ul className="space-y-3 text-sm break-words" data-testid="texts-history">
            {history.map((entry) => (
              <li key={entry.id} className="rounded-md border border-stone-200 bg-white p-3">
                <p className="font-medium">
                  {entry.name} ({entry.language})
                </p>
                <p className="text-stone-600">{entry.text}</p>
                <p className="mt-1 whitespace-pre-line text-stone-800">
                  {entry.before} → {entry.after}
                </p>
                {entry.undoable && (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="intent" value={intents.undo} />
                    <input type="hidden" name="change" value={entry.id} />
                    <button
                      type="submit"
                      disabled={busy}
                      className={`${adminButton.secondary} text-sm`}
                    >
                      {t.undo}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** One text's fields, German, English and Italian, each labelled with its language and marks. */
function TextFields({
  text,
  errors,
  values,
  busy,
  resetForm,
}: {
  text: TextState;
  errors: Partial<Record<string, string>>;
  values: Record<string, string> | undefined;
  busy: boolean;
  /** The id of the form the reset buttons post. */
  resetForm: string;
}) {
  const hint = fill(text.format === "plain" ? t.plainHint : t.formattedHint, { max: text.max });
  return (
    <fieldset className="min-w-0 space-y-2 border-t border-stone-200 pt-3">
      <legend className="float-left w-full pb-1 font-medium">{text.label}</legend>
      <p className="clear-left text-xs text-stone-600">{hint}</p>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {text.languages.map((state) => {
          const field = {
            name: state.field,
            label: <LanguageLabel state={state} />,
            error: errors[state.field],
            defaultValue: values?.[state.field] ?? state.value,
            maxLength: text.max,
            className: "min-w-0",
            lang: state.language,
          };
          return (
            <div key={state.language} className="min-w-0 space-y-1">
              {text.format === "plain" ? (
                <TextField {...field} autoComplete="off" />
              ) : (
                <TextArea {...field} rows={text.max > 600 ? 8 : 5} />
              )}
              {(state.own || state.draft) && (
                <button
                  type="submit"
                  form={resetForm}
                  name="intent"
                  value={`${intents.reset}:${state.field}`}
                  disabled={busy}
                  className="text-xs text-emerald-900 underline disabled:opacity-60"
                >
                  {t.reset}
                  <span className="sr-only"> ({t.languages[state.language]})</span>
                </button>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** "Italienisch" with its marks: own text, draft, missing or older translation. */
function LanguageLabel({ state }: { state: TextLanguageState }) {
  const badge = "ml-2 rounded px-1.5 py-0.5 text-xs font-medium";
  return (
    <>
      {t.languages[state.language]}
      {state.language === defaultLanguage ? null : state.mark === "missing" ? (
        <span className={`${badge} bg-amber-100 text-amber-950`}>{t.missingTranslation}</span>
      ) : state.mark === "older" ? (
        <span className={`${badge} bg-amber-100 text-amber-950`}>{t.olderThanGerman}</span>
      ) : null}
      {state.own && <span className={`${badge} bg-emerald-50 text-emerald-900`}>{t.own}</span>}
      {state.draft && <span className={`${badge} bg-sky-100 text-sky-950`}>{t.draft}</span>}
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
