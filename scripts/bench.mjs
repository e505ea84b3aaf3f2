// `npm run bench`: what visitors feel, measured on a production build with a fresh embedded
// database seeded with a realistic year. Prints a table and writes bench/results.json.
// Needs a quiet machine; not part of `npm test`. `BENCH_ONLY=lighthouse` measures the pages in
// Chromium and skips everything after.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { setPriority, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { measurePhoneVisits, printPhoneVisits } from "./bench-phone.mjs";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

const root = resolve(import.meta.dirname, "..");
// Every public page in each language, named explicitly: the Chrome profile keeps the language
// cookie of the run before, which would otherwise choose the language of an unnamed one.
const languages = ["de", "en", "it"];
const pages = ["/", "/buchung", "/familienurlaub", "/gaesteinformationen"].flatMap((path) =>
  languages.map((language) => `${path}?lng=${language}`),
);
const buildDir = "build-bench";
const onlyLighthouse = process.env.BENCH_ONLY === "lighthouse";
if (process.env.BENCH_ONLY && !onlyLighthouse) {
  console.error(`BENCH_ONLY: "${process.env.BENCH_ONLY}" is not "lighthouse"`);
  process.exit(1);
}

/**
 * The guest's own page of the seeded stay with an accepted offer, by the name the results give
 * it: its secret code is new on every run, so the name leaves it out.
 */
const guestPageName = (language) => `/aufenthalt?code=…&lng=${language}`;
/** SEO audits a page fails on purpose: the guest's page is `noindex`. */
const expectedFailures = (name) => (name.startsWith("/aufenthalt?") ? ["is-crawlable"] : []);

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

/** Milliseconds of `run`, which answers on localhost: the server's time plus a loopback hop. */
async function timed(run) {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];

/** An owner's session on the server at `base`: `page(path)` loads an admin page as text. */
async function adminSession(base) {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      email: serverEnv.ADMIN_EMAIL,
      password: serverEnv.ADMIN_PASSWORD,
    }),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const admin = { cookie, origin: base };
  /** The answer's headers, for its time to first byte; `.text()` then reads the rest. */
  const open = (path) =>
    fetch(base + path, { headers: admin }).then((response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response;
    });
  return { admin, open, page: (path) => open(path).then((response) => response.text()) };
}

async function measureInbox() {
  const { admin, page } = await adminSession(base);
  await page("/admin/anfragen"); // warm up
  const loads = [];
  let html = "";
  for (let i = 0; i < 20; i++) {
    const { ms, value } = await timed(() => page("/admin/anfragen"));
    loads.push(ms);
    html = value;
  }
  const total = Number(/(\d+) Anfragen/.exec(html)?.[1] ?? 0);

  // Accepting as the browser does: the action, then the list's reload.
  const fresh = await page("/admin/anfragen?status=neu");
  const ids = [...fresh.matchAll(/data-inquiry-id="([\w-]+)"/g)].map((match) => match[1]);
  const accepts = [];
  for (const id of ids.slice(0, 10)) {
    const { ms } = await timed(async () => {
      const answer = await fetch(`${base}/admin/anfragen.data`, {
        method: "POST",
        headers: { ...admin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "accept", id }).toString(),
      });
      if (!answer.ok) throw new Error(`accept: ${answer.status}`);
      await answer.text();
      await page("/admin/anfragen.data?status=neu");
    });
    accepts.push(ms);
  }

  return {
    inquiries: total,
    html_bytes: Buffer.byteLength(html),
    // What the compressing server sends (fetch would hand back the body decompressed).
    html_gzip_bytes: gzipSync(html).byteLength,
    server_ms_median: Math.round(median(loads)),
    server_ms_p95: Math.round(p95(loads)),
    accept_ms_median: Math.round(median(accepts)),
    ...(await inboxBesideVisitors()),
  };
}

/** The server's CPU seconds so far and the requests it has answered (its /metrics, local only). */
async function serverCounters(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const sum = (name) =>
    text
      .split("\n")
      .filter((line) => line.startsWith(name))
      .reduce((total, line) => total + Number(line.split(" ").at(-1)), 0);
  return { cpuSeconds: sum("process_cpu_seconds_total"), requests: sum("http_requests_total") };
}

/**
 * A page under load, as browsers ask for it: 10 connections (or `connections`) for 10 s. Besides
 * the latencies, the server's CPU time per request, which other processes on a busy machine
 * change far less than they change the latencies.
 */
