// The booking page as a family on a mid-range phone feels it, and what blocks the home page's main
// thread on such a phone's CPU. Part of `npm run bench`; alone, against a running production
// server: `node scripts/bench-phone.mjs http://127.0.0.1:3000`.
//
// /buchung starts its island at the first touch (docs/decisions/021), which Lighthouse never
// makes: so this drives the page as a visitor does, in the system Chromium emulating a phone, and
// reports what the first touch costs.
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

/** Each figure is the median of this many visits, each in a fresh context with an empty cache. */
const runs = 3;

/** A mid-range Android phone (Galaxy A51's screen): a 412 px wide touch screen. */
const phone = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  locale: "de-AT",
};

/**
 * Lighthouse's mobile network, "Slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (in
 * bytes per second here). Chromium applies the latency once per request, which matches a phone
 * whose connections are already open: by the first touch the page's own requests have opened
 * them, and the first touch's JavaScript is what this measures.
 */
const slow4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Lighthouse's mobile CPU: four times slower than this machine's. */
const cpuSlowdown = 4;

/** What the family should feel (issue 22). */
const phoneTargets = {
  js_kb_before_usable: 100,
  usable_after_touch_ms: 1500,
  max_input_delay_ms: 200,
  cls: 0.1,
};

/**
 * Registered before any of the page's scripts: the first interaction's time, the taps' event
 * timings (as INP takes them), the layout shifts and the long tasks of the whole visit.
 */
function observeVisit() {
  const visit = { firstTouch: null, events: [], shifts: [], longTasks: [] };
  window.__visit = visit;
  // What starts /buchung's island (app/enhance/islands.ts), timed when it happens.
  for (const type of ["touchstart", "pointerdown", "scroll", "wheel", "keydown"]) {
    window.addEventListener(
      type,
      (event) => {
        visit.firstTouch ??= event.timeStamp;
      },
      { capture: true, passive: true, once: true },
    );
  }
  const observe = (type, into, options = {}) =>
    new PerformanceObserver((list) => into.push(...list.getEntries())).observe({
      type,
      buffered: true,
      ...options,
    });
  observe("event", visit.events, { durationThreshold: 16 });
  observe("layout-shift", visit.shifts);
  observe("longtask", visit.longTasks);
}

/**
 * On /buchung: when the island's picker has been drawn in place of the plain date fields, and when
 * each change of the chosen range has been. Timed in the page, in a task right after the frame
 * that shows it, not when the bench gets to look (a round trip that waits while the page is busy).
 */
function observePicker() {
  const visit = window.__visit;
  visit.rangeChanges = [];
  const afterPaint = (record) =>
    requestAnimationFrame(() => setTimeout(() => record(performance.now())));
  new MutationObserver((_, observer) => {
    const range = document.querySelector('[data-testid="selected-range"]');
    if (!range) return;
    observer.disconnect();
    afterPaint((time) => {
      visit.pickerShown = time;
    });
    new MutationObserver(() => afterPaint((time) => visit.rangeChanges.push(time))).observe(range, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  }).observe(document, { childList: true, subtree: true });
}

/** What the observers saw, once the last interaction's entries have been delivered. */
function readVisit() {
  return new Promise((done) =>
    // Event timings are reported after the next paint; two frames and a task later they are in.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const { firstTouch, pickerShown, rangeChanges, events, shifts, longTasks } =
            window.__visit;
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
          done({
            firstTouch,
            pickerShown,
            rangeChanges,
            fcp,
            // INP counts the events of interactions (taps, clicks, keys), not scrolling.
            inputDelays: events.filter((e) => e.interactionId > 0).map((e) => e.duration),
            // Shifts within half a second of a tap are the tap's answer, not a surprise.
            layoutShift: shifts.filter((s) => !s.hadRecentInput).reduce((t, s) => t + s.value, 0),
            longTasks: longTasks.map((t) => ({ start: t.startTime, duration: t.duration })),
          });
        }, 50),
      ),
    ),
  );
}

/** A fresh phone (context, page) on Slow 4G with the CPU slowed, and its scripts' transfer. */
async function openPhone(browser) {
  const context = await browser.newContext({
    ...phone,
    userAgent: `Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Mobile Safari/537.36`,
  });
  await context.addInitScript(observeVisit);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", slow4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  // Every script the page loads: its path and bytes on the wire (compressed body and headers).
  const urls = new Map();
  const scripts = [];
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (type === "Script") urls.set(requestId, new URL(response.url).pathname);
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const path = urls.get(requestId);
    if (path) scripts.push({ path, bytes: encodedDataLength });
  });
  return { context, page, cdp, scripts };
}

