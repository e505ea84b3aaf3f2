import { texts } from "../../content/admin-texts";

/** How long one fetch of a feed may take in all (connecting, waiting, reading the body). */
export const fetchTimeoutMs = 10_000;
/** A channel's feed of a few years of stays is some kilobytes; anything far bigger is wrong. */
export const maxFeedBytes = 2 * 1024 * 1024;

/** Why a feed could not be read; its last good blocks stay in place. */
export interface SyncFailure {
  reason: "timeout" | "status" | "too-large" | "not-ical" | "network";
  /** The HTTP status, or the network error's code. */
  detail?: string;
}

/** What the last successful fetch changed. */
export interface SyncReport {
  /** The channel answered 304: nothing changed since the last fetch. */
  notModified: boolean;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
}

const t = texts.channels;

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** The owners' words for a failed fetch. */
export function describeFailure(failure: SyncFailure): string {
  return fill(t.failures[failure.reason], {
    detail: failure.detail ?? "",
    seconds: fetchTimeoutMs / 1000,
    megabytes: maxFeedBytes / 1024 / 1024,
  });
}

/** The owners' words for what a successful fetch changed. */
export function describeReport(report: SyncReport): string {
  if (report.notModified) return t.notModified;
  const { added, changed, removed, unchanged } = report;
  return fill(t.report, { added, changed, removed, unchanged });
}
