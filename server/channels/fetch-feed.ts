import { lookup } from "node:dns/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { Duplex, Readable } from "node:stream";
import { connect as tlsConnect } from "node:tls";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { isOwnerFeedUrl } from "../../domain/channels/feed-source";
import { addressLiteral, isPublicAddress } from "../../domain/channels/public-address";
import {
  fetchTimeoutMs,
  maxFeedBytes,
  maxFeedRedirects,
  type SyncFailure,
} from "../../domain/channels/sync-outcome";
import { errorMessage } from "../log";

/** The validators of the last good answer, sent back so an unchanged feed costs a 304. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchResult =
  | { status: "not-modified" }
  | { status: "fetched"; text: string; validators: Validators }
  | { status: "failed"; failure: SyncFailure };

/** A feed to fetch and whose it is. */
export interface FeedTarget {
  url: string;
  /**
   * Declared by the operator (`ICAL_IMPORT`): fetched as given, http or https, wherever it
   * points. The owners' feeds must be https to public addresses, on every redirect too.
   */
  trusted: boolean;
}

interface ResolvedAddress {
  address: string;
  family: number;
}

/** Where a checked connection goes: the address checked, the URL's port, its host's name. */
export interface CheckedTarget extends ResolvedAddress {
  port: number;
  /** For TLS: the certificate must be the name's (or the address's, when the URL names one). */
  servername: string;
}

/**
 * How the owners' feeds reach the network: resolve a name to all its addresses, then open a
 * TLS connection to the one address checked. Tests give their own, so names resolve to inside
 * addresses and a connection can be seen to be never opened.
 */
export interface FeedNetwork {
  resolve: (hostname: string) => Promise<ResolvedAddress[]>;
  connect: (target: CheckedTarget) => Duplex;
}

const systemNetwork: FeedNetwork = {
  resolve: (hostname) => lookup(hostname, { all: true }),
  // An address written in the URL is no name to send as SNI; the certificate is checked for it.
  connect: ({ address, port, servername }) =>
    tlsConnect({ host: address, port, ...(servername !== address && { servername }) }),
};

export interface FetchLimits {
  timeoutMs?: number;
  maxBytes?: number;
  /** Aborts the fetch when the server shuts down. */
  signal?: AbortSignal;
  /** The owners' feeds' way out; the system's resolver and TLS unless a test sets its own. */
  network?: FeedNetwork;
}

/** Why an owners' feed is not fetched: one answer for all, so nothing tells what is inside. */
const unreachable: FetchResult = { status: "failed", failure: { reason: "unreachable" } };

/**
 * GETs a feed: conditional, within one time limit for all of it (redirects, resolving,
 * connecting, the body), decompressed and read only up to the size limit, redirects followed by
 * hand and checked like the first address.
 */
export async function fetchFeed(
  target: FeedTarget,
  validators: Validators,
  limits: FetchLimits = {},
): Promise<FetchResult> {
  const maxBytes = limits.maxBytes ?? maxFeedBytes;
  const timeout = AbortSignal.timeout(limits.timeoutMs ?? fetchTimeoutMs);
  const signal = limits.signal ? AbortSignal.any([timeout, limits.signal]) : timeout;
  const headers: Record<string, string> = {
    accept: "text/calendar, */*;q=0.5",
    "accept-encoding": "gzip, deflate, br",
  };
  if (validators.etag) headers["if-none-match"] = validators.etag;
  if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
  let url = new URL(target.url);
  try {
    for (let redirects = 0; ; redirects++) {
      let connection: (() => Duplex) | undefined;
      if (!target.trusted) {
        const network = limits.network ?? systemNetwork;
        const checked = await publicAddressOf(url, network, signal);
        if (!checked) return unreachable;
        connection = () => network.connect(checked);
      }
      const response = await get(url, headers, signal, connection);
      const location = response.headers.location;
      if (isRedirect(response.statusCode) && location) {
        response.destroy();
        if (redirects >= maxFeedRedirects || !URL.canParse(location, url.href)) {
          return {
            status: "failed",
            failure: { reason: "status", detail: String(response.statusCode) },
          };
        }
        url = new URL(location, url);
        continue;
      }
      if (response.statusCode === 304) {
        response.destroy();
        return { status: "not-modified" };
      }
      if (response.statusCode !== 200) {
        response.destroy();
        // Only public servers answer the owners' feeds, so their status tells nothing inside.
        return {
          status: "failed",
          failure: { reason: "status", detail: String(response.statusCode) },
        };
      }
      const body = decoded(response);
      if (!body) return { status: "failed", failure: { reason: "not-ical" } };
      const text = await readText(body, maxBytes);
      if (text === null) return { status: "failed", failure: { reason: "too-large" } };
      return {
        status: "fetched",
        text,
        validators: {
          etag: header(response, "etag"),
          lastModified: header(response, "last-modified"),
        },
      };
    }
  } catch (error) {
    // Shutting down is not the channel's fault: nothing to record.
    if (limits.signal?.aborted) throw error;
    if (timeout.aborted) return { status: "failed", failure: { reason: "timeout" } };
    // An owners' feed gets no error code: which names exist or which ports answer is not theirs
    // to learn through it.
    if (!target.trusted) return unreachable;
    return { status: "failed", failure: { reason: "network", detail: networkDetail(error) } };
  }
}

