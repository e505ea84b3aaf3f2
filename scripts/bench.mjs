// `npm run bench`: what visitors feel, measured on a production build with a fresh embedded
// database seeded with a realistic year. Prints a table and writes bench/results.json.
// Needs a quiet machine; not part of `npm test`.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

const root = resolve(import.meta.dirname, "..");
const pages = ["/", "/buchung", "/familienurlaub", "/gaesteinformationen"];
const buildDir = "build-bench";

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

function step(message) {
  console.log(`\n▸ ${message}`);
}

function runOrExit(command, args, env) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const serverEnv = {
  NODE_ENV: "production",
  BUILD_DIR: buildDir,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: "127.0.0.1",
  SITE_URL: base,
  DATABASE_URL: "",
  SMTP_URL: "",
  LOG_REQUESTS: "0",
  INQUIRY_RATE_LIMIT: "1000000",
};

step("Building for production");
rmSync(resolve(root, buildDir), { recursive: true, force: true });
runOrExit("npx", ["react-router", "build"], { BUILD_DIR: buildDir, NODE_ENV: "production" });

step("Seeding a fresh embedded database with a year of reservations");
runOrExit("npx", ["tsx", "scripts/seed-demo.ts"], serverEnv);

step(`Starting the server on ${base}`);
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: { ...process.env, ...serverEnv },
  stdio: ["ignore", "ignore", "inherit"],
});
const stopServer = () => server.kill("SIGTERM");
process.on("exit", stopServer);
await waitFor(`${base}/healthz`);
for (const path of pages) await fetch(base + path); // warm up

const results = {
  lighthouse: {},
  js_gzip_bytes: {},
  transfer_bytes: {},
  throughput: {},
  inquiry_p99_ms: null,
};

step("Lighthouse (mobile defaults, system Chromium)");
const debuggingPort = await freePort();
const chromeProfile = mkdtempSync(join(tmpdir(), "bench-chrome-"));
const chrome = spawn(
  chromiumPath,
  [
    ...chromiumFlags,
    `--remote-debugging-port=${debuggingPort}`,
    `--user-data-dir=${chromeProfile}`,
    "about:blank",
  ],
  { stdio: "ignore" },
);
process.on("exit", () => chrome.kill());
await waitFor(`http://127.0.0.1:${debuggingPort}/json/version`);

for (const path of pages) {
  const { lhr } = await lighthouse(base + path, {
    port: debuggingPort,
    output: "json",
    logLevel: "error",
  });
  if (lhr.runtimeError) console.log(`  ${path}: Lighthouse error: ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  results.lighthouse[path] = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcp_ms: Math.round(metric("largest-contentful-paint")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    tbt_ms: Math.round(metric("total-blocking-time")),
  };
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  results.js_gzip_bytes[path] = requests
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  results.transfer_bytes[path] = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  if (failing.length) console.log(`  ${path}: failing audits: ${failing.join(", ")}`);
}
chrome.kill();

step("Throughput: home page, availability API, one fingerprinted static asset");
const html = await (await fetch(base + "/")).text();
const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
const targets = { home: "/", availability_api: "/api/availability", static_asset: asset };
for (const [name, path] of Object.entries(targets)) {
  const run = await autocannon({
    url: base + path,
    connections: 10,
    duration: 10,
    headers: { "accept-encoding": "gzip" },
  });
  results.throughput[name] = {
    rps: Math.round(run.requests.average),
    p50_ms: run.latency.p50,
    p99_ms: run.latency.p99,
    non_2xx: run.non2xx,
  };
}
for (const entry of Object.values(results.throughput)) {
  entry.ratio_to_static = Number((entry.rps / results.throughput.static_asset.rps).toFixed(3));
}

step("Inquiry submissions at a steady 20 per second");
const year = new Date().getFullYear() + 1;
const form = new URLSearchParams({
  first_name: "Bench",
  last_name: "Mark",
  contact_email: "bench@example.com",
  country_code: "+43",
  phone: "6641234567",
  adults: "2",
  children: "1",
  message: "Benchmark",
  preferred_start_date: `${year}-06-10`,
  preferred_end_date: `${year}-06-15`,
});
const inquiries = await autocannon({
  url: `${base}/buchung`,
  method: "POST",
  overallRate: 20,
  connections: 4,
  duration: 15,
  headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
  body: form.toString(),
});
results.inquiry_p99_ms = inquiries.latency.p99;
results.inquiry_non_2xx = inquiries.non2xx;

// Wait until it has exited: it may still be writing queued mails into the data folder,
// which is removed at the end (removing it earlier failed with ENOTEMPTY).
const serverExited =
  server.exitCode !== null || server.signalCode !== null
    ? Promise.resolve()
    : new Promise((done) => server.once("exit", done));
stopServer();
await serverExited;
mkdirSync(resolve(root, "bench"), { recursive: true });
writeFileSync(resolve(root, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);

step("Results (bench/results.json)");
console.table(
  Object.fromEntries(
    pages.map((path) => [
      path,
      {
        ...results.lighthouse[path],
        js_gzip_kb: +(results.js_gzip_bytes[path] / 1024).toFixed(1),
        transfer_kb: +(results.transfer_bytes[path] / 1024).toFixed(1),
      },
    ]),
  ),
);
console.table(results.throughput);
console.log(
  `inquiry p99 at 20/s: ${results.inquiry_p99_ms} ms (non-2xx: ${results.inquiry_non_2xx})`,
);
rmSync(dataDir, { recursive: true, force: true });
rmSync(chromeProfile, { recursive: true, force: true });
process.exit(0);
