import { texts } from "../../content/admin-texts";
import { type Language, supportedLanguages } from "../../content/property";
import { type StayMessageKind, stayMessageKinds } from "../../content/stay-templates";
import type { ActionOutcome, ReplyTemplateActionResult } from "../../domain/admin/action-results";
import { readReplyText } from "../../domain/inquiries/reply-form";
import { type ReplyKind, replyKinds } from "../../domain/inquiries/reply-template";
import { readStayTemplate } from "../../domain/stays/stay-template-form";
import type { Database } from "../db/client";
import type { FormFields } from "../read-form";
import { restoreReplyTemplate, saveReplyTemplate } from "./reply-templates";

const t = texts.replies.templates;

type Outcome = ActionOutcome<ReplyTemplateActionResult>;
const done = (message: string): Outcome => ({ result: { ok: true, message } });
const invalid = (detail?: string): Outcome => ({
  refused: "invalid",
  result:
    detail === undefined
      ? { ok: false, message: t.saveFailed }
      : { ok: false, message: t.saveFailed, detail },
});

/**
 * The template page's posts (after the admin check): save or restore one template, of a reply or
 * of a stay's message (both kept in reply_templates, whose kind holds ten characters:
 * "called_off" is the longest, content/stay-templates.test.ts checks them). The account `{zahlungsdaten}` writes is saved on the Zahlungen tab.
 */
export async function runReplyTemplateAction(
  db: Database,
  fields: FormFields,
  by: string,
): Promise<Outcome> {
  const intent = fields.intent ?? "";

  const kind = fields.kind ?? "";
  const language = (fields.language ?? "") as Language;
  const isReply = (replyKinds as readonly string[]).includes(kind);
  const isStay = (stayMessageKinds as readonly string[]).includes(kind);
  if (!(isReply || isStay) || !supportedLanguages.includes(language)) return invalid();
  const known = kind as ReplyKind | StayMessageKind;
  if (intent === "restore") {
    await restoreReplyTemplate(db, known, language);
    return done(t.restored);
  }
  if (intent !== "save") return invalid();
  // A stay's message knows the stay's placeholders too (its page, the amounts due, …).
  const text = isStay
    ? readStayTemplate(known as StayMessageKind, fields.subject, fields.body)
    : readReplyText(fields.subject, fields.body, { template: true });
  if (!text.ok) return invalid(text.problem);
  await saveReplyTemplate(db, { kind: known, language, text: text.text, by });
  return done(t.saved);
}
