import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time";

/** An app whose answers stream chunks a few ms apart (three, or forty for "slow"), logging each step. */
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
        if (sent++ < (name === "slow" ? 40 : 3)) controller.enqueue(`${name}${sent} `);
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
  it("starts the next request only after the one before has produced its whole answer", async () => {
    const log: string[] = [];
    const app = streamingApp(log);
    const [a, b] = await Promise.all(
      ["a", "b"].map(async (name) => (await app.request(`/${name}`)).text()),
    );
    expect(a).toBe("a1 a2 a3 ");
    expect(b).toBe("b1 b2 b3 ");
    expect(log).toEqual(["a starts", "a ends", "b starts", "b ends"]);
  });

  it("holds up no one for a client that never reads its answer", async () => {
    const log: string[] = [];
    const app = streamingApp(log, 60_000);
    await app.request("/a"); // answered, never read
    expect(await (await app.request("/b")).text()).toBe("b1 b2 b3 ");
  });

  it("gives the turn on after the longest hold, whatever the answer before does", async () => {
    const log: string[] = [];
    const app = streamingApp(log, 30);
    const slow = app.request("/slow");
    expect(await (await app.request("/b")).text()).toBe("b1 b2 b3 ");
    await slow;
    expect(log).toEqual(["slow starts", "b starts", "b ends", "slow ends"]);
  });
});
