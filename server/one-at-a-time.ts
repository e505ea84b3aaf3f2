import type { MiddlewareHandler } from "hono";

/**
 * Requests that pass through this middleware take turns: the next starts when the one before has
 * produced its whole answer (or held its turn for `maxHoldMs`). The answer is read here, so its
 * rendering is part of the turn and a client that reads slowly, or never, holds up no one. Used
 * for the admin area's page loads, the heaviest renders on the site: however many tabs or scripts
 * load them at once, they never take more than one request's share of the process from visitors.
 * Their answers are a few hundred KB at most.
 */
export function oneAtATime(maxHoldMs: number): MiddlewareHandler {
  let last: Promise<void> = Promise.resolve();
  return async (c, next) => {
    const previous = last;
    let release!: () => void;
    last = new Promise((done) => {
      release = done;
    });
    await previous;
    const timer = setTimeout(release, maxHoldMs);
    try {
      await next();
      if (c.res.body) c.res = new Response(await c.res.arrayBuffer(), c.res);
    } finally {
      clearTimeout(timer);
      release();
    }
  };
}