/**
 * Where an owners' feed may be fetched from, or null: https only, and every address its host
 * resolves to must be public (a name with one inside address is refused whole). Checked before
 * any connection is opened; the connection then goes to this very address, never to a second
 * DNS answer (no rebinding).
 */
async function publicAddressOf(
  url: URL,
  network: FeedNetwork,
  signal: AbortSignal,
): Promise<CheckedTarget | null> {
  if (!isOwnerFeedUrl(url.href)) return null;
  const port = Number(url.port || 443);
  const literal = addressLiteral(url.hostname);
  if (literal) {
    return { address: literal, family: literal.includes(":") ? 6 : 4, port, servername: literal };
  }
  const servername = url.hostname;
  let addresses: ResolvedAddress[];
  try {
    addresses = await abortable(network.resolve(url.hostname), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
  if (addresses.length === 0) return null;
  if (!addresses.every(({ address }) => isPublicAddress(address))) return null;
  return { ...addresses[0], port, servername };
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/** An agent for one request whose only connection is the one given. */
class CheckedAgent extends HttpsAgent {
  constructor(private readonly open: () => Duplex) {
    super({ keepAlive: false });
  }
  override createConnection(): Duplex {
    return this.open();
  }
}

/**
 * One GET on a connection of its own: the checked one for the owners' feeds, else a fresh one
 * (a pooled connection might lead somewhere else).
 */
function get(
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
  connection: (() => Duplex) | undefined,
): Promise<IncomingMessage> {
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      headers,
      signal,
      agent: connection ? new CheckedAgent(connection) : false,
    });
    request.once("response", resolve);
    request.once("error", reject);
    request.end();
  });
}

const isRedirect = (status: number | undefined) =>
  status === 301 || status === 302 || status === 303 || status === 307 || status === 308;

const decoders: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  "x-gzip": createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** The body as sent before its Content-Encoding, or null for an encoding we did not offer. */
function decoded(response: IncomingMessage): Readable | null {
  const encoding = header(response, "content-encoding")?.trim().toLowerCase() ?? "identity";
  if (encoding === "identity") return response;
  const decoder = decoders[encoding];
  if (!decoder) {
    response.destroy();
    return null;
  }
  const stream = decoder();
  response.once("error", (error) => (stream as unknown as Readable).destroy(error));
  return response.pipe(stream) as unknown as Readable;
}

/**
 * The body as text, or null as soon as it grows beyond `maxBytes` after decompression (a small
 * gzip bomb is cut off there; it is never buffered whole first).
 */
async function readText(body: Readable, maxBytes: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).byteLength;
    if (size > maxBytes) {
      body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function header(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  return typeof value === "string" ? value : null;
}

/** The code of a network error (ECONNREFUSED, ENOTFOUND, …): the operator can look it up. */
function networkDetail(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") return code;
  return errorMessage(error);
}
