// The sites the end-to-end tests talk to, one per worker (scripts/e2e-sites.mjs): the run's
// production build, each on a copy of one freshly migrated embedded database with known
// accounts, and a real SMTP server per site that writes every received mail to that site's mail
// folder (tests read them from there). Prints "e2e sites ready" once every site answers.
//
// Each spec file starts on a fresh site: before a file's first test, its worker asks through the
// control socket (tests/e2e/fixtures.ts) and the site is restarted on a new copy of the seeded
// database with an empty mail folder, unless it took no request that could change anything
// since it started (only GET and HEAD: every change, a sign-in included, is another method).
// Files that run after each other on one worker so never see each other's stays, mails or
// settings, whichever worker Playwright gives them.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { cpSync, createWriteStream, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { SMTPServer } from "smtp-server";
import {
  e2eAdmin,
  e2eBuildDir,
  e2eControlSocket,
  e2eDataDir,
  e2eMailDir,
  e2eMigratedDataDir,
  e2ePort,
  e2eRunDir,
  e2eSeededDataDir,
  e2eSites,
  e2eSiteUrl,
} from "./e2e-sites.mjs";
import { buildUnlessShared } from "./test-build.mjs";

const root = resolve(import.meta.dirname, "..");
const sites = Array.from({ length: e2eSites }, (_, site) => site);

// A fresh run: no database, mail, log line or recorded secret of the run before.
rmSync(resolve(e2eRunDir, "server-logs"), { recursive: true, force: true });
rmSync(resolve(e2eRunDir, "seen-secrets.txt"), { force: true });

try {
  await buildUnlessShared(e2eBuildDir);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const siteAdmin = { ADMIN_EMAIL: e2eAdmin.email, ADMIN_PASSWORD: e2eAdmin.password };

// One migrated database, copied for each site and for the instances the tests start.
rmSync(e2eMigratedDataDir, { recursive: true, force: true });
const tsx = (script, dataDir, env = {}) =>
  spawnSync("npx", ["tsx", script], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: String(e2ePort), ...env },
  }).status;
const migrated = tsx("scripts/e2e-migrated-data-dir.ts", e2eMigratedDataDir);
if (migrated !== 0) process.exit(migrated ?? 1);
rmSync(e2eSeededDataDir, { recursive: true, force: true });
cpSync(e2eMigratedDataDir, e2eSeededDataDir, { recursive: true });
// The sites' admin and the admin tests' other accounts (tests/e2e/admin-seed.ts): seeded once, so
// that no site start hashes a password.
const seeded = tsx("tests/e2e/admin-seed.ts", e2eSeededDataDir, siteAdmin);
if (seeded !== 0) process.exit(seeded ?? 1);

async function startSmtp(mailDir) {
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        writeFileSync(join(mailDir, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((done) => smtp.listen(0, "127.0.0.1", done));
  return smtp;
}

// The sites' output goes to the run's server-log folder, checked at the end of the run
// (tests/support/server-logs.ts); their errors also reach the test runner's output.
const logDir = resolve(e2eRunDir, "server-logs");
mkdirSync(logDir, { recursive: true });

/** Starts site `site`'s server on a fresh copy of the seeded database, with an empty mail folder. */
function startServer(site, smtp) {
  rmSync(e2eDataDir(site), { recursive: true, force: true });
  cpSync(e2eSeededDataDir, e2eDataDir(site), { recursive: true });
  rmSync(e2eMailDir(site), { recursive: true, force: true });
  mkdirSync(e2eMailDir(site), { recursive: true });
  const port = e2ePort + site;
  const siteLog = createWriteStream(join(logDir, `e2e-site-${site}.log`), { flags: "a" });
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: e2eBuildDir,
      DATA_DIR: e2eDataDir(site),
      SITE_URL: e2eSiteUrl(site),
      SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
      OWNER_EMAIL: "owner@example.com",
      ...siteAdmin,
      SOCIAL_PROFILE_URL: "https://social.example.com/almblick",
      SOCIAL_FEED_EMBED_URL: "https://social.example.com/almblick/embed",
      ANALYTICS_ID: "G-TEST12345",
      GUEST_INFO_PDF_URL: "https://files.example.com/gaesteinformationen.pdf",
      INQUIRY_RATE_LIMIT: "1000",
      // Many tests sign in from the same address within a minute; the limit itself is tested
      // in tests/integration/auth.test.ts.
      SIGN_IN_RATE_LIMIT: "1000",
      // No daily backup: it would start 10 s after every restart, so inside each spec file's
      // first test, and on the embedded database its transaction holds back every other
      // request until it is written (9 s seen on a busy machine). tests/integration/backup.test.ts
      // and backup.spec.ts cover backups.
      BACKUP_KEEP: "0",
      DATABASE_URL: "",
    },
  });
  child.stdout.pipe(siteLog);
  child.changed = false;
  createInterface({ input: child.stdout }).on("line", (line) => {
    if (changingRequest.test(line)) child.changed = true;
  });
  child.stderr.on("data", (chunk) => {
    siteLog.write(chunk);
    process.stderr.write(chunk);
  });
  // A site ending on its own ends the run's server: the tests on its worker could not go on.
  child.on("exit", onUnexpectedExit);
  return child;
}

/** The request log's line of a request that may have changed data (server/http.ts). */
const changingRequest = /"message":"request",.*"method":"(?!GET"|HEAD")/;

function onUnexpectedExit(code) {
  stop();
  process.exit(code ?? 1);
}

async function answers(url) {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

async function ready(url) {
  while (!(await answers(url))) await new Promise((retry) => setTimeout(retry, 100));
}

/** Site `site`, on fresh data: `file` names the spec file it serves, none yet. */
async function startSite(site) {
  const smtp = await startSmtp(e2eMailDir(site));
  return { site, smtp, child: startServer(site, smtp), url: e2eSiteUrl(site), file: null };
}

/**
 * Lets `entry`'s site serve `file` on fresh data: restarted unless it serves that file already
 * or nothing has changed it since its start.
 */
async function freshSiteFor(entry, file) {
  if (entry.file === file) return;
  // The log lines of the last file's requests were written before their answers; one turn of
  // the event loop reads what is waiting in the pipe.
  await new Promise((turn) => setImmediate(turn));
  if (entry.child.changed) {
    entry.child.off("exit", onUnexpectedExit);
    if (entry.child.exitCode === null) {
      // Its data is thrown away: no orderly shutdown to wait for.
      entry.child.kill("SIGKILL");
      await once(entry.child, "exit");
    }
    entry.child = startServer(entry.site, entry.smtp);
    await ready(entry.url);
  }
  entry.file = file;
}

const started = await Promise.all(sites.map(startSite));
function stop() {
  for (const { child, smtp } of started) {
    child.off("exit", onUnexpectedExit);
    child.kill("SIGTERM");
    smtp.close();
  }
  control.close();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

// POST {site, file}: answered once that site serves fresh data for that spec file.
rmSync(e2eControlSocket, { force: true });
const control = createServer(async (request, response) => {
  try {
    let body = "";
    for await (const chunk of request) body += chunk;
    const { site, file } = JSON.parse(body);
    await freshSiteFor(started[site], file);
    response.end("ready");
  } catch (error) {
    response.statusCode = 500;
    response.end(String(error));
  }
});
control.listen(e2eControlSocket);

for (const { url } of started) await ready(url);
console.log("e2e sites ready");
