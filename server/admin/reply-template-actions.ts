import { texts } from "../../content/admin-texts";
import { type Language, supportedLanguages } from "../../content/property";
import type { ActionOutcome, ReplyTemplateActionResult } from "../../domain/admin/action-results";
import { readReplyText } from "../../domain/inquiries/reply-form";
import { type ReplyKind, replyKinds } from "../../domain/inquiries/reply-template";
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
 * The template page's posts (after the admin check): save or restore one template. (The account
 * `{zahlungsdaten}` writes is saved on the Zahlungen tab.)
 */
export async function runReplyTemplateAction(
  db: Database,
  fields: FormFields,
  by: string,
): Promise<Outcome> {
  const intent = fields.intent ?? "";

  const kind = (fields.kind ?? "") as ReplyKind;
  const language = (fields.language ?? "") as Language;
  if (!replyKinds.includes(kind) || !supportedLanguages.includes(language)) return invalid();
  if (intent === "restore") {
    await restoreReplyTemplate(db, kind, language);
    return done(t.restored);
  }
  if (intent !== "save") return invalid();
  const text = readReplyText(fields.subject, fields.body, { template: true });
  if (!text.ok) return invalid(text.problem);
  await saveReplyTemplate(db, { kind, language, text: text.text, by });
  return done(t.saved);
}
