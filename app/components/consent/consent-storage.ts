/**
 * The visitor's cookie decision, kept in localStorage under
 * `cookie-consent` as {"essential":true,"analytics":<boolean>,"timestamp":<ms>}.
 */
export const consentStorageKey = "cookie-consent";

export interface Consent {
  essential: true;
  analytics: boolean;
  /** When the decision was made, in milliseconds since the epoch. */
  timestamp: number;
}

export type StoredConsent =
  | { status: "none" }
  | { status: "valid"; consent: Consent }
  | { status: "invalid"; error: unknown };

export function createConsent(analytics: boolean, now: number = Date.now()): Consent {
  return { essential: true, analytics, timestamp: now };
}

/** Exactly the documented JSON, keys in the documented order. */
export function serializeConsent(consent: Consent): string {
  return JSON.stringify({
    essential: true,
    analytics: consent.analytics,
    timestamp: consent.timestamp,
  });
}

/** Reads a stored value; anything that is not a well-formed decision counts as invalid. */
export function parseConsent(raw: string | null): StoredConsent {
  if (raw === null) return { status: "none" };
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === "object" &&
      value !== null &&
      "analytics" in value &&
      typeof value.analytics === "boolean" &&
      "timestamp" in value &&
      typeof value.timestamp === "number" &&
      Number.isFinite(value.timestamp)
    ) {
      return { status: "valid", consent: createConsent(value.analytics, value.timestamp) };
    }
    return { status: "invalid", error: new Error(`Unexpected consent value: ${raw}`) };
  } catch (error) {
    return { status: "invalid", error };
  }
}

/** The stored decision, or null (no decision, unparsable, or storage unavailable). */
export function readStoredConsent(storage: Pick<Storage, "getItem"> | undefined): Consent | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(consentStorageKey) ?? null;
  } catch {
    return null;
  }
  const stored = parseConsent(raw);
  if (stored.status === "invalid") {
    console.error("Error parsing stored consent:", stored.error);
    return null;
  }
  return stored.status === "valid" ? stored.consent : null;
}

export function writeStoredConsent(
  storage: Pick<Storage, "setItem"> | undefined,
  consent: Consent,
): void {
  try {
    storage?.setItem(consentStorageKey, serializeConsent(consent));
  } catch {
    // Storage full or disabled: the decision holds for this page view only.
  }
}
