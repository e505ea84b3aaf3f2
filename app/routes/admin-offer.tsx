import { useState } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { fill, texts } from "../../content/admin-texts";
import { isIsoDate } from "../../domain/booking/dates";
import { formatEuroCents, formatShortDate } from "../../domain/booking/format";
import { countNights } from "../../domain/booking/nights";
import { isSupportedLanguage } from "../../domain/i18n/detect-language";
import { inquiryPath } from "../../domain/inquiries/inbox-query";
import { placeholders, type ReplyText, replyLimits } from "../../domain/inquiries/reply-template";
import { parseEuroAmount } from "../../domain/kernel/money";
import type { StayFormResult } from "../../domain/stays/form-results";
import { offerFields as names } from "../../domain/stays/offer-form";
import { offerLimits } from "../../domain/stays/offer-terms";
import { fillStayMessage, stayPlaceholders } from "../../domain/stays/stay-message";
import { stayPath } from "../../domain/stays/stay-panel";
import { requireAdmin } from "../../server/admin/guard";
import {
  loadOfferDraft,
  type OfferDraft,
  offerSourceOf,
  runOfferAction,
} from "../../server/admin/offer-actions";
import { servicesContext } from "../../server/context";
import { readFields } from "../../server/read-form";
import { answerAction, unreadable, unreadableFormAnswer } from "../admin-action-answer";
import { adminMeta } from "../admin-meta";
import { adminButton } from "../components/admin/buttons";
import { FormResult } from "../components/admin/form-result";
import { AdminErrorBoundary } from "../components/admin/gate";
import { TemplateEditor } from "../components/admin/template-editor";
import { DateField, TextArea, TextField } from "../components/forms/fields";
import type { Route } from "./+types/admin-offer";

const t = texts.offers.form;

export const meta = adminMeta(t.send);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, now, env } = context.get(servicesContext);
  const source = offerSourceOf(new URL(request.url).searchParams);
  const draft = source ? await loadOfferDraft(db, source, now(), { siteUrl: env.SITE_URL }) : null;
  return { draft };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireAdmin(context, request);
  const source = offerSourceOf(new URL(request.url).searchParams);
  if (!source) {
    return data<StayFormResult>({ ok: false, message: t.failed, detail: t.notFound }, 404);
  }
  const fields = await readFields(request);
  if (!fields) return unreadableFormAnswer<StayFormResult>(unreadable);
  const outcome = await runOfferAction(
    context.get(servicesContext),
    source,
    fields,
    session.user.email,
  );
  // After sending, the stay's page (a reload there sends nothing again).
  if (outcome.redirect) return redirect(outcome.redirect);
  return answerAction(outcome);
}

/** Every placeholder an offer's message may use, as chips. */
const offerChips = [...placeholders, ...stayPlaceholders].map((name) => ({
  name,
  label: texts.templateEditor.chipLabels[name] ?? name,
}));

function formValuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) values[name] = String(value);
  return values;
}

/**
 * The message as the guest will get it: the stay, the terms as typed (the suggested ones where
 * a field does not read yet) and the owners' account, in the guest's language. The page's link
 * and the reference are made with the first offer; until then the preview says so.
 */
function offerPreview(text: ReplyText, draft: OfferDraft, live: Record<string, string>) {
  const typed = { ...draft.values, ...live };
  const cents = (name: string) => parseEuroAmount(typed[name]);
  const total = cents(names.total);
  const deposit = cents(names.deposit);
  const depositDue = typed[names.depositDue] ?? "";
  const balanceDue = typed[names.balanceDue] ?? "";
  const holdDays = Number(typed[names.holdDays]);
  const { preview } = draft;
  const now = new Date(preview.now);
  const offer =
    total && deposit !== null && isIsoDate(depositDue) && isIsoDate(balanceDue)
      ? { totalCents: total, depositCents: deposit, depositDue, balanceDue }
      : null;
  const language = isSupportedLanguage(draft.guest.language) ? draft.guest.language : "de";
  return fillStayMessage(
    text,
    {
      ...preview,
      offer,
      reference: preview.reference ?? t.madeOnSending,
      guestPageUrl: preview.guestPageUrl ?? t.madeOnSending,
      holdUntil: Number.isInteger(holdDays)
        ? new Date(now.getTime() + holdDays * 86_400_000)
        : null,
      receivedCents: 0,
    },
    language,
    preview.account,
  );
}

const warning = "rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-950";

