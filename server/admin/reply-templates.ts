import { and, eq, sql } from "drizzle-orm";
import { type Language, supportedLanguages } from "../../content/property";
import { defaultReplyTemplates } from "../../content/reply-templates";
import {
  defaultStayTemplates,
  type StayMessageKind,
  stayMessageKinds,
} from "../../content/stay-templates";
import { priceRuleProblem } from "../../domain/inquiries/reply-form";
import {
  type ReplyKind,
  type ReplyTemplates,
  type ReplyText,
  replyKinds,
} from "../../domain/inquiries/reply-template";
import type { StayTemplates } from "../../domain/stays/stay-template-form";
import type { Database } from "../db/client";
import { replyTemplates } from "../db/schema";
import { readContactFacts, readSiteFacts } from "../site-facts";

/**
 * Every template (the owners' where saved, else the built-in one). A saved template that breaks
 * the price rule (saved before it, or written to the table directly) carries the reason, shown to
 * the owners for correction. `{zahlungsdaten}` is the owners' account (server/stays/
 * payment-settings.ts), no longer a text of its own.
 */
export async function loadReplyTemplates(db: Database): Promise<ReplyTemplates> {
  const builtIn: Record<ReplyKind, Record<Language, ReplyText>> = defaultReplyTemplates(
    await readContactFacts(db),
  );
  return templatesOf(await db.select().from(replyTemplates), replyKinds, builtIn);
}

/**
 * The stay messages' templates (offer, reminders, confirmations), kept in the same table: the
 * owners' where saved, else content/stay-templates.ts, marked like the replies' when a saved one
 * breaks the price rule.
 */
export async function loadStayTemplates(db: Database): Promise<StayTemplates> {
  const { contact, house } = await readSiteFacts(db);
  return templatesOf(
    await db.select().from(replyTemplates),
    stayMessageKinds,
    defaultStayTemplates(contact, house),
  );
}

/** Each kind in each language: the saved row if there is one, else the built-in text. */
function templatesOf<Kind extends string>(
  saved: { kind: string; language: string; subject: string; body: string }[],
  kinds: readonly Kind[],
  defaults: Record<Kind, Record<Language, ReplyText>>,
) {
  return Object.fromEntries(
    kinds.map((kind) => [
      kind,
      Object.fromEntries(
        supportedLanguages.map((language) => {
          const own = saved.find((row) => row.kind === kind && row.language === language);
          const text = own ?? defaults[kind][language];
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
  ) as Record<Kind, Record<Language, ReplyText & { custom: boolean; problem: string | null }>>;
}

/** What the template page edits: the replies' kinds and the stay messages'. */
type TemplateKind = ReplyKind | StayMessageKind;

export async function saveReplyTemplate(
  db: Database,
  template: { kind: TemplateKind; language: Language; text: ReplyText; by: string },
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
export async function restoreReplyTemplate(db: Database, kind: TemplateKind, language: Language) {
  await db
    .delete(replyTemplates)
    .where(and(eq(replyTemplates.kind, kind), eq(replyTemplates.language, language)));
}
