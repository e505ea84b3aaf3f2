/**
 * Structured logs: one JSON object per line with a `level`, on stdout (info) or stderr.
 *
 * Two promises hold for every line, whoever wrote it (our code, or a library through the
 * console, see `routeConsoleToLog`):
 * - no secrets: query parameters (which hold session and reset tokens) are never logged, and
 *   anything shaped like a cookie or a token parameter is masked;
 * - no floods: the same warning or error repeated within a minute (a database outage hits every
 *   request) is written once, and the next time after the minute says how often it was held back.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { isDatabaseUnavailable } from "./db/unavailable";

type Level = "info" | "warn" | "error";

/**
 * The request being served, so that every line written on its behalf (by our code, React
 * Router's error handler or a library through the console) carries its id.
 */
const requestScope = new AsyncLocalStorage<string>();

/** Runs `serve` with `requestId` on every log line it causes. */
export function withRequestId<T>(requestId: string, serve: () => T): T {
  return requestScope.run(requestId, serve);
}

/** Runs `work` without a request id: for events of shared things a request happened to create. */
export function outsideRequests<T>(work: () => T): T {
  return requestScope.exit(work);
}

const repeatWindowMs = 60_000;
const repeats = new Map<string, { until: number; held: number }>();

/** Masks what must never reach a log even if a library prints it verbatim. */
const secretPatterns: Array<[RegExp, string]> = [
  // Cookie headers and Set-Cookie values: name=value pairs of any cookie.
  [/\b(cookie|set-cookie)(["']?\s*[:=]\s*["']?)[^"\n]*/gi, "$1$2[redacted]"],
  // Token-bearing parameters in URLs or text (reset links, session tokens).
  [/\b([\w.-]*(?:token|secret|password|code))=([^&\s"';]+)/gi, "$1=[redacted]"],
  // Drizzle's failed-query messages end with the query's parameters.
  [/\bparams: [^\n"]*/g, "params: [redacted]"],
];

export function redact(text: string): string {
  let result = text;
  for (const [pattern, replacement] of secretPatterns)
    result = result.replace(pattern, replacement);
  return result;
}

/** An error's own message, or what was thrown when it is not an Error. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What a log may say about an error: its message and code, and the SQL of a failed query
 * without its parameters. The chain of causes is followed, so a driver error wrapped by the ORM
 * shows the driver's own words.
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: errorMessage(error) };
  const fields: Record<string, unknown> = { error: error.message };
  const query = (error as { query?: unknown }).query;
  if (typeof query === "string") {
    fields.query = query.slice(0, 300);
    // The message repeats query and parameters: the cause says what went wrong.
    fields.error = error.cause instanceof Error ? error.cause.message : "query failed";
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") fields.code = code;
  if (error.cause instanceof Error && fields.error !== error.cause.message) {
    fields.cause = errorFields(error.cause).error;
  }
  const stack = stackFrames(error);
  if (stack) fields.stack = stack;
  return fields;
}

/**
 * Where an error was thrown: the frames of its stack without the first line, which repeats the
 * message (and, for a failed query, its parameters).
 */
function stackFrames(error: Error): string | undefined {
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, 12)
    .map((line) => line.trim());
  return frames.length > 0 ? frames.join("\n") : undefined;
}

function write(level: Level, message: string, fields: object = {}, everyTime = false) {
  let held = 0;
  const requestId = requestScope.getStore();
  if (level !== "info" && !everyTime) {
    // The same problem in different requests is still the same problem.
    const key = `${message}\u0000${JSON.stringify(fields)}`;
    const now = Date.now();
    const seen = repeats.get(key);
    if (seen && now < seen.until) {
      seen.held += 1;
      return;
    }
    held = seen?.held ?? 0;
    repeats.set(key, { until: now + repeatWindowMs, held: 0 });
    if (repeats.size > 1000) repeats.clear();
  }
  const line = redact(
    JSON.stringify({
      time: new Date().toISOString(),
      level,
      message,
      ...(requestId ? { requestId } : {}),
      ...fields,
      ...(held > 0 ? { repeatedSinceLastLine: held } : {}),
    }),
  );
  const stream = level === "info" ? process.stdout : process.stderr;
  stream.write(`${line}\n`);
}

export const log = {
  info: (message: string, fields?: object) => write("info", message, fields),
  warn: (message: string, fields?: object) => write("warn", message, fields),
  error: (message: string, fields?: object) => write("error", message, fields),
};

/**
 * A request that failed. When the database is away, every request fails the same way, so the
 * line is written once a minute like any repeated error; anything else is a fault in the code,
 * written every time so that each request id an owner quotes from an error page is in the log.
 */
export function logRequestFailure(message: string, error: unknown, fields: object = {}) {
  write("error", message, { ...fields, ...errorFields(error) }, !isDatabaseUnavailable(error));
}

/** One console call of a library as a message and fields (errors described, never dumped). */
function fromConsoleArguments(args: unknown[]): [string, object] {
  const texts: string[] = [];
  let fields: Record<string, unknown> = {};
  for (const arg of args) {
    if (arg instanceof Error) fields = { ...errorFields(arg), ...fields };
    else if (typeof arg === "string") texts.push(arg);
    else if (arg !== undefined) texts.push(safeStringify(arg));
  }
  const message = texts.join(" ").trim() || String(fields.error ?? "(empty)");
  return [message, fields];
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Makes every console call of the server process (React Router's error handler, React's render
 * errors, libraries) a JSON log line like our own, with the same masking.
 */
export function routeConsoleToLog() {
  console.log = (...args: unknown[]) => log.info(...fromConsoleArguments(args));
  console.info = console.log;
  console.debug = () => {};
  console.warn = (...args: unknown[]) => log.warn(...fromConsoleArguments(args));
  console.error = (...args: unknown[]) => log.error(...fromConsoleArguments(args));
  process.on("uncaughtException", (error) => {
    // The database going away fails the requests that met it; the pool reconnects by itself,
    // so the process stays. Anything else leaves the process in a state nobody planned for.
    if (isDatabaseUnavailable(error)) {
      log.error("uncaught database error", errorFields(error));
      return;
    }
    log.error("uncaught exception", errorFields(error));
    process.exit(1);
  });
  process.on("unhandledRejection", (reason) =>
    log.error("unhandled rejection", errorFields(reason)),
  );
}

/** better-auth's logger option: its messages as our log lines. */
export function authLogger() {
  return {
    level: "warn" as const,
    log(level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) {
      const [detail, fields] = fromConsoleArguments(args);
      const target = level === "error" ? log.error : level === "warn" ? log.warn : log.info;
      target(`auth: ${message}`, detail === "(empty)" ? fields : { detail, ...fields });
    },
  };
}
