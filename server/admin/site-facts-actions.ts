import { texts } from "../../content/admin-texts";
import type { ActionOutcome, WebsiteActionResult } from "../../domain/admin/action-results";
import {
  contactFactFields,
  readContactFactsForm,
  saveContactIntent,
} from "../../domain/contact/contact-facts";
import {
  houseFactFields,
  readHouseFactsForm,
  saveHouseIntent,
} from "../../domain/site/house-facts";
import type { Database } from "../db/client";
import type { FormFields } from "../read-form";
import { saveContactFacts, saveHouseFacts } from "../site-facts";

const t = texts.website;

type Author = { email: string; at: Date };

/** A refused form: its messages at the wrong fields, and what was typed, shown again. */
function refused(
  fields: FormFields,
  names: Record<string, string>,
  errors: Partial<Record<string, string>>,
): ActionOutcome<WebsiteActionResult> {
  const values = Object.fromEntries(Object.values(names).map((name) => [name, fields[name] ?? ""]));
  return {
    refused: "invalid",
    result: { ok: false, message: t.failed, fieldErrors: errors, values },
  };
}

/**
 * The Website tab's posts (after the admin check): the contact facts or the house facts, saved
 * with who and when, or refused with a message at each wrong field and nothing saved.
 * `operatorProfileUrl` is SOCIAL_PROFILE_URL, the link while the owners never saved their own.
 */
export async function runSiteFactsAction(
  db: Database,
  fields: FormFields,
  author: Author,
  operatorProfileUrl: string | null,
): Promise<ActionOutcome<WebsiteActionResult>> {
  let saved: boolean;
  if (fields.intent === saveContactIntent) {
    const form = readContactFactsForm(fields);
    if (!form.ok) return refused(fields, contactFactFields, form.errors);
    saved = await saveContactFacts(db, form.facts, author);
  } else if (fields.intent === saveHouseIntent) {
    const form = readHouseFactsForm(fields);
    if (!form.ok) return refused(fields, houseFactFields, form.errors);
    saved = await saveHouseFacts(db, form.facts, author, operatorProfileUrl);
  } else {
    return { refused: "invalid", result: { ok: false, message: texts.unknownAction } };
  }
  return { result: { ok: true, message: saved ? t.saved : t.unchanged } };
}