async function load(base, path, connections = 10) {
  const before = await serverCounters(base);
  const run = await autocannon({
    url: base + path,
    connections,
    duration: 10,
    // The same load for 5 s first, so that V8 has optimised the paths before they are timed.
    warmup: { connections, duration: 5 },
    headers: { "accept-encoding": "gzip" },
  });
  const after = await serverCounters(base);
  // Less the scrape before, counted once it was answered.
  const requests = after.requests - before.requests - 1;
  return {
    rps: Math.round(run.requests.average),
    p50_ms: run.latency.p50,
    p99_ms: run.latency.p99,
    cpu_ms_per_request: Number(
      (((after.cpuSeconds - before.cpuSeconds) * 1000) / requests).toFixed(2),
    ),
    non_2xx: run.non2xx,
  };
}

/**
 * The home page's p99 alone and while three clients load the inbox over and over (target: at
 * most twice), and the inbox's time to first byte (its frame streams before its rows) and to
 * its last byte, alone and among the three.
 */
async function inboxBesideVisitors() {
  const { open } = await adminSession(base);
  const inbox = async () => {
    const started = performance.now();
    const response = await open("/admin/anfragen");
    const ttfb = performance.now() - started;
    await response.text();
    return { ttfb, full: performance.now() - started };
  };
  for (let i = 0; i < 3; i++) await inbox(); // warm up
  const alone = [];
  for (let i = 0; i < 20; i++) alone.push(await inbox());
  const homeAlone = await load(base, "/");
  let loading = true;
  const among = [];
  const loops = Array.from({ length: 3 }, async () => {
    while (loading) among.push(await inbox());
  });
  const homeWithAdmin = await load(base, "/");
  loading = false;
  await Promise.all(loops);
  const ms = (values) => Math.round(median(values));
  return {
    home_p99_alone_ms: homeAlone.p99_ms,
    home_p99_with_admin_ms: homeWithAdmin.p99_ms,
    inbox_ttfb_ms_median: ms(alone.map((load) => load.ttfb)),
    inbox_ttfb_ms_median_among_3: ms(among.map((load) => load.ttfb)),
    inbox_full_ms_median_among_3: ms(among.map((load) => load.full)),
    inbox_loads_in_10_s: among.length,
  };
}

/**
 * Each speed mechanism of the page delivery (server/page-delivery.ts), measured on the figure it
 * exists for: with it and, right after, without it (BENCH_OFF), each on a fresh server of its
 * own on a copy of the seeded data, so that neither is warmer. docs/decisions/017 records the
 * outcome.
 */
const mechanisms = {
  // A cached public page, many visitors at once.
  "page-cache": { figure: "home page, 10 connections", measure: (base) => load(base, "/") },
  "gzip-once": { figure: "home page, 10 connections", measure: (base) => load(base, "/") },
  // A query parameter the cache does not keep: the home page rendered on every request.
  "public-reads": {
    figure: "home page rendered each time (/?bench=1), 1 connection",
    measure: (base) => load(base, "/?bench=1", 1),
  },
};

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
  BENCH_OFF: "",
  DATABASE_URL: "",
  SMTP_URL: "",
  LOG_REQUESTS: "0",
  INQUIRY_RATE_LIMIT: "1000000",
  ADMIN_EMAIL: "bench-admin@example.com",
  ADMIN_PASSWORD: "bench-admin-password",
};

step("Building for production");
rmSync(resolve(root, buildDir), { recursive: true, force: true });
runOrExit("npx", ["react-router", "build"], { BUILD_DIR: buildDir, NODE_ENV: "production" });

