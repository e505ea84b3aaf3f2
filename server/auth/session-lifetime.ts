/** A session unused for this long ends; each use (at most daily) pushes the end forward. */
export const sessionIdleSeconds = 60 * 60 * 24 * 7;
/** No session lives longer than this after its sign-in, however often it is used. */
export const sessionMaxAgeSeconds = 60 * 60 * 24 * 30;

/** The latest end of a session created at `createdAt`. */
export function sessionHardEnd(createdAt: Date): Date {
  return new Date(createdAt.getTime() + sessionMaxAgeSeconds * 1000);
}
