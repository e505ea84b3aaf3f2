import { texts } from "../../content/admin-texts";
import { editableText, textSections } from "../../content/editable-texts";
import type { Language } from "../../content/property";
import type { ActionOutcome, SiteTextsActionResult } from "../../domain/admin/action-results";
import {
  siteTextIntents as intents,
  parseTextFieldName,
  readSiteTextsForm,
} from "../../domain/texts/site-texts-form";
import type { Database } from "../db/client";
import type { FormFields } from "../read-form";
import {
  discardTextDraft,
  findTextChange,
  publishTexts,
  restoreText,
  saveTextDraft,
} from "../site-texts";

const t = texts.siteTexts;

type Outcome = ActionOutcome<SiteTextsActionResult>;

const notFound: Outcome = { refused: "not-found", result: { ok: false, message: t.notFound } };

/**
 * The Texte tab's posts (after the admin check): a section's texts saved as the draft (Vorschau)
 * or published, its draft discarded; one text reset to the repository's, or a change undone.
 * A section with a wrong text is refused with a message at each wrong field and nothing saved.
 */
export async function runSiteTextsAction(
  db: Database,
  fields: FormFields,
  author: { email: string; at: Date },
): Promise<Outcome> {
  const intent = fields.intent ?? "";
  const done = (saved: boolean, message: string): Outcome => ({
    result: { ok: true, message: saved ? message : t.unchanged },
  });

  if (intent === intents.undo) {
    const id = Number(fields.change);
    const change = Number.isSafeInteger(id) && id > 0 ? await findTextChange(db, id) : undefined;
    if (!change) return notFound;
    const text = { key: change.key, language: change.language as Language, value: change.before };
    return done(await restoreText(db, text, author), t.undone);
  }
  if (intent.startsWith(`${intents.reset}:`)) {
    const place = parseTextFieldName(intent.slice(intents.reset.length + 1));
    if (!place || !editableText(place.key)) return notFound;
    return done(await restoreText(db, { ...place, value: null }, author), t.resetDone);
  }

  const section = textSections.find((candidate) => candidate.id === fields.section);
  if (!section || !Object.values(intents).includes(intent as never)) {
    return { refused: "invalid", result: { ok: false, message: texts.unknownAction } };
  }
  const keys = section.texts.map((text) => text.key);
  if (intent === intents.discard) return done(await discardTextDraft(db, keys), t.discarded);

  const form = readSiteTextsForm(section, fields);
  if (!form.ok) {
    const values = Object.fromEntries(
      Object.entries(fields).filter(([name]) => parseTextFieldName(name) !== null),
    ) as Record<string, string>;
    return {
      refused: "invalid",
      result: {
        ok: false,
        message: t.failed,
        detail: t.failedDetail,
        fieldErrors: form.errors,
        values,
        section: section.id,
      },
    };
  }
  if (intent === intents.preview) {
    const drafted = await saveTextDraft(db, form.texts, keys, author);
    return {
      result: drafted
        ? { ok: true, message: t.previewSaved, detail: t.previewDetail, preview: section.page }
        : { ok: true, message: t.unchanged, detail: t.previewNothing },
    };
  }
  if (intent === intents.publish) {
    return done((await publishTexts(db, form.texts, keys, author)) > 0, t.published);
  }
  return { refused: "invalid", result: { ok: false, message: texts.unknownAction } };
}
