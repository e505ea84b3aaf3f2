/**
 * Why the server could not start, in one line that names the setting to look at. Operators read
 * this in `journalctl`; a stack trace or the ORM's "Failed query: CREATE SCHEMA…" would send
 * them to the wrong place.
 */
export interface StartupSettings {
  PORT?: number;
  HOST?: string;
  DATABASE_URL?: string;
  DATA_DIR?: string;
}

const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ETIMEDOUT",
  "ECONNRESET",
]);
const unwritableCodes = new Set(["EACCES", "EPERM", "EROFS", "ENOSPC", "ENOTDIR", "EEXIST"]);

/** The error and its causes, outermost first (the ORM wraps the driver's error). */
function chain(error: unknown): Array<Error & { code?: string; syscall?: string; path?: string }> {
  const errors = [];
  let current = error;
  while (current instanceof Error && errors.length < 5) {
    errors.push(current);
    current = current.cause;
  }
  return errors;
}

function databaseTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}, database "${parsed.pathname.slice(1)}" as user "${decodeURIComponent(parsed.username)}"`;
  } catch {
    return "the configured server";
  }
}

export function startupProblem(error: unknown, settings: StartupSettings): string {
  const errors = chain(error);
  const has = (test: (e: (typeof errors)[number]) => boolean) => errors.find(test);

  if (has((e) => e.code === "EADDRINUSE")) {
    return `PORT ${settings.PORT}: the port is already in use on ${settings.HOST} (another instance or program listens there); stop it or choose another PORT`;
  }
  if (has((e) => e.code === "EADDRNOTAVAIL")) {
    return `HOST ${settings.HOST}: this machine has no such address to listen on`;
  }
  if (settings.DATABASE_URL) {
    const target = databaseTarget(settings.DATABASE_URL);
    const unreachable = has(
      (e) =>
        unreachableCodes.has(e.code ?? "") ||
        /timeout exceeded when trying to connect|connection timeout|Connection terminated/i.test(
          e.message,
        ),
    );
    if (unreachable) {
      return `DATABASE_URL: cannot reach the database server at ${target} (${unreachable.code ?? unreachable.message})`;
    }
    if (has((e) => e.code === "28P01" || e.code === "28000")) {
      return `DATABASE_URL: the database server refused the credentials for ${target} (wrong user name or password)`;
    }
    if (has((e) => e.code === "3D000")) {
      return `DATABASE_URL: the database does not exist at ${target}; create it first`;
    }
    if (has((e) => e.code === "42501")) {
      return `DATABASE_URL: the user may not create tables in ${target}; grant it ownership of the database`;
    }
  }
  const unwritable = has((e) => unwritableCodes.has(e.code ?? ""));
  if (unwritable) {
    return `DATA_DIR ${settings.DATA_DIR}: cannot write there (${unwritable.code}${unwritable.path ? ` on ${unwritable.path}` : ""}); create it and give the service user write access`;
  }
  // Our own messages (configuration, the data-folder lock) are already one clear line each.
  const innermost = errors.at(-1);
  return (innermost?.message ?? String(error)).replace(/\s*\n\s*/g, "; ");
}
