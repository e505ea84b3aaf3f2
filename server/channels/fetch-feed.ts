import { fetchTimeoutMs, maxFeedBytes, type SyncFailure } from "../../domain/channels/sync-outcome";

/** The validators of the last good answer, sent back so an unchanged feed costs a 304. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchResult =
  | { status: "not-modified" }
  | { status: "fetched"; text: string; validators: Validators }
  | { status: "failed"; failure: SyncFailure };

export interface FetchLimits {
  timeoutMs?: number;
  maxBytes?: number;
  /** Aborts the fetch when the server shuts down. */
  signal?: AbortSignal;
}

/** GETs a feed: conditional, within the time limit, and read only up to the size limit. */
export async function fetchFeed(
  url: string,
  validators: Validators,
  limits: FetchLimits = {},
): Promise<FetchResult> {
  const maxBytes = limits.maxBytes ?? maxFeedBytes;
  const timeout = AbortSignal.timeout(limits.timeoutMs ?? fetchTimeoutMs);
  const signal = limits.signal ? AbortSignal.any([timeout, limits.signal]) : timeout;
  const headers: Record<string, string> = { accept: "text/calendar, */*;q=0.5" };
  if (validators.etag) headers["if-none-match"] = validators.etag;
  if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
  try {
    const response = await fetch(url, { headers, signal, redirect: "follow" });
    if (response.status === 304) return { status: "not-modified" };
    if (response.status !== 200) {
      await response.body?.cancel();
      return { status: "failed", failure: { reason: "status", detail: String(response.status) } };
    }
    const text = await readText(response, maxBytes);
    if (text === null) return { status: "failed", failure: { reason: "too-large" } };
    return {
      status: "fetched",
      text,
      validators: {
        etag: response.headers.get("etag"),
        lastModified: response.headers.get("last-modified"),
      },
    };
  } catch (error) {
    // Shutting down is not the channel's fault: nothing to record.
    if (limits.signal?.aborted) throw error;
    if (timeout.aborted) return { status: "failed", failure: { reason: "timeout" } };
    return { status: "failed", failure: { reason: "network", detail: networkDetail(error) } };
  }
}

/** The body as text, or null as soon as it grows beyond `maxBytes` (never buffered whole first). */
async function readText(response: Response, maxBytes: number): Promise<string | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > maxBytes) return null;
      chunks.push(chunk);
    }
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The code of a network error (ECONNREFUSED, ENOTFOUND, …): the owners can look it up. */
function networkDetail(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === "string") return cause.code;
  if (typeof cause?.message === "string") return cause.message;
  return error instanceof Error ? error.message : String(error);
}
