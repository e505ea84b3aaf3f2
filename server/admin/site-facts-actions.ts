import { texts } from "../../content/admin-texts";
import type { ActionOutcome, WebsiteActionResult } from "../../domain/admin/action-results";
import {
  contactFactFields,
  readContactFactsForm,
  saveContactIntent,
} from "../../domain/contact/contact-facts";
import type { Database } from "../db/client";
import type { FormFields } from "../read-form";
import { saveContactFacts } from "../site-facts";

const t = texts.website;

/**
 * The Website tab's post (after the admin check): the contact facts, saved with who and when, or
 * refused with a message at each wrong field and nothing saved.
 */
export async function runContactFactsAction(
  db: Database,
  fields: FormFields,
  author: { email: string; at: Date },
): Promise<ActionOutcome<WebsiteActionResult>> {
  if (fields.intent !== saveContactIntent) {
    return { refused: "invalid", result: { ok: false, message: texts.unknownAction } };
  }
  const form = readContactFactsForm(fields);
  if (!form.ok) {
    const values = Object.fromEntries(
      Object.values(contactFactFields).map((name) => [name, fields[name] ?? ""]),
    );
    return {
      refused: "invalid",
      result: { ok: false, message: t.failed, fieldErrors: form.errors, values },
    };
  }
  const saved = await saveContactFacts(db, form.facts, author);
  return { result: { ok: true, message: saved ? t.saved : t.unchanged } };
}