/** The guest, the stay and what the website quoted, above the form. */
function OfferSummary({ draft }: { draft: OfferDraft }) {
  const { stay, guest } = draft;
  const nights = countNights(stay.startDate, stay.endDate);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-stone-600">{t.stay}</dt>
        <dd>
          {formatShortDate("de", stay.startDate)} – {formatShortDate("de", stay.endDate)} ({nights}{" "}
          {texts.inquiries.nights}, {stay.guests} {texts.inquiries.guests})
        </dd>
      </div>
      <div>
        <dt className="text-stone-600">{texts.reservations.fields.email}</dt>
        <dd className="break-all">{guest.email}</dd>
      </div>
      <div>
        <dt className="text-stone-600">{t.language}</dt>
        <dd>{texts.inquiries.languages[guest.language] ?? guest.language}</dd>
      </div>
      <div>
        <dt className="text-stone-600">{t.quoted}</dt>
        <dd data-testid="offer-quoted">
          {draft.quotedCents === null
            ? t.none
            : formatEuroCents("de", draft.quotedCents, { alwaysCents: true })}
        </dd>
      </div>
    </dl>
  );
}

/** Send an offer: the suggested terms and the guest's template, all changeable. */
export default function AdminOffer({ loaderData }: Route.ComponentProps) {
  const { draft } = loaderData;
  const result = useActionData<typeof action>() as StayFormResult | undefined;
  const busy = useNavigation().state === "submitting";
  const [live, setLive] = useState<Record<string, string>>({});
  if (!draft) {
    return (
      <div className="space-y-4">
        <Link to="/admin/reservierungen" className="text-sm text-emerald-900 underline">
          ← {texts.offers.stay.allStays}
        </Link>
        <p className="text-stone-700">{t.notFound}</p>
      </div>
    );
  }
  const back =
    draft.source.kind === "inquiry" ? inquiryPath(draft.source.id) : stayPath(draft.source.id);
  const values = result?.values ?? draft.values;
  const errors = result?.fieldErrors ?? {};
  const field = (name: string, label: string) => ({
    name,
    label,
    error: errors[name],
    defaultValue: values[name],
  });
  const languageName = texts.inquiries.languages[draft.guest.language] ?? draft.guest.language;
  return (
    <div className="max-w-3xl space-y-5">
      <Link to={back} className="inline-block text-sm text-emerald-900 underline">
        ← {t.back}
      </Link>
      <h2 className="text-xl font-semibold break-words">
        {fill(t.title, { name: draft.guest.name })}
      </h2>
      <OfferSummary draft={draft} />
      {draft.blocked && (
        <div className={warning} data-testid="offer-blocked">
          <p>{draft.blocked.message}</p>
          {draft.blocked.link && (
            <Link to={draft.blocked.link.to} className="underline">
              {draft.blocked.link.label}
            </Link>
          )}
        </div>
      )}
      {!draft.hasAccount && (
        <div className={warning} data-testid="offer-no-account">
          <p>{t.noAccount}</p>
          <Link to="/admin/zahlungen" className="underline">
            {t.setUpAccount}
          </Link>
        </div>
      )}
      {draft.nightsTaken && (
        <p className={warning} data-testid="offer-nights-taken">
          {draft.nightsTaken}
        </p>
      )}
      <FormResult result={result} />
      {!draft.blocked && (
        <Form
          method="post"
          noValidate
          className="space-y-5"
          // The preview follows the terms as they are typed.
          onChange={(event) => setLive(formValuesOf(event.currentTarget))}
        >
          <input type="hidden" name="intent" value="send-offer" />
          <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
            <legend className="px-1 font-medium">{t.terms}</legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <TextField {...field(names.total, t.total)} inputMode="decimal" required />
              <TextField
                {...field(names.deposit, t.deposit)}
                inputMode="decimal"
                required
                hint={t.depositHint}
              />
              <TextArea
                {...field(names.reason, t.reason)}
                className="sm:col-span-2"
                rows={2}
                maxLength={offerLimits.reasonLength}
                hint={t.reasonHint}
              />
              <DateField {...field(names.depositDue, t.depositDue)} required />
              <DateField {...field(names.balanceDue, t.balanceDue)} required />
              <TextField
                {...field(names.holdDays, t.holdDays)}
                type="number"
                inputMode="numeric"
                min={1}
                max={offerLimits.maxHoldDays}
                step={1}
                required
                hint={t.holdHint}
              />
            </div>
          </fieldset>
          <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
            <legend className="px-1 font-medium">{t.message}</legend>
            <p className="text-xs text-stone-600">
              {fill(t.messageHint, { language: languageName })}
            </p>
            <TemplateEditor
              // A refused post shows the text as it was sent.
              key={values[names.body]}
              id="offer-message"
              names={{ subject: names.subject, body: names.body }}
              labels={{ subject: t.subject, body: t.body }}
              defaults={{ subject: values[names.subject], body: values[names.body] }}
              errors={{ subject: errors[names.subject], body: errors[names.body] }}
              placeholders={offerChips}
              fill={(text) => offerPreview(text, draft, live)}
              limits={replyLimits}
              rows={16}
            />
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={busy} className={adminButton.primary}>
              {t.send}
            </button>
            <Link to={back} className={adminButton.secondary}>
              {texts.reservations.cancel}
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
