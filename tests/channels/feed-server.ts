import { createServer, type IncomingHttpHeaders } from "node:http";

/** How the test server answers one feed path. */
export interface FeedAnswer {
  body?: string;
  status?: number;
  /** Sent, and a matching If-None-Match gets a 304. */
  etag?: string;
  /** Sent, and the same If-Modified-Since gets a 304. */
  lastModified?: string;
  /** Never answers, like a channel that hangs. */
  hang?: boolean;
  /** Streams the body in pieces without a Content-Length. */
  chunked?: boolean;
  contentType?: string;
}

/**
 * A channel on 127.0.0.1: serves whatever each path is set to, answers conditional requests like
 * the channels do, and records the headers of every request it got.
 */
export async function startFeedServer() {
  const answers = new Map<string, FeedAnswer>();
  const received = new Map<string, IncomingHttpHeaders[]>();
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    received.set(path, [...(received.get(path) ?? []), request.headers]);
    const answer = answers.get(path);
    if (!answer) return void response.writeHead(404).end();
    if (answer.hang) return;
    const headers: Record<string, string> = {
      "content-type": answer.contentType ?? "text/calendar; charset=utf-8",
    };
    if (answer.etag) headers.etag = answer.etag;
    if (answer.lastModified) headers["last-modified"] = answer.lastModified;
    const unchanged =
      (answer.etag && request.headers["if-none-match"] === answer.etag) ||
      (answer.lastModified && request.headers["if-modified-since"] === answer.lastModified);
    if (unchanged && (answer.status ?? 200) === 200)
      return void response.writeHead(304, headers).end();
    response.writeHead(answer.status ?? 200, headers);
    if (!answer.chunked) return void response.end(answer.body ?? "");
    const body = answer.body ?? "";
    for (let i = 0; i < body.length; i += 64 * 1024) response.write(body.slice(i, i + 64 * 1024));
    response.end();
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url: (path: string) => `${origin}${path}`,
    serve: (path: string, answer: FeedAnswer) => void answers.set(path, answer),
    requests: (path: string) => received.get(path) ?? [],
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;
