import { texts } from "../../content/admin-texts";
import { formatDate } from "../booking/format";
import { maxFeedEvents, type OutsideWindow } from "./feed-window";

/** How long one fetch of a feed may take in all (connecting, waiting, reading the body). */
export const fetchTimeoutMs = 10_000;
/** A channel's feed of a few years of stays is some kilobytes; anything far bigger is wrong. */
export const maxFeedBytes = 2 * 1024 * 1024;
/** Redirects followed per fetch; channels use one at most. */
export const maxFeedRedirects = 5;

/** Why a feed could not be read; its last good blocks stay in place. */
export interface SyncFailure {
  /**
   * "unreachable": an owners' feed that is not https to a public address, or failed on the way
   * there; said alike for every cause, so the page tells nothing about what answered inside.
   * "too-many-events": more than `maxFeedEvents`; none of it is stored.
   */
  reason:
    | "timeout"
    | "status"
    | "too-large"
    | "not-ical"
    | "network"
    | "unreachable"
    | "too-many-events";
  /** The HTTP status, the network error's code (operator's feeds), or the count of events. */
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
  /** Events outside the nights a feed may block, left out or cut; absent when none. */
  outsideWindow?: OutsideWindow;
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
    maxEvents: maxFeedEvents.toLocaleString("de-DE"),
  });
}

/** The owners' words for what a successful fetch changed. */
export function describeReport(report: SyncReport): string {
  if (report.notModified) return t.notModified;
  const { added, changed, removed, unchanged } = report;
  return fill(t.report, { added, changed, removed, unchanged });
}

/** The owners' note on events outside the window, or null when every event fitted. */
export function describeOutsideWindow(report: SyncReport): string | null {
  const outside = report.outsideWindow;
  if (!outside) return null;
  return fill(t.outsideWindow, {
    ignored: outside.ignored,
    clipped: outside.clipped,
    from: formatDate("de", outside.start),
    to: formatDate("de", outside.end),
  });
}
