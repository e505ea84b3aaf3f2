import { describe, expect, it } from "vitest";
import { type CachedPage, createPageCache, publicPageKey } from "./page-cache";

const page = (body: string): CachedPage => ({ status: 200, headers: [], body });
const url = (path: string) => new URL(path, "https://almblick.example");

describe("page cache", () => {
  it("serves a page only at the version it was rendered at", () => {
    const cache = createPageCache(async () => 1);
    cache.set("a", 1, page("one"));
    expect(cache.get("a", 1)?.body).toBe("one");
    expect(cache.get("a", 2)).toBeUndefined();
  });

  it("still has the page last kept when no version can be read (the database is away)", () => {
    const cache = createPageCache(async () => 1);
    cache.set("a", 1, page("a1"));
    expect(cache.latest("a")?.body).toBe("a1");
    expect(cache.latest("b")).toBeUndefined();
  });

  it("forgets every page once a page of a newer version is stored", () => {
    const cache = createPageCache(async () => 1);
    cache.set("a", 1, page("a1"));
    cache.set("b", 2, page("b2"));
    expect(cache.get("b", 2)?.body).toBe("b2");
    expect(cache.get("a", 2)).toBeUndefined();
  });

  it("asks the database once for concurrent requests", async () => {
    let reads = 0;
    const cache = createPageCache(async () => {
      reads += 1;
      return 7;
    });
    expect(await Promise.all([cache.version(), cache.version(), cache.version()])).toEqual([
      7, 7, 7,
    ]);
    expect(reads).toBe(1);
    await cache.version();
    expect(reads).toBe(2);
  });

  it("keeps at most 200 pages, dropping the least recently used", () => {
    const cache = createPageCache(async () => 1);
    for (let i = 0; i < 200; i++) cache.set(`p${i}`, 1, page(String(i)));
    expect(cache.get("p0", 1)?.body).toBe("0");
    cache.set("p200", 1, page("200"));
    expect(cache.get("p0", 1)?.body).toBe("0");
    expect(cache.get("p1", 1)).toBeUndefined();
  });
});

describe("which requests are cached", () => {
  it("keys the public pages by path, known parameters, language and day", () => {
    expect(publicPageKey(url("/"), "de", "2026-11-22")).toBe("/?|de|2026-11-22");
    expect(publicPageKey(url("/?month=2027-07&lng=it"), "it", "2026-11-22")).toBe(
      "/?lng=it&month=2027-07|it|2026-11-22",
    );
    expect(publicPageKey(url("/buchung"), "en", "2026-11-23")).toBe("/buchung?|en|2026-11-23");
  });

  it("renders anything else fresh: other paths, unknown or malformed parameters", () => {
    expect(publicPageKey(url("/admin"), "de", "2026-11-22")).toBeNull();
    expect(publicPageKey(url("/buchung.data"), "de", "2026-11-22")).toBeNull();
    expect(publicPageKey(url("/?utm_source=x"), "de", "2026-11-22")).toBeNull();
    expect(publicPageKey(url("/?month=<script>"), "de", "2026-11-22")).toBeNull();
  });
});
