/**
 * What the admin tabs' form actions (server/admin/*-actions.ts) answer, as the forms read it:
 * a toast message, its detail, and messages next to the fields. Here, not in server/, because
 * the browser code of the forms needs the same shapes.
 */

/** Why a post was refused; the route module answers each with its HTTP status. */
export type Refusal = "invalid" | "not-found" | "conflict" | "too-large";

/** What an admin action did: the result its form shows and, when refused, why. */
export type ActionOutcome<Result> = { result: Result; refused?: Refusal };

/** Channel feeds and the calendar export (Kalender tab). */
export type CalendarActionResult = {
  ok: boolean;
  message: string;
  detail?: string;
  fieldErrors?: { name?: string; url?: string };
};

/** Accepting, rejecting, replying, deleting, resending (Anfragen tab). */
export type InquiryActionResult = { ok: boolean; message: string; detail?: string };

/** The general settings and one year's plan (Preise tab). */
export type PriceActionResult = {
  ok: boolean;
  message: string;
  detail?: string;
  fieldErrors?: Record<string, string>;
};

/** Creating, changing, deleting a reservation (Reservierungen tab). */
export type ReservationActionResult =
  | { ok: true; intent: string; message: string }
  | {
      ok: false;
      intent: string;
      message: string;
      detail?: string;
      fieldErrors?: Record<string, string>;
      /** The taken nights a save over would share, asked about before saving. */
      overlap?: string[];
    };

/** Uploading or deleting an image (Bilder tab); `url` is the new upload's address. */
export type ImageActionResult = { ok: boolean; message: string; detail?: string; url?: string };

/** Saving or restoring a reply template. */
export type ReplyTemplateActionResult = { ok: boolean; message: string; detail?: string };

/** Saving the site's facts (Website tab); `values` are the posted ones, shown again if refused. */
export type WebsiteActionResult = {
  ok: boolean;
  message: string;
  fieldErrors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
};

/**
 * The owners' texts (Texte tab): `values` and `section` are a refused section's posted texts,
 * shown again; `preview` the public page a saved draft can be seen on.
 */
export type SiteTextsActionResult = {
  ok: boolean;
  message: string;
  detail?: string;
  fieldErrors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
  section?: string;
  preview?: string;
};
