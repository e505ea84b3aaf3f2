// Debian's Chromium, as the tests and the benchmark start it. Nothing downloads a browser here;
// without the background-networking flags Chromium keeps trying to reach Google's hosts.

/** The whole browser: the benchmark measures what a visitor's Chromium does. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The tests' browser: Debian's headless shell (package chromium-headless-shell), the same engine
 * without the desktop browser around it. A browser test took about a third less time in it.
 */
export const testChromiumPath =
  process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
