import { data } from "react-router";
import { texts } from "../../content/admin-texts";
import { type Language, supportedLanguages } from "../../content/property";
import {
  hasControlCharactersBesidesLineBreaks,
  normalizeLineBreaks,
} from "../../domain/forms/control-characters";
import { readReplyText } from "../../domain/inquiries/reply-form";
import { type ReplyKind, replyKinds } from "../../domain/inquiries/reply-template";
import type { Database } from "../db/client";
import { restoreReplyTemplate, savePaymentDetails, saveReplyTemplate } from "./reply-templates";

export type ReplyTemplateActionResult = { ok: boolean; message: string; detail?: string };

const t = texts.replies.templates;
const paymentDetailsMaxLength = 2_000;

const answer = (result: ReplyTemplateActionResult, status = 200) =>
  data<ReplyTemplateActionResult>(result, { status });

/**
 * The template page's posts (after the admin check): save or restore one template, save the
 * payment details. `form` is null when the post was no readable form (server/read-form.ts).
 */
export async function handleReplyTemplateAction(db: Database, form: FormData | null, by: string) {
  if (!form) return answer({ ok: false, message: texts.unreadableForm }, 400);
  const intent = String(form.get("intent") ?? "");

  if (intent === "payment") {
    const raw = form.get("payment_details");
    const value = typeof raw === "string" ? normalizeLineBreaks(raw).trim() : "";
    if (value.length > paymentDetailsMaxLength || hasControlCharactersBesidesLineBreaks(value)) {
      return answer({ ok: false, message: t.saveFailed }, 400);
    }
    await savePaymentDetails(db, value, by);
    return answer({ ok: true, message: t.saved });
  }

  const kind = String(form.get("kind") ?? "") as ReplyKind;
  const language = String(form.get("language") ?? "") as Language;
  if (!replyKinds.includes(kind) || !supportedLanguages.includes(language)) {
    return answer({ ok: false, message: t.saveFailed }, 400);
  }
  if (intent === "restore") {
    await restoreReplyTemplate(db, kind, language);
    return answer({ ok: true, message: t.restored });
  }
  if (intent !== "save") return answer({ ok: false, message: t.saveFailed }, 400);
  const text = readReplyText(form.get("subject"), form.get("body"), { template: true });
  if (!text.ok) return answer({ ok: false, message: t.saveFailed, detail: text.problem }, 400);
  await saveReplyTemplate(db, { kind, language, text: text.text, by });
  return answer({ ok: true, message: t.saved });
}
