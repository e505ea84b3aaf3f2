import type { IsoDate } from "../booking/dates";

/** A review as the owners' Bewertungen tab lists it. */
export interface OwnerReview {
  id: string;
  /** Set for the two reviews the site started with. */
  builtinKey: string | null;
  state: "new" | "published" | "hidden";
  rating: number;
  /** The guest's text; a built-in review's German text. */
  text: string;
  authorName: string;
  language: string;
  answer: string | null;
  /** ISO instant; null for the built-in ones. */
  createdAt: string | null;
  /** The stay it is about, if it still exists. */
  stay: { id: string; name: string; startDate: IsoDate; endDate: IsoDate } | null;
}

/** What the owners' review and message-settings forms answer when posted. */
export interface ReviewActionResult {
  ok: boolean;
  message: string;
  detail?: string;
  fieldErrors?: Partial<Record<string, string>>;
}
