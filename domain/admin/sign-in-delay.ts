/**
 * How long one account waits after failed sign-ins: the first few failures cost nothing (typos),
 * then each further failure doubles the wait before the next attempt is checked, up to a cap.
 * Never a lockout: once the wait is over, the right password signs in, whatever came before.
 */
export const freeFailures = 5;
export const maxWaitSeconds = 5 * 60;
/** Failures older than this are forgotten. */
export const failureMemorySeconds = 24 * 60 * 60;

/** Seconds to wait after the last of `failures` consecutive failures. */
export function waitAfterFailures(failures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(maxWaitSeconds, 2 ** (failures - freeFailures));
}

/** Whole seconds still to wait at `now` (0: the attempt may be checked). */
export function secondsToWait(failures: number, lastFailureAt: Date, now: Date): number {
  const elapsed = (now.getTime() - lastFailureAt.getTime()) / 1000;
  if (elapsed >= failureMemorySeconds) return 0;
  return Math.max(0, Math.ceil(waitAfterFailures(failures) - elapsed));
}
