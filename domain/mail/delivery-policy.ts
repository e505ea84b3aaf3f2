/**
 * When the outbox tries a mail again and when it gives up: temporary
 * failures are retried with growing delays; a permanent refusal, or `maxAttempts` failures in a
 * row (about 13 hours of a mail server that does not answer), stop the retries so the owners
 * see the mail as failed instead of it being tried for ever.
 */
export const maxAttempts = 20;

/** 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** SMTP's 5xx answers mean "never like this" (unknown recipient, refused sender, policy). */
export function isPermanentRefusal(responseCode: number | undefined): boolean {
  return responseCode !== undefined && responseCode >= 500 && responseCode < 600;
}

export type AfterFailure = { status: "failed" } | { status: "pending"; retryAt: Date };

/** What becomes of a mail whose `attempts`-th try just failed at `now`. */
export function afterFailure(options: {
  attempts: number;
  responseCode: number | undefined;
  now: Date;
}): AfterFailure {
  if (isPermanentRefusal(options.responseCode) || options.attempts >= maxAttempts) {
    return { status: "failed" };
  }
  return {
    status: "pending",
    retryAt: new Date(options.now.getTime() + retryDelayMs(options.attempts)),
  };
}