step(
  "Seeding a fresh embedded database: a year of reservations, 5,000 inquiries, reviews, a guest's stay",
);
const seeding = spawnSync("npx", ["tsx", "scripts/seed-demo.ts"], {
  cwd: root,
  env: { ...process.env, ...serverEnv },
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
process.stdout.write(seeding.stdout);
if (seeding.status !== 0) process.exit(seeding.status ?? 1);
// Its last line names the guest's page of the stay it seeded.
const guestPage = /\/aufenthalt\?code=[\w-]+/.exec(seeding.stdout)?.[0];
if (!guestPage) throw new Error("seed-demo named no guest page");
/** Every page Lighthouse measures, by the name the results give it. */
const audited = [
  ...pages.map((path) => [path, path]),
  ...languages.map((language) => [guestPageName(language), `${guestPage}&lng=${language}`]),
];

// PGlite opens a data folder from one process only: the servers that compare mechanisms each get
// a copy of the seeded folder as it was before any server wrote to it.
const seededDir = mkdtempSync(join(tmpdir(), "bench-seeded-"));
cpSync(dataDir, seededDir, { recursive: true });

/** Every server the bench started, stopped with it whatever happens. */
const servers = new Set();
process.on("exit", () => {
  for (const child of servers) child.kill("SIGTERM");
});

/**
 * The bench's build served from `env.DATA_DIR` on `env.PORT`, once it answers. Started from the
 * build itself (not `npm start`), so that sources edited meanwhile never rebuild it mid-run.
 */
async function startServer(env, priority = 0) {
  const entry = pathToFileURL(resolve(root, buildDir, "server", "index.js")).href;
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      "const { runServer } = await import(process.argv[1]); await runServer();",
      entry,
    ],
    { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    // Resolved once it has exited: it may still be writing queued mails into its data folder,
    // which is removed at the end (removing it earlier failed with ENOTEMPTY).
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    return exited;
  };
  if (priority) setPriority(child.pid, priority);
  servers.add(child);
  child.once("exit", () => servers.delete(child));
  await waitFor(`http://127.0.0.1:${env.PORT}/healthz`);
  return stop;
}

step(`Starting the server on ${base}`);
const stopServer = await startServer(serverEnv);
for (const path of pages) await fetch(base + path); // warm up

// Lighthouse and the phone visits load the pages from a server of their own whose main thread
// yields the CPU to Chromium (nice 10): a phone's server runs elsewhere, while here its work
// would take turns with the browser's main thread on two cores and count as the page's blocking
// time (the home page's median TBT in Lighthouse fell from 340 to 109 ms with this server and
// Lighthouse at nice 10).
const yieldingPriority = 10;
const pagesServer = await serverOnCopy({ priority: yieldingPriority });
const pagesBase = pagesServer.base;

const results = {
  lighthouse: {},
  js_gzip_bytes: {},
  transfer_bytes: {},
  third_party_requests: {},
  guest_page_referrer_policy: {},
  throughput: {},
  inquiry_p99_ms: null,
  inquiry_plain_post_p99_ms: null,
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

// One Lighthouse run varies with whatever else the machine does: each page is measured
// LIGHTHOUSE_RUNS times (3 by default) and the run Lighthouse itself picks as the median
// (closest to the median FCP and TTI) is reported, with the range of the performance scores
// beside it. Lighthouse runs in a process of its own at a lower priority than Chromium (see
// scripts/bench-lighthouse.mjs), and the pages come from the lower-priority pages server.
const lighthouseOut = join(mkdtempSync(join(tmpdir(), "bench-lighthouse-")), "runs.json");
const auditor = spawn(
  process.execPath,
  [
    resolve(root, "scripts/bench-lighthouse.mjs"),
    JSON.stringify({
      port: debuggingPort,
      runs: Number(process.env.LIGHTHOUSE_RUNS ?? 3),
      pages: audited.map(([name, path]) => [name, pagesBase + path]),
      out: lighthouseOut,
    }),
  ],
  { stdio: "inherit" },
);
setPriority(auditor.pid, yieldingPriority);
const auditorCode = await new Promise((done) => auditor.once("exit", done));
if (auditorCode !== 0) throw new Error(`Lighthouse ended with ${auditorCode}`);
const lighthouseRuns = JSON.parse(readFileSync(lighthouseOut, "utf8"));
rmSync(dirname(lighthouseOut), { recursive: true, force: true });
for (const [name] of audited) {
  const { lhr, performanceScores } = lighthouseRuns[name];
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id)
    .filter((id) => !expectedFailures(name).includes(id));
  const seoAudits = new Set(lhr.categories.seo?.auditRefs.map((ref) => ref.id));
  results.lighthouse[name] = {
    performance: score("performance"),
    performance_range: `${Math.min(...performanceScores)}–${Math.max(...performanceScores)}`,
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    // What fails of the SEO category besides what the page fails on purpose (a noindex page
    // scores below 100 with nothing else wrong).
    seo_failing: failing.filter((id) => seoAudits.has(id)),
    lcp_ms: Math.round(metric("largest-contentful-paint")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    tbt_ms: Math.round(metric("total-blocking-time")),
    // Lighthouse's own CPU benchmark at that run: it falls when something else uses the cores
    // (about 2,500 on this 2-core machine when quiet, under 1,000 when tests run beside it).
    cpu_benchmark: Math.round(lhr.environment.benchmarkIndex),
  };
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  results.js_gzip_bytes[name] = requests
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  results.transfer_bytes[name] = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  // Requests over the network to anywhere but the site (data: and blob: URLs go nowhere).
  results.third_party_requests[name] = requests.filter(
    (r) => /^(https?|wss?):/.test(r.url) && new URL(r.url).origin !== pagesBase,
  ).length;
  if (failing.length) console.log(`  ${name}: failing audits: ${failing.join(", ")}`);
}
chrome.kill();
for (const language of languages) {
  const answer = await fetch(`${base}${guestPage}&lng=${language}`);
  results.guest_page_referrer_policy[guestPageName(language)] =
    answer.headers.get("referrer-policy");
}

// What /buchung's first interaction loads: its island's script (app/islands/), one module.
const bookingHtml = await (await fetch(`${base}/buchung`)).text();
const deferredModules = [...bookingHtml.matchAll(/ data-island-script="([^"]+)"/g)].map(
  (match) => match[1],
);
if (deferredModules.length === 0) throw new Error("/buchung names no island script");
let deferredBytes = 0;
for (const path of deferredModules) {
  deferredBytes += gzipSync(Buffer.from(await (await fetch(base + path)).arrayBuffer())).length;
}
results.booking_first_interaction_js_gzip_bytes = deferredBytes;
if (onlyLighthouse) await finish();

step("/buchung and / on a phone: Slow 4G, 4× CPU, touch (load, scroll, tap two dates)");
results.phone = await measurePhoneVisits(pagesBase);
await pagesServer.stop();

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

step("The owners' inbox with 5,000 inquiries: size, server time, accepting, public p99 meanwhile");
results.admin_inbox = await measureInbox();

/**
 * A fresh, warmed-up server on a copy of the seeded data, with mechanism `off` turned off and its
 * main thread at `priority`; its base URL and stop (which removes the copy).
 */
async function serverOnCopy({ off = "", priority = 0 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), `bench-data-${off || "all-on"}-`));
  cpSync(seededDir, dir, { recursive: true });
  const serverPort = await freePort();
  const serverBase = `http://127.0.0.1:${serverPort}`;
  const stop = await startServer(
    {
      ...serverEnv,
      DATA_DIR: dir,
      PORT: String(serverPort),
      SITE_URL: serverBase,
      BENCH_OFF: off,
    },
    priority,
  );
  for (const path of pages) await fetch(serverBase + path);
  return {
    base: serverBase,
    stop: () => stop().then(() => rmSync(dir, { recursive: true, force: true })),
  };
}

