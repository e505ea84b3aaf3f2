/**
 * What the Zahlungen form and the offer form answer when posted: a message (with its detail),
 * messages at the fields, and the posted values, which a browser without JavaScript shows again.
 */
export interface StayFormResult {
  ok: boolean;
  message: string;
  detail?: string;
  /** A link that helps (no account yet: to the Zahlungen tab). */
  link?: { to: string; label: string };
  fieldErrors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
}
