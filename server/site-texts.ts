import { createHash } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { editableText } from "../content/editable-texts";
import type { Language } from "../content/property";
import { resources } from "../content/texts";
import { type OwnerTexts, withOwnerTexts } from "../domain/texts/owner-texts";
import type { PostedText } from "../domain/texts/site-texts-form";
import type { Database, Transaction } from "./db/client";
import { siteTextChanges, siteTextDrafts } from "./db/schema";

type Reader = Pick<Database, "select" | "selectDistinctOn">;
type Author = { email: string; at: Date };

/** A text's place: its key and language. */
const placeOf = (row: { key: string; language: string }) => `${row.key}@${row.language}`;

/** The newest published change of every key and language that has one. */
export function currentTextChanges(db: Reader) {
  return db
    .selectDistinctOn([siteTextChanges.key, siteTextChanges.language])
    .from(siteTextChanges)
    .orderBy(siteTextChanges.key, siteTextChanges.language, desc(siteTextChanges.id));
}

/**
 * The one reader of the owners' published texts: the newest change per key and language, where
 * it is a text of their own. Versioned by the newest change. The public pages read it through
 * PublicData (once per public-pages version).
 */
export async function readPublishedTexts(db: Reader): Promise<OwnerTexts> {
  const rows = await currentTextChanges(db);
  const byLanguage: OwnerTexts["byLanguage"] = {};
  let newest = 0;
  for (const row of rows) {
    newest = Math.max(newest, row.id);
    if (row.value === null) continue;
    const language = row.language as Language;
    byLanguage[language] = { ...byLanguage[language], [row.key]: row.value };
  }
  return { version: `p${newest}`, byLanguage };
}

/** The draft, every key and language of it. */
export function readTextDrafts(db: Reader) {
  return db.select().from(siteTextDrafts).orderBy(siteTextDrafts.key, siteTextDrafts.language);
}

/** The published texts with the draft over them: what a signed-in admin's preview shows. */
export async function readPreviewTexts(db: Reader): Promise<OwnerTexts> {
  const [published, drafts] = await Promise.all([readPublishedTexts(db), readTextDrafts(db)]);
  const byLanguage: OwnerTexts["byLanguage"] = {};
  for (const [language, texts] of Object.entries(published.byLanguage)) {
    byLanguage[language as Language] = { ...texts };
  }
  for (const draft of drafts) {
    const language = draft.language as Language;
    const texts = { ...byLanguage[language] };
    byLanguage[language] = texts;
    if (draft.value === null) delete texts[draft.key];
    else texts[draft.key] = draft.value;
  }
  const digest = createHash("sha256")
    .update(JSON.stringify(drafts.map((draft) => [draft.key, draft.language, draft.value])))
    .digest("base64url")
    .slice(0, 16);
  return { version: `${published.version}-d${digest}`, byLanguage };
}

type Texts = (typeof resources)[Language];

/** The texts made with owners' texts, per version and language; the few newest are kept. */
const applied = new Map<string, Texts>();
const keptTexts = 12;

/** One language's texts of the site with the owners' in place (the root loader's). */
export function siteTextsIn(language: Language, owners: OwnerTexts): Texts {
  const overrides = owners.byLanguage[language];
  if (!overrides || Object.keys(overrides).length === 0) return resources[language];
  const key = `${owners.version}:${language}`;
  let texts = applied.get(key);
  if (!texts) {
    texts = withOwnerTexts(resources[language], overrides);
    applied.set(key, texts);
    if (applied.size > keptTexts) applied.delete(applied.keys().next().value!);
  }
  return texts;
}

/**
 * Holds other writers of the texts off until the transaction ends, so each change records the
 * text it replaced (the public pages read on meanwhile).
 */
async function lockTexts(tx: Transaction) {
  await tx.execute(sql`lock table site_text_changes in share row exclusive mode`);
}

/** The published text (null: the repository's) of each place among `keys`. */
async function publishedValues(tx: Transaction, keys: string[]) {
  const values = new Map<string, string | null>();
  if (keys.length === 0) return values;
  const rows = await tx
    .selectDistinctOn([siteTextChanges.key, siteTextChanges.language])
    .from(siteTextChanges)
    .where(inArray(siteTextChanges.key, keys))
    .orderBy(siteTextChanges.key, siteTextChanges.language, desc(siteTextChanges.id));
  for (const row of rows) values.set(placeOf(row), row.value);
  return values;
}

