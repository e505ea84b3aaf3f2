// The server the end-to-end tests talk to: a fresh production build, a fresh embedded
// database, a known admin, and a real SMTP server that writes every received mail to
// E2E_MAIL_DIR (tests read them from there).
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { SMTPServer } from "smtp-server";

const root = resolve(import.meta.dirname, "..");
const port = process.env.E2E_PORT ?? "4173";
// Per port, so several test runs can share the checkout.
const dataDir = resolve(root, `data-e2e/${port}/db`);
const mailDir = resolve(root, process.env.E2E_MAIL_DIR ?? `data-e2e/${port}/mails`);
const buildDir = `build-e2e-${port}`;

rmSync(dataDir, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

const build = spawnSync("npx", ["react-router", "build"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
});
if (build.status !== 0) process.exit(build.status ?? 1);

// Accounts of the admin tests (a user without the admin role, a second admin): tests/e2e/admin-seed.ts.
const seed = spawnSync("npx", ["tsx", "tests/e2e/admin-seed.ts"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: port },
});
if (seed.status !== 0) process.exit(seed.status ?? 1);

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
const smtpPort = smtp.server.address().port;

// The site's output goes to the run's server-log folder, checked at the end of the run
// (tests/support/server-logs.ts); its errors also reach the test runner's output.
const logDir = resolve(root, `data-e2e/${port}/server-logs`);
rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });
rmSync(resolve(root, `data-e2e/${port}/seen-secrets.txt`), { force: true });
const siteLog = createWriteStream(join(logDir, "e2e-site.log"));
const site = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  stdio: ["ignore", "pipe", "pipe"],
  env: {
    ...process.env,
    PORT: port,
    HOST: "127.0.0.1",
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OWNER_EMAIL: "owner@example.com",
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: "admin-password-1",
    SOCIAL_PROFILE_URL: "https://social.example.com/almblick",
    SOCIAL_FEED_EMBED_URL: "https://social.example.com/almblick/embed",
    ANALYTICS_ID: "G-TEST12345",
    GUEST_INFO_PDF_URL: "https://files.example.com/gaesteinformationen.pdf",
    INQUIRY_RATE_LIMIT: "1000",
    // Many tests sign in from the same address within a minute; the limit itself is tested
    // in tests/integration/auth.test.ts.
    SIGN_IN_RATE_LIMIT: "1000",
    DATABASE_URL: "",
  },
});
site.stdout.pipe(siteLog);
site.stderr.on("data", (chunk) => {
  siteLog.write(chunk);
  process.stderr.write(chunk);
});
const stop = () => {
  site.kill("SIGTERM");
  smtp.close();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
site.on("exit", (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
