import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { e2eBuildDir, e2eMigratedDataDir } from "../../../scripts/e2e-sites.mjs";
import { freePort, listensOn } from "../../support/ports";
import { serverLogFile } from "../../support/server-logs";

const root = resolve(import.meta.dirname, "../../..");

/** A data folder of its own, starting from a copy of the run's migrated database. */
export function newDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), "site-data-"));
  cpSync(e2eMigratedDataDir, dataDir, { recursive: true });
  return dataDir;
}

export interface SiteProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts another instance of the built site, e.g. to kill it or to start it twice. */
export async function startSite(
  env: Record<string, string>,
  options: { waitUntilHealthy?: boolean } = {},
): Promise<SiteProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      return await startSiteOn(port, env, options);
    } catch (error) {
      // Another server of the run took the port between its choice and the site's start (the
      // site says so and exits): the next free port, a few times.
      const taken = error instanceof Error && error.message.includes("the port is already in use");
      if (!taken || attempt === 3) throw error;
    }
  }
}

async function startSiteOn(
  port: number,
  env: Record<string, string>,
  options: { waitUntilHealthy?: boolean },
) {
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR: e2eBuildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      LOG_REQUESTS: "0",
      SMTP_URL: "",
      DATABASE_URL: "",
      // PostgreSQL refuses to start without a shared session secret; harmless on PGlite.
      AUTH_SECRET: "e2e-session-secret-for-the-test-processes-only",
      INQUIRY_RATE_LIMIT: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logFile = serverLogFile(`site-${port}`);
  const keep = (chunk: Buffer) => {
    output += chunk;
    appendFileSync(logFile, chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  const site: SiteProcess = { url, child, output: () => output, exited };
  if (options.waitUntilHealthy !== false) await waitUntilHealthy(site, port);
  return site;
}

/** Waits until the site says it listens on `port` (so it, not another, answers) and is healthy. */
async function waitUntilHealthy(site: SiteProcess, port: number, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (site.child.exitCode !== null) throw new Error(`site exited early:\n${site.output()}`);
    try {
      if (listensOn(site.output(), port) && (await fetch(`${site.url}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`site not healthy after ${timeoutMs} ms:\n${site.output()}`);
}

/**
 * Stops a site, once the browser pages still showing it (`leaving`) have left it: an admin page
 * left open goes on asking its server for React Router's route manifest, and a fetch that finds
 * the server gone is a console error, which fails the test or not depending on when it comes.
 */
export async function stopSite(site: SiteProcess, leaving: Page[] = []) {
  for (const page of leaving) await page.goto("about:blank");
  if (site.child.exitCode === null) site.child.kill("SIGTERM");
  await site.exited;
}
