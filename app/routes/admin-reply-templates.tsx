import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { texts } from "../../content/admin-texts";
import { type Language, supportedLanguages } from "../../content/property";
import { type StayMessageKind, stayMessageKinds } from "../../content/stay-templates";
import type { ReplyTemplateActionResult } from "../../domain/admin/action-results";
import { propertyDateOf } from "../../domain/booking/today";
import { inboxPath } from "../../domain/inquiries/inbox-query";
import {
  placeholders,
  type ReplyKind,
  type ReplyTemplates,
  type ReplyText,
  replyKinds,
  replyLimits,
  replyPreview,
  replyValues,
} from "../../domain/inquiries/reply-template";
import { exampleStay } from "../../domain/stays/example-stay";
import {
  fillStayMessage,
  paymentDetailsText,
  stayPlaceholders,
} from "../../domain/stays/stay-message";
import { requireAdmin } from "../../server/admin/guard";
import { runReplyTemplateAction } from "../../server/admin/reply-template-actions";
import { loadReplyTemplates, loadStayTemplates } from "../../server/admin/reply-templates";
import { servicesContext } from "../../server/context";
import { readFields } from "../../server/read-form";
import { readPaymentSettings } from "../../server/stays/payment-settings";
import { answerFields, unreadable } from "../admin-action-answer";
import { adminMeta } from "../admin-meta";
import { adminButton } from "../components/admin/buttons";
import { AdminErrorBoundary } from "../components/admin/gate";
import { TemplateEditor } from "../components/admin/template-editor";
import { useResultToast } from "../components/admin/use-result-toast";
import type { Route } from "./+types/admin-reply-templates";

const t = texts.replies.templates;
const stay = texts.offers.templates;
/** One fetcher for every form of the page: its answer is shown after a form was re-made too. */
const templateActionKey = "reply-template-action";
const button = `${adminButton.primary} text-sm`;

export const meta = adminMeta(texts.replies.templates.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, env, now } = context.get(servicesContext);
  // One kind at a time (`?vorlage=offer`): each with three editors and their live previews.
  const asked = new URL(request.url).searchParams.get("vorlage") ?? "";
  const kinds: readonly string[] = [...replyKinds, ...stayMessageKinds];
  return {
    chosen: (kinds.includes(asked) ? asked : "accept") as ReplyKind | StayMessageKind,
    templates: await loadReplyTemplates(db),
    stayTemplates: await loadStayTemplates(db),
    // What the previews fill in: an example stay on this site, the owners' account.
    preview: {
      now: now().toISOString(),
      siteUrl: env.SITE_URL,
      account: (await readPaymentSettings(db)).account,
    },
  };
}

type Preview = Route.ComponentProps["loaderData"]["preview"];

/** The template filled for the example stay, in the template's language, as it would be sent. */
function previewOf(kind: ReplyKind | StayMessageKind, language: Language, preview: Preview) {
  const now = new Date(preview.now);
  const stay = exampleStay(now, propertyDateOf(now), preview.siteUrl);
  if ((stayMessageKinds as readonly string[]).includes(kind)) {
    return (text: ReplyText) => fillStayMessage(text, stay, language, preview.account);
  }
  const inquiry = {
    firstName: stay.firstName,
    lastName: stay.lastName,
    preferredStartDate: stay.startDate,
    preferredEndDate: stay.endDate,
    guestCount: stay.guests,
    quotedPrice: "985.00",
    quote: null,
  };
  const values = replyValues(inquiry, language, paymentDetailsText(preview.account, language));
  return (text: ReplyText) => replyPreview(text, values);
}

/** The placeholders of a kind of template as chips, named as the owners read them. */
const chipsOf = (kind: ReplyKind | StayMessageKind) =>
  [
    ...placeholders,
    ...((stayMessageKinds as readonly string[]).includes(kind) ? stayPlaceholders : []),
  ].map((name) => ({ name, label: texts.templateEditor.chipLabels[name] ?? name }));

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireAdmin(context, request);
  const { db } = context.get(servicesContext);
  return answerFields(await readFields(request), unreadable, (fields) =>
    runReplyTemplateAction(db, fields, session.user.email),
  );
}

