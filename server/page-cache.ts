import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "./db/client";

/**
 * Rendered public pages, kept in memory per instance. A page is served from here only while the
 * database's public-pages version (bumped by triggers on every table whose rows the public pages
 * show) is the one it was rendered at, so a write through any instance empties every cache at
 * that instance's next request.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** Without a nonce: the public pages run no inline script, so a page is the same for everyone. */
  body: string;
  /** Gzipped once, when kept. */
  gzipped?: Buffer<ArrayBuffer>;
}

export interface PageCache {
  /** The current version, read from the database at most once at a time (concurrent callers share it). */
  version(): Promise<number>;
  get(key: string, version: number): CachedPage | undefined;
  /** The page last kept under `key`, whatever version it was rendered at. */
  latest(key: string): CachedPage | undefined;
  set(key: string, version: number, page: CachedPage): void;
}

/** Bounds the memory a flood of distinct URLs can take: oldest pages are dropped first. */
const maxPages = 200;
const maxPageBytes = 512 * 1024;

export function createPageCache(readVersion: () => Promise<number>): PageCache {
  let pages = new Map<string, CachedPage>();
  let pagesVersion = -1;
  let pending: Promise<number> | null = null;

  return {
    version() {
      pending ??= readVersion().finally(() => {
        pending = null;
      });
      return pending;
    },
    get(key, version) {
      if (version !== pagesVersion) return undefined;
      const page = pages.get(key);
      if (page) {
        // Most recently used last, so eviction drops the least used.
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    latest(key) {
      return pages.get(key);
    },
    set(key, version, page) {
      if (page.body.length > maxPageBytes) return;
      if (version !== pagesVersion) {
        pages = new Map();
        pagesVersion = version;
      }
      pages.set(key, page);
      if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
    },
  };
}

/** The public-pages version of the database (0 before the first change). */
export async function readPublicPagesVersion(db: Database): Promise<number> {
  const [row] = await rowsOf<{ version: string | number }>(
    db,
    sql`select version from public_pages_version where id = 1`,
  );
  return Number(row?.version ?? 0);
}

const cacheableParams: Record<string, RegExp> = {
  lng: /^[a-z]{2}$/,
  month: /^\d{4}-\d{2}$/,
};

/**
 * The cache key of a public page request, or null when it must be rendered fresh: only the
 * plain public pages, with no parameters but the ones they read (anything else would let any
 * visitor fill the cache with variants).
 */
export function publicPageKey(url: URL, language: string, today: string): string | null {
  if (!cacheablePaths.has(url.pathname)) return null;
  const params = [...url.searchParams.entries()];
  for (const [name, value] of params) {
    if (!cacheableParams[name]?.test(value)) return null;
  }
  const search = params
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("&");
  return `${url.pathname}?${search}|${language}|${today}`;
}

const cacheablePaths = new Set(["/", "/familienurlaub", "/gaesteinformationen", "/buchung"]);
