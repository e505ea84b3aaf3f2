/**
 * Whether an error means the database is away (restarted, failed over, unreachable, refusing
 * connections) rather than that a query was wrong. Such an error fails the request that met it
 * with a 503 and never the process: the pool reconnects on the next query.
 */

/** SQLSTATE classes 08 (connection exception) and 57P (operator intervention), and too many connections. */
const unavailableStates = /^(?:08\d{3}|57P0[1-4]|53300)$/;

/** Socket errors of a connection that was never made or was cut. */
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATE 55000 ("object not in prerequisite state") is mostly a wrong query, but PostgreSQL
 * also answers it for a database that is not accepting connections (`datallowconn` off during
 * maintenance): only then is the database away.
 */
const notAcceptingConnections = (code: string, message: string) =>
  code === "55000" && /not (?:currently )?accepting connections/.test(message);

/** node-postgres reports a cut or unopened connection only in words. */
const driverMessages = [
  "Connection terminated",
  "connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  // The ORM wraps the driver's error; its cause says what happened.
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    const message = current.message;
    if (
      typeof code === "string" &&
      (unavailableStates.test(code) ||
        socketCodes.has(code) ||
        notAcceptingConnections(code, message))
    ) {
      return true;
    }
    if (driverMessages.some((words) => message.includes(words))) return true;
    current = current.cause;
  }
  return false;
}
