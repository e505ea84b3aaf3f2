import type { MiddlewareHandler } from "hono";

/**
 * Requests that pass through this middleware take turns: the next starts when the one before
 * has sent its whole response (or was cancelled, or held its turn for `maxHoldMs`). Used for the
 * admin area's page loads, the heaviest renders on the site: however many tabs or scripts load
 * them at once, they never take more than one request's share of the process from visitors.
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
    const end = () => {
      clearTimeout(timer);
      release();
    };
    try {
      await next();
    } catch (error) {
      end();
      throw error;
    }
    const body = c.res.body;
    if (body) c.res = new Response(passing(body, end), c.res);
    else end();
  };
}

/** The same bytes, calling `end` once the last has been read or the reader gave up. */
function passing(body: ReadableStream<Uint8Array>, end: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream({
    async pull(controller) {
      try {
        const chunk = await reader.read();
        if (chunk.done) {
          end();
          controller.close();
        } else {
          controller.enqueue(chunk.value);
        }
      } catch (error) {
        end();
        controller.error(error);
      }
    },
    cancel(reason) {
      end();
      return reader.cancel(reason);
    },
  });
}
