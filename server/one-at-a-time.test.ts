import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time";

/** An app whose answers stream `parts` chunks a few milliseconds apart, logging each step. */
function streamingApp(log: string[], maxHoldMs = 5_000) {
  const app = new Hono();
  app.use(oneAtATime(maxHoldMs));
  app.get("/:name", (c) => {
    const name = c.req.param("name");
    log.push(`${name} starts`);
    let sent = 0;
    const body = new ReadableStream<string>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (sent++ < 3) controller.enqueue(`${name}${sent} `);
        else {
          log.push(`${name} ends`);
          controller.close();
        }
      },
    });
    return c.body(body.pipeThrough(new TextEncoderStream()));
  });
  return app;
}

describe("oneAtATime", () => {
  it("starts the next request only after the one before has sent its whole answer", async () => {
    const log: string[] = [];
    const app = streamingApp(log);
    const [a, b] = await Promise.all(
      ["a", "b"].map(async (name) => (await app.request(`/${name}`)).text()),
    );
    expect(a).toBe("a1 a2 a3 ");
    expect(b).toBe("b1 b2 b3 ");
    expect(log).toEqual(["a starts", "a ends", "b starts", "b ends"]);
  });

  it("gives the turn on when a reader stops reading", async () => {
    const log: string[] = [];
    const app = streamingApp(log);
    const first = await app.request("/a");
    await first.body?.cancel();
    expect(await (await app.request("/b")).text()).toBe("b1 b2 b3 ");
  });

  it("gives the turn on after the longest hold, whatever the first answer does", async () => {
    const log: string[] = [];
    const app = streamingApp(log, 20);
    await app.request("/a"); // answered, never read
    expect(await (await app.request("/b")).text()).toBe("b1 b2 b3 ");
  });
});
