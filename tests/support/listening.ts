// Whether a server's output says that it listens on a port. The test suites choose a free port
// for each server they start, so another server of the run can take that port between the choice
// and the start; a health check that only asks the port could then be answered by the other
// server, and a test would go on against the wrong site. A server's own "listening" line proves
// that it holds the port.

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
