// Debian's Chromium, as the tests and the benchmark start it. Nothing downloads a browser here;
// without the background-networking flags Chromium keeps trying to reach Google's hosts.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
