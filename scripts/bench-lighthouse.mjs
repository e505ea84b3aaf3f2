// Lighthouse for the bench, in a process of its own so that the bench can give it a lower CPU
// priority than the browser it drives: on a 2-core machine its own work otherwise takes turns
// with Chromium's main thread and shows up in the page's blocking time. Reads one JSON argument
// { port, runs, pages: [[name, url]], out } and writes, for each page, the run that
// Lighthouse's computeMedianRun picks and every run's performance score to `out`.
import { writeFileSync } from "node:fs";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

const { port, runs, pages, out } = JSON.parse(process.argv[2]);
const measured = {};
for (const [name, url] of pages) {
  // A visitor of the language the URL names.
  const language = new URL(url).searchParams.get("lng");
  const lhrs = [];
  for (let run = 0; run < runs; run++) {
    const { lhr } = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      extraHeaders: { "Accept-Language": language },
    });
    // Now and then Chromium's trace misses the navigation (NO_NAVSTART): that run is left out.
    if (lhr.runtimeError) console.log(`  ${name}: Lighthouse error: ${lhr.runtimeError.message}`);
    else lhrs.push(lhr);
  }
  if (lhrs.length === 0) throw new Error(`${name}: no Lighthouse run completed`);
  measured[name] = {
    lhr: computeMedianRun(lhrs),
    performanceScores: lhrs.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
  };
}
writeFileSync(out, JSON.stringify(measured));