step("Each speed mechanism on and off (BENCH_OFF), each on a fresh server");
results.mechanisms = {};
for (const [name, { figure, measure }] of Object.entries(mechanisms)) {
  console.log(`  ${name}: ${figure}`);
  const [withIt, without] = await Promise.all([serverOnCopy(), serverOnCopy({ off: name })]);
  const on = await measure(withIt.base);
  const off = await measure(without.base);
  await Promise.all([withIt.stop(), without.stop()]);
  results.mechanisms[name] = { figure, on, off };
}

step("Inquiry submissions at 20 per second (autocannon: each second's posts back to back)");
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
// autocannon's warm-up runs the same load for 5 s (100 posts) before it samples. Ten sequential
// posts were not enough: V8 had not yet optimised the action's paths, and the first second's
// bursts alone (the slowest eight posts of a run) decided the p99.
const postInquiries = (path) =>
  autocannon({
    url: `${base}${path}`,
    method: "POST",
    overallRate: 20,
    connections: 4,
    duration: 15,
    warmup: { duration: 5 },
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: form.toString(),
  });
// As the booking island sends the form (JSON answer), then as a browser without JavaScript
// does (the whole page rendered with the answer).
const inquiries = await postInquiries("/api/inquiry");
results.inquiry_p99_ms = inquiries.latency.p99;
results.inquiry_non_2xx = inquiries.non2xx;
const plainPosts = await postInquiries("/buchung");
results.inquiry_plain_post_p99_ms = plainPosts.latency.p99;
results.inquiry_plain_post_non_2xx = plainPosts.non2xx;

