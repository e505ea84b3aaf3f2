import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import { connect } from "node:net";
import type { CheckedTarget, FeedNetwork } from "../../server/channels/fetch-feed";

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
  /** Answers once this settles (a test's way to keep a sync under way until it says so). */
  held?: Promise<void>;
  /** Streams the body in pieces without a Content-Length. */
  chunked?: boolean;
  contentType?: string;
  /** Answers a redirect (302) to this address. */
  location?: string;
  /** Sent as is with `Content-Encoding: gzip` (e.g. a gzip bomb). */
  gzipped?: Buffer;
  /** A body that never ends: "fast" as quickly as the client reads, "slow" a line a second. */
  endless?: "fast" | "slow";
}

/**
 * A public address for the names of owners' feeds in tests. Never contacted: the test network
 * leads every checked connection to the feed server on 127.0.0.1.
 */
const publicTestAddress = "93.184.215.14";

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
    if (answer.held) return void answer.held.then(() => respond({ ...answer, held: undefined }));
    respond(answer);

    function respond(answer: FeedAnswer) {
      if (answer.hang) return;
      if (answer.location) return void response.writeHead(302, { location: answer.location }).end();
      if (answer.gzipped) {
        response.writeHead(200, { "content-type": "text/calendar", "content-encoding": "gzip" });
        return void response.end(answer.gzipped);
      }
      if (answer.endless) return endless(response, answer.endless);
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
    }
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  /** Names resolved by the test network, and where it was asked to connect. */
  const names = new Map<string, string[]>();
  const resolved: string[] = [];
  const connections: CheckedTarget[] = [];
  const network: FeedNetwork = {
    resolve: async (hostname) => {
      resolved.push(hostname);
      return (names.get(hostname) ?? [publicTestAddress]).map((address) => ({
        address,
        family: address.includes(":") ? 6 : 4,
      }));
    },
    // Plain TCP to this server: the request is written unencrypted, as if TLS were done.
    connect: (target) => {
      connections.push(target);
      return connect(port, "127.0.0.1");
    },
  };
  return {
    url: (path: string) => `${origin}${path}`,
    /** An owners' feed: https to a name the test network resolves (public unless `resolveTo`). */
    channelUrl: (path: string, host = "channel.test") => `https://${host}${path}`,
    /** Makes a name resolve to these addresses in the test network. */
    resolveTo: (hostname: string, addresses: string[]) => void names.set(hostname, addresses),
    network,
    resolved: () => [...resolved],
    connections: () => [...connections],
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

/** Writes a calendar that never ends, until the client goes away. */
function endless(response: ServerResponse, pace: "fast" | "slow") {
  response.writeHead(200, { "content-type": "text/calendar" });
  response.write("BEGIN:VCALENDAR\r\n");
  const line = `X-FILLER:${"x".repeat(1000)}\r\n`;
  if (pace === "slow") {
    const timer = setInterval(() => response.write(line), 1000);
    response.on("close", () => clearInterval(timer));
    return;
  }
  const more = () => {
    while (!response.destroyed && response.write(line.repeat(64))) {}
  };
  response.on("drain", more);
  more();
}
