// The ports of the servers the test suites start. Each server gets a port that was free a moment
// before it starts, so another server of the run can take that port between the choice and the
// start; a health check that only asks the port could then be answered by the other server, and a
// test would go on against the wrong site. A server's own "listening" line proves that it holds
// the port.
import { createServer } from "node:net";

/** A port on 127.0.0.1 that nothing listened on a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** True once `output` has the site's "listening" log line for `port` (server/main.ts). */
export function listensOn(output: string, port: number): boolean {
  return output.split("\n").some((line) => {
    if (!line.includes('"listening"')) return false;
    try {
      const entry = JSON.parse(line) as { message?: unknown; url?: unknown };
      return (
        entry.message === "listening" &&
        typeof entry.url === "string" &&
        new URL(entry.url).port === String(port)
      );
    } catch {
      return false;
    }
  });
}