step("Channel sync: a feed of 500 events, then the hostile feeds, into a fresh embedded database");
const channelSync = spawnSync("npx", ["tsx", "scripts/bench-channel-sync.ts"], {
  cwd: root,
  // The production build, for the public pages with a hostile feed's block stored.
  env: { ...process.env, BUILD_DIR: buildDir },
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
if (channelSync.status !== 0) process.exit(channelSync.status ?? 1);
// Its last line is the result; the lines before are the server's log.
results.channel_sync = JSON.parse(channelSync.stdout.trim().split("\n").at(-1));

await finish();

/** Stops the server, writes and prints what was measured, cleans up and ends the run. */
async function finish() {
  await stopServer();
  await pagesServer.stop();
  mkdirSync(resolve(root, "bench"), { recursive: true });
  writeFileSync(resolve(root, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);

  step("Results (bench/results.json)");
  console.table(
    Object.fromEntries(
      audited.map(([name]) => {
        const { seo_failing: _, ...scores } = results.lighthouse[name];
        return [
          name,
          {
            ...scores,
            js_gzip_kb: +(results.js_gzip_bytes[name] / 1024).toFixed(1),
            transfer_kb: +(results.transfer_bytes[name] / 1024).toFixed(1),
            third_party: results.third_party_requests[name],
          },
        ];
      }),
    ),
  );
  const seoFailing = Object.entries(results.lighthouse)
    .filter(([, page]) => page.seo_failing.length > 0)
    .map(([name, page]) => `${name}: ${page.seo_failing.join(", ")}`);
  console.log(
    `Failing SEO audits (not counting is-crawlable of the guest's noindex page): ${seoFailing.join("; ") || "none"}`,
  );
  console.log(
    `The guest's page answers with Referrer-Policy: ${Object.values(results.guest_page_referrer_policy).join(" / ")} (de / en / it)`,
  );
  console.log(
    `/buchung's first interaction loads ${(results.booking_first_interaction_js_gzip_bytes / 1024).toFixed(1)} KB of JavaScript (gzip)`,
  );
  if (!onlyLighthouse) reportBeyondLighthouse();
  for (const dir of [dataDir, seededDir]) rmSync(dir, { recursive: true, force: true });
  rmSync(chromeProfile, { recursive: true, force: true });
  process.exit(0);
}

/** What the run measured after Lighthouse (none of it with BENCH_ONLY=lighthouse). */
function reportBeyondLighthouse() {
  printPhoneVisits(results.phone);
  console.table(results.throughput);
  console.log(
    `inquiry p99 at 20/s: ${results.inquiry_p99_ms} ms (non-2xx: ${results.inquiry_non_2xx}); ` +
      `without JavaScript (/buchung): ${results.inquiry_plain_post_p99_ms} ms ` +
      `(non-2xx: ${results.inquiry_plain_post_non_2xx})`,
  );
  const inbox = results.admin_inbox;
  console.log(
    `/admin/anfragen with ${inbox.inquiries} inquiries: ${(inbox.html_bytes / 1024).toFixed(1)} KB HTML (${(inbox.html_gzip_bytes / 1024).toFixed(1)} KB gzip, target < 150 KB), server ${inbox.server_ms_median} ms median / ${inbox.server_ms_p95} ms p95 (target < 150 ms), accept ${inbox.accept_ms_median} ms median incl. the list's reload (target < 300 ms); home p99 ${inbox.home_p99_alone_ms} ms alone, ${inbox.home_p99_with_admin_ms} ms while three clients load the list (target at most twice); its first byte ${inbox.inbox_ttfb_ms_median} ms alone, ${inbox.inbox_ttfb_ms_median_among_3} ms among the three`,
  );
  console.log(
    `channel sync of ${results.channel_sync.events} events: first ${results.channel_sync.first_sync_ms} ms, all moved ${results.channel_sync.moved_sync_ms} ms (target < 2000 ms)`,
  );
  console.table(results.channel_sync.hostile_sync);
  console.table(results.channel_sync.hostile_page_first_render_ms);
  console.log("Each speed mechanism on and off, on the figure it exists for (docs/decisions/017):");
  console.table(
    Object.fromEntries(
      Object.entries(results.mechanisms).flatMap(([name, { on, off }]) =>
        Object.keys(on).map((figure) => [
          `${name}: ${figure}`,
          { on: on[figure], off: off[figure] },
        ]),
      ),
    ),
  );
}