/** The ids of the messages that are there, for `aria-describedby`. */
const describedBy = (ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(" ") || undefined;

function TemplateForm(props: {
  kind: ReplyKind | StayMessageKind;
  language: Language;
  template: ReplyTemplates[ReplyKind][Language];
  preview: Preview;
}) {
  const fetcher = useFetcher<ReplyTemplateActionResult>({ key: templateActionKey });
  const id = `template-${props.kind}-${props.language}`;
  const languageName = texts.inquiries.languages[props.language];
  const { problem } = props.template;
  // The page's forms share one fetcher: this form's refusal is the answer to its own post.
  const posted = useRef(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !posted.current) return;
    posted.current = false;
    setRefusal(fetcher.data.ok ? undefined : (fetcher.data.detail ?? fetcher.data.message));
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form
      method="post"
      className={`space-y-2 rounded-lg border bg-white p-4 ${problem ? "border-amber-500" : "border-stone-200"}`}
      data-testid={id}
      onSubmit={() => {
        posted.current = true;
      }}
    >
      <h3 className="font-medium">
        {languageName}{" "}
        <span className="text-xs font-normal text-stone-600">
          ({props.template.custom ? t.custom : t.builtIn})
        </span>
      </h3>
      {problem && (
        <div
          id={`${id}-problem`}
          className="rounded-md border border-amber-500 bg-amber-50 p-3 text-sm break-words text-amber-950"
          data-testid="template-problem"
        >
          <p className="font-medium">{t.contradicts}</p>
          <p className="mt-1">{problem}</p>
        </div>
      )}
      <input type="hidden" name="kind" value={props.kind} />
      <input type="hidden" name="language" value={props.language} />
      <TemplateEditor
        id={id}
        names={{ subject: "subject", body: "body" }}
        labels={{
          subject: `${texts.replies.subject} (${languageName})`,
          body: `${texts.replies.body} (${languageName})`,
        }}
        defaults={props.template}
        placeholders={chipsOf(props.kind)}
        fill={previewOf(props.kind, props.language, props.preview)}
        limits={replyLimits}
        invalid={Boolean(problem)}
        describedBy={describedBy([problem && `${id}-problem`, refusal && `${id}-refusal`])}
      />
      {refusal && (
        <p id={`${id}-refusal`} className="text-sm break-words text-red-700">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className={button}>
          {t.save}
        </button>
        {props.template.custom && (
          <button
            type="submit"
            name="intent"
            value="restore"
            formNoValidate
            className={`${adminButton.secondary} text-sm`}
          >
            {t.restore}
          </button>
        )}
      </div>
    </fetcher.Form>
  );
}

const isReply = (kind: ReplyKind | StayMessageKind): kind is ReplyKind =>
  (replyKinds as readonly string[]).includes(kind);

/** Which template to edit: the replies, then the stay's messages, the chosen one marked. */
function KindChoice({ chosen }: { chosen: ReplyKind | StayMessageKind }) {
  const link = (kind: ReplyKind | StayMessageKind, label: string) => (
    <li key={kind}>
      <Link
        to={`?vorlage=${kind}`}
        aria-current={kind === chosen ? "page" : undefined}
        className="inline-block rounded-md border border-stone-300 px-2.5 py-1 text-sm aria-[current=page]:border-emerald-800 aria-[current=page]:bg-emerald-800 aria-[current=page]:text-white"
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t.choose} className="space-y-2">
      <ul className="flex flex-wrap gap-2">
        {replyKinds.map((kind) => link(kind, t.kinds[kind]))}
      </ul>
      <ul className="flex flex-wrap gap-2">
        {stayMessageKinds.map((kind) => link(kind, stay.kinds[kind]))}
      </ul>
    </nav>
  );
}

/** One kind's templates, a form per language. */
function KindSection(props: {
  kind: ReplyKind | StayMessageKind;
  title: string;
  templates: ReplyTemplates[ReplyKind];
  preview: Preview;
}) {
  return (
    <section aria-labelledby={`kind-${props.kind}`} className="space-y-3">
      <h2 id={`kind-${props.kind}`} className="text-lg font-semibold">
        {props.title}
      </h2>
      {supportedLanguages.map((language) => (
        <TemplateForm
          // A restored template shows its new default text.
          key={`${language}-${props.templates[language].custom}`}
          kind={props.kind}
          language={language}
          template={props.templates[language]}
          preview={props.preview}
        />
      ))}
    </section>
  );
}

export default function AdminReplyTemplates({ loaderData }: Route.ComponentProps) {
  useResultToast(useFetcher<ReplyTemplateActionResult>({ key: templateActionKey }));
  const { chosen } = loaderData;
  return (
    <div className="space-y-6">
      <Link to={inboxPath} className="inline-block text-sm text-emerald-900 underline">
        ← {t.back}
      </Link>
      <h2 className="text-xl font-semibold">{t.title}</h2>
      <p className="text-sm text-stone-700">{t.hint}</p>
      <section aria-labelledby="placeholders-title">
        <h3 id="placeholders-title" className="font-medium">
          {t.placeholdersTitle}
        </h3>
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {placeholders.map((name) => (
            <div key={name} className="flex gap-2">
              <dt className="font-mono">{`{${name}}`}</dt>
              <dd className="text-stone-600">
                {t.placeholders[name]}
                {name === "zahlungsdaten" && (
                  <>
                    {" "}
                    (
                    <Link to="/admin/zahlungen" className="text-emerald-900 underline">
                      {texts.offers.settings.title}
                    </Link>
                    )
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <KindChoice chosen={chosen} />
      {!isReply(chosen) && (
        <section aria-labelledby="stay-messages-title" className="space-y-2 border-t pt-6">
          <h2 id="stay-messages-title" className="text-xl font-semibold">
            {stay.title}
          </h2>
          <p className="text-sm text-stone-700">{stay.hint}</p>
          <h3 className="font-medium">{stay.placeholdersTitle}</h3>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {stayPlaceholders.map((name) => (
              <div key={name} className="flex gap-2">
                <dt className="font-mono">{`{${name}}`}</dt>
                <dd className="text-stone-600">{stay.placeholders[name]}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <KindSection
        key={chosen}
        kind={chosen}
        title={isReply(chosen) ? t.kinds[chosen] : stay.kinds[chosen]}
        templates={
          isReply(chosen) ? loaderData.templates[chosen] : loaderData.stayTemplates[chosen]
        }
        preview={loaderData.preview}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
