import { z } from "zod";
import { fill, texts } from "../../content/admin-texts";
import { property } from "../../content/property";
import { hasControlCharacters } from "../forms/control-characters";
import { fieldErrorsOf } from "../forms/field-errors";

/** How the site can be reached: the owners keep these on /admin/website. */
export interface ContactFacts {
  owners: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  locality: string;
  region: string;
}

/** Until the owners saved theirs: the facts the site was built with. */
export const defaultContactFacts: ContactFacts = {
  owners: property.owners,
  email: property.email,
  phone: property.phone,
  street: property.address.street,
  postalCode: property.address.postalCode,
  locality: property.address.locality,
  region: property.address.region,
};

/** Longest text per fact (the database's column sizes): long enough for any real one. */
export const contactFactLimits: Record<keyof ContactFacts, number> = {
  owners: 80,
  email: 254,
  phone: 30,
  street: 80,
  postalCode: 10,
  locality: 80,
  region: 60,
};

/** The intent of the Website tab's contact form. */
export const saveContactIntent = "save-contact";

/** The names of the form's fields. */
export const contactFactFields: Record<keyof ContactFacts, string> = {
  owners: "owners",
  email: "email",
  phone: "phone",
  street: "street",
  postalCode: "postal_code",
  locality: "locality",
  region: "region",
};

/**
 * A phone number a guest can dial from abroad or at home: digits with an optional leading +,
 * spaces, dashes, dots, slashes and brackets between them, and 6 to 15 digits (the
 * international maximum).
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9][0-9 ()./-]*[0-9]$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 6 && digits <= 15;
}

const messages = texts.website.errors;

/** One line of text: trimmed, required, within its limit, no control character. */
function line(key: keyof ContactFacts) {
  const max = contactFactLimits[key];
  return z
    .string({ error: messages.missing })
    .trim()
    .min(1, messages.missing)
    .max(max, fill(messages.long, { max }))
    .refine((value) => !hasControlCharacters(value), messages.control);
}

const schema = z.object({
  [contactFactFields.owners]: line("owners"),
  [contactFactFields.email]: line("email").pipe(z.email(messages.email)),
  [contactFactFields.phone]: line("phone").refine(isPhoneNumber, messages.phone),
  [contactFactFields.street]: line("street"),
  [contactFactFields.postalCode]: line("postalCode").refine(
    (value) => /^[0-9A-Za-z -]{4,10}$/.test(value),
    messages.postalCode,
  ),
  [contactFactFields.locality]: line("locality"),
  [contactFactFields.region]: line("region"),
});

export type ContactFactsForm =
  | { ok: true; facts: ContactFacts }
  | { ok: false; errors: Partial<Record<string, string>> };

/**
 * The posted form: every fact required, each within its limit, a valid e-mail address and a
 * dialable phone number. Each wrong field gets its message; nothing is taken unless all are right.
 */
export function readContactFactsForm(fields: Partial<Record<string, string>>): ContactFactsForm {
  const read = schema.safeParse(fields);
  if (!read.success) return { ok: false, errors: fieldErrorsOf(read.error) };
  const facts = Object.fromEntries(
    Object.entries(contactFactFields).map(([key, name]) => [key, read.data[name]]),
  ) as unknown as ContactFacts;
  return { ok: true, facts };
}
