import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { withRequestId } from "./log";

/** What a request id may look like: ours are 16 hex digits, nginx's 32. */
export const isRequestId = (value: string) => /^[A-Za-z0-9-]{8,64}$/.test(value);

/**
 * The request's id: the one our proxy gave it (nginx's $request_id, so its access log and ours
 * name the same id), else a new one.
 */
function requestIdOf(forwarded: string | undefined, trustProxy: boolean): string {
  if (trustProxy && forwarded && isRequestId(forwarded)) return forwarded;
  return randomBytes(8).toString("hex");
}

/**
 * Gives each request its id: on every log line it causes, in the X-Request-Id header, and (via
 * the context's `requestId`) on the server's own error pages. Registered before everything else.
 */
export function requestIds(trustProxy: boolean): MiddlewareHandler<{
  Variables: { requestId: string };
}> {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header("x-request-id"), trustProxy);
    c.set("requestId", requestId);
    await withRequestId(requestId, next);
    c.header("X-Request-Id", requestId);
  };
}
