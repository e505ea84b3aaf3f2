/**
 * The headers of every file the owners upload (images, the guest-information PDF): cached an
 * hour, never sniffed as another type, and under a sandbox policy with nothing allowed, so a file
 * made to look like a page (a PDF/HTML polyglot, an SVG with script) never runs as a document of
 * the site, even opened directly.
 */
export const uploadHeaders = {
  "Cache-Control": "public, max-age=3600",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
} as const;