/**
 * A finger scrolling the page by 300 px, above the consent banner that a first visit shows at
 * the bottom, and resting a moment before it lifts. Lifted while still moving, it flicks: the
 * page glides on for up to a second, and a tap in that time only stops the glide, as on a phone,
 * so the bench saw a tap that chose nothing. (Chromium's synthesized scroll gesture delivers the
 * touches but scrolls nothing in a headless browser.)
 */
async function swipeUp(cdp) {
  const touch = (type, y) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: y === undefined ? [] : [{ x: 206, y }],
    });
  const rest = () => new Promise((resolve) => setTimeout(resolve, 150));
  await touch("touchStart", 500);
  for (let y = 470; y >= 200; y -= 30) await touch("touchMove", y);
  await rest();
  await touch("touchMove", 200);
  await rest();
  await touch("touchEnd");
}

/**
 * In the page: where a finger taps next to choose a day after `after`, as arrival or, once one is
 * chosen, as departure: the first shown day the picker offers (open, or pre-reserved, which can
 * still be asked for), or the next month's button while the shown month has none. Scrolled at
 * once to the middle of the screen (the page scrolls smoothly, and a tap mid-scroll would land
 * beside it); with what `selected-range` says before the tap. All in one evaluation, as the page
 * may be busy and each one waits for it.
 */
function nextTap(after) {
  const [day] = [...document.querySelectorAll('[data-day] button:not([aria-disabled="true"])')]
    .filter((button) => ["open", "preReserved"].includes(button.firstElementChild?.dataset.state))
    .map((button) => button.closest("[data-day]").dataset.day)
    .filter((candidate) => candidate > after)
    .sort();
  const target = document.querySelector(day ? `[data-day="${day}"] button` : ".rdp-button_next");
  target.scrollIntoView({ block: "center", behavior: "instant" });
  const box = target.getBoundingClientRect();
  return {
    day,
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
    before: document.querySelector('[data-testid="selected-range"]').textContent,
  };
}

/** A finger's taps until a day after `after` is tapped: that day and what the page said before. */
async function tapOpenDay(page, after = "") {
  for (let month = 0; month < 24; month++) {
    const next = await page.evaluate(nextTap, after);
    await page.touchscreen.tap(next.x, next.y);
    if (next.day) return next;
  }
  throw new Error(`no open day after ${after || "today"} within two years`);
}

/** Resolved once `selected-range` no longer says `text`. */
function changedFrom(page, text) {
  return page.waitForFunction(
    (before) => document.querySelector('[data-testid="selected-range"]')?.textContent !== before,
    text,
    { polling: "raf", timeout: 60_000 },
  );
}

/**
 * One visit to /buchung: load, a finger's scroll (the first interaction, which starts the island),
 * then taps on an arrival and a departure as soon as the picker is there.
 *
 * "Usable" is when the first tap on a day shows in the page (the chosen arrival in the
 * `selected-range` line), not when the island has drawn the picker: what the family sees is its
 * tap answered. The tap comes as soon as an open day's button exists (the picker replaces the plain
 * date fields only once the page is hydrated); between "drawn" and "usable" are the bench's own
 * reaction (a few round trips to the page, longer while it is busy), the wait while the page is
 * still busy (also in the input delay) and the tap's handling. Both times are taken in the page.
 */
async function bookingVisit(browser, base) {
  const { context, page, cdp, scripts } = await openPhone(browser);
  await context.addInitScript(observePicker);
  await page.goto(`${base}/buchung?lng=de`, { waitUntil: "load" });
  const beforeTouch = scripts.length;
  await swipeUp(cdp);

  await page.locator("[data-day]").first().waitFor({ state: "attached", timeout: 60_000 });
  const arrival = await tapOpenDay(page);
  await changedFrom(page, arrival.before);
  const scriptsBeforeUsable = scripts.slice();

  const departure = await tapOpenDay(page, arrival.day);
  await changedFrom(page, departure.before);
  const chosen = await page
    .locator("input[type=hidden][name^=preferred_]")
    .evaluateAll((inputs) => inputs.map((input) => input.value));
  const picked = [arrival.day, departure.day].join("–");
  if (chosen.join("–") !== picked)
    throw new Error(`picked ${picked}, the form holds ${chosen.join("–")}`);

  const visit = await page.evaluate(readVisit);
  await context.close();
  const usableAt = visit.rangeChanges[0];
  return {
    js_bytes_before_usable: scriptsBeforeUsable.reduce((sum, s) => sum + s.bytes, 0),
    picker_shown_after_touch_ms: visit.pickerShown - visit.firstTouch,
    usable_after_touch_ms: usableAt - visit.firstTouch,
    usable_after_navigation_ms: usableAt,
    max_input_delay_ms: Math.max(0, ...visit.inputDelays),
    cls: visit.layoutShift,
    chunks: scriptsBeforeUsable.map((script, index) => ({
      ...script,
      loaded: index < beforeTouch ? "with the page" : "at the first touch",
    })),
  };
}

