import { and, eq, sql } from "drizzle-orm";
import { type Language, supportedLanguages } from "../../content/property";
import { defaultReplyTemplates } from "../../content/reply-templates";
import { priceRuleProblem } from "../../domain/inquiries/reply-form";
import {
  type ReplyKind,
  type ReplyTemplates,
  type ReplyText,
  replyKinds,
} from "../../domain/inquiries/reply-template";
import type { Database } from "../db/client";
import { replyTemplates } from "../db/schema";

const builtIn: Record<ReplyKind, Record<Language, ReplyText>> = defaultReplyTemplates;

/**
 * Every template (the owners' where saved, else the built-in one). A saved template that breaks
 * the price rule (saved before it, or written to the table directly) carries the reason, shown to
 * the owners for correction. `{zahlungsdaten}` is the owners' account (server/stays/
 * payment-settings.ts), no longer a text of its own.
 */
export async function loadReplyTemplates(db: Database): Promise<ReplyTemplates> {
  const saved = await db.select().from(replyTemplates);
  const templates = Object.fromEntries(
    replyKinds.map((kind) => [
      kind,
      Object.fromEntries(
        supportedLanguages.map((language) => {
          const own = saved.find((row) => row.kind === kind && row.language === language);
          const text = own ?? builtIn[kind][language];
          return [
            language,
            {
              subject: text.subject,
              body: text.body,
              custom: Boolean(own),
              problem: own ? priceRuleProblem(own) : null,
            },
          ];
        }),
      ),
    ]),
  ) as ReplyTemplates;
  return templates;
}

export async function saveReplyTemplate(
  db: Database,
  template: { kind: ReplyKind; language: Language; text: ReplyText; by: string },
) {
  const values = {
    subject: template.text.subject,
    body: template.text.body,
    updatedAt: sql`now()`,
    updatedBy: template.by,
  };
  await db
    .insert(replyTemplates)
    .values({ kind: template.kind, language: template.language, ...values })
    .onConflictDoUpdate({ target: [replyTemplates.kind, replyTemplates.language], set: values });
}

/** Back to the built-in text. */
export async function restoreReplyTemplate(db: Database, kind: ReplyKind, language: Language) {
  await db
    .delete(replyTemplates)
    .where(and(eq(replyTemplates.kind, kind), eq(replyTemplates.language, language)));
}