/**
 * Keeps the posted texts as the draft: a text that differs from the published one is drafted,
 * one that is the published one again leaves the draft.
 */
async function draftTexts(tx: Transaction, posted: PostedText[], author: Author) {
  const published = await publishedValues(tx, [...new Set(posted.map((text) => text.key))]);
  for (const text of posted) {
    const place = and(eq(siteTextDrafts.key, text.key), eq(siteTextDrafts.language, text.language));
    if ((published.get(placeOf(text)) ?? null) === text.value) {
      await tx.delete(siteTextDrafts).where(place);
      continue;
    }
    const values = { value: text.value, updatedAt: author.at, updatedBy: author.email };
    await tx
      .insert(siteTextDrafts)
      .values({ key: text.key, language: text.language, ...values })
      .onConflictDoUpdate({ target: [siteTextDrafts.key, siteTextDrafts.language], set: values });
  }
}

/** Saves a section's posted texts as the draft (Vorschau). The number of its texts in draft. */
export function saveTextDraft(
  db: Database,
  posted: PostedText[],
  keys: string[],
  author: Author,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockTexts(tx);
    await draftTexts(tx, posted, author);
    const drafts = await tx
      .select({ key: siteTextDrafts.key })
      .from(siteTextDrafts)
      .where(inArray(siteTextDrafts.key, keys));
    return drafts.length;
  });
}

/**
 * Publishes a section: its posted texts, and whatever of its draft was saved before, become the
 * texts the public pages show, each recorded with who, when and the text it replaced; its draft
 * is emptied. One transaction: all or nothing. The number of texts changed.
 */
export function publishTexts(
  db: Database,
  posted: PostedText[],
  keys: string[],
  author: Author,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockTexts(tx);
    await draftTexts(tx, posted, author);
    const drafts = await tx.select().from(siteTextDrafts).where(inArray(siteTextDrafts.key, keys));
    const published = await publishedValues(tx, keys);
    let changed = 0;
    for (const draft of drafts) {
      const before = published.get(placeOf(draft)) ?? null;
      if (before === draft.value) continue;
      await tx.insert(siteTextChanges).values({
        key: draft.key,
        language: draft.language,
        before,
        value: draft.value,
        changedAt: author.at,
        changedBy: author.email,
      });
      changed += 1;
    }
    await tx.delete(siteTextDrafts).where(inArray(siteTextDrafts.key, keys));
    return changed;
  });
}

/** Drops the draft of a section's texts. Whether there was one. */
export async function discardTextDraft(db: Database, keys: string[]): Promise<boolean> {
  const dropped = await db
    .delete(siteTextDrafts)
    .where(inArray(siteTextDrafts.key, keys))
    .returning({ key: siteTextDrafts.key });
  return dropped.length > 0;
}

/**
 * Publishes one text at once, as a new change (undo and reset): `value` null is the repository's
 * text. Its draft is dropped, so the form shows what the pages show. False when it already was
 * that text.
 */
export function restoreText(db: Database, text: PostedText, author: Author): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockTexts(tx);
    await tx
      .delete(siteTextDrafts)
      .where(and(eq(siteTextDrafts.key, text.key), eq(siteTextDrafts.language, text.language)));
    const before = (await publishedValues(tx, [text.key])).get(placeOf(text)) ?? null;
    if (before === text.value) return false;
    await tx.insert(siteTextChanges).values({
      key: text.key,
      language: text.language,
      before,
      value: text.value,
      changedAt: author.at,
      changedBy: author.email,
    });
    return true;
  });
}

/** A published change by its id, when its text is still one the owners edit. */
export async function findTextChange(db: Reader, id: number) {
  const [row] = await db.select().from(siteTextChanges).where(eq(siteTextChanges.id, id));
  return row && editableText(row.key) ? row : undefined;
}

/** The change history, newest first. */
export function listTextChanges(db: Reader, limit = 50) {
  return db.select().from(siteTextChanges).orderBy(desc(siteTextChanges.id)).limit(limit);
}