/**
 * One visit to the home page: its long tasks from navigation until 3 s without one (Lighthouse's
 * quiet window is 5 s of no long task and no network; the home page has no late requests), and
 * their blocking time after the first paint as Lighthouse's Total Blocking Time counts it, and
 * from navigation on (the first paint itself may be behind a long task).
 */
async function homeVisit(browser, base) {
  const { context, page } = await openPhone(browser);
  await page.goto(`${base}/?lng=de`, { waitUntil: "load" });
  await page.waitForFunction(
    () => {
      const loaded = performance.getEntriesByType("navigation")[0].loadEventEnd;
      const ends = window.__visit.longTasks.map((task) => task.startTime + task.duration);
      return performance.now() - Math.max(loaded, ...ends) > 3000;
    },
    null,
    { polling: 250, timeout: 60_000 },
  );
  const visit = await page.evaluate(readVisit);
  await context.close();
  /** Each task's time beyond 50 ms, counting from `from` on. */
  const blockingFrom = (from) =>
    visit.longTasks
      .map(({ start, duration }) => Math.max(0, start + duration - Math.max(start, from) - 50))
      .reduce((sum, ms) => sum + ms, 0);
  return {
    long_tasks: visit.longTasks.length,
    longest_task_ms: Math.max(0, ...visit.longTasks.map((t) => t.duration)),
    blocking_ms: blockingFrom(visit.fcp),
    blocking_from_navigation_ms: blockingFrom(0),
    fcp_ms: visit.fcp,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each numeric figure's median over `visits`, rounded (layout shift to three decimals). */
function medians(visits) {
  const figures = Object.keys(visits[0]).filter((key) => typeof visits[0][key] === "number");
  return Object.fromEntries(
    figures.map((key) => {
      const value = median(visits.map((visit) => visit[key]));
      return [key, key === "cls" ? Number(value.toFixed(3)) : Math.round(value)];
    }),
  );
}

/**
 * /buchung and / as a phone visitor on Slow 4G with a 4× slower CPU, `runs` times each: the
 * medians, every run's figures, and the scripts /buchung loads before its picker works.
 */
export async function measurePhoneVisits(base) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const booking = [];
    const home = [];
    for (let i = 0; i < runs; i++) booking.push(await bookingVisit(browser, base));
    for (let i = 0; i < runs; i++) home.push(await homeVisit(browser, base));
    return {
      load_average: loadavg().map((load) => Number(load.toFixed(2))),
      booking: {
        ...medians(booking),
        runs: booking.map(({ chunks, ...figures }) => figures),
        chunks: booking[0].chunks,
      },
      home: { ...medians(home), runs: home },
    };
  } finally {
    await browser.close();
  }
}

/** The phone figures beside their targets, and where /buchung's script bytes are. */
export function printPhoneVisits({ load_average, booking, home }) {
  const kb = (bytes) => +(bytes / 1024).toFixed(1);
  const t = phoneTargets;
  console.log(
    `/buchung on a phone (Slow 4G, ${cpuSlowdown}× CPU, 412 px touch; median of ${runs}; load average ${load_average.join(" ")}):`,
  );
  console.table({
    "JavaScript before the picker works (KB)": {
      measured: kb(booking.js_bytes_before_usable),
      target: `≤ ${t.js_kb_before_usable}`,
    },
    "picker drawn after the first touch (ms)": { measured: booking.picker_shown_after_touch_ms },
    "picker usable after the first touch (ms)": {
      measured: booking.usable_after_touch_ms,
      target: `≤ ${t.usable_after_touch_ms}`,
    },
    "picker usable after navigation (ms)": { measured: booking.usable_after_navigation_ms },
    "longest input delay of the taps, as INP counts it (ms)": {
      measured: booking.max_input_delay_ms,
      target: `≤ ${t.max_input_delay_ms}`,
    },
    "layout shift across the visit": { measured: booking.cls, target: `< ${t.cls}` },
  });
  console.table(
    booking.chunks
      .toSorted((a, b) => b.bytes - a.bytes)
      .map(({ path, bytes, loaded }) => ({ script: path, kb: kb(bytes), loaded })),
  );
  console.log(
    `/ on the same phone: ${home.long_tasks} long tasks, the longest ${home.longest_task_ms} ms; blocking ${home.blocking_ms} ms after the first paint (${home.fcp_ms} ms), ${home.blocking_from_navigation_ms} ms from navigation (median of ${runs})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const base = process.argv[2];
  if (!base) throw new Error("usage: node scripts/bench-phone.mjs <base URL of a running server>");
  printPhoneVisits(await measurePhoneVisits(base));
}
