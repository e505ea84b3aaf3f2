// Starts the deployment the tests run against, and returns how to take it down again:
// a production build, one fresh PostgreSQL database, a real SMTP server that writes every mail
// into `mailDir`, two instances started as deploy/almblick@.service starts them, and nginx
// with deploy/nginx-site.conf in front of them on https://localhost:PORT.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { buildUnlessShared } from "../../scripts/test-build.mjs";
import { freePort } from "../support/ports";
import { serverLogDir } from "../support/server-logs";
import {
  buildDir,
  createDatabase,
  httpsGet,
  logDir,
  mailDir,
  newAuthSecret,
  port,
  resetAccount,
  type Stack,
  type Started,
  selfSignedCertificate,
  siteUrl,
  stackVariable,
  startInstance,
  startNginx,
  startProcess,
  stopProcess,
  waitUntilServing,
  workDir,
  writeNginxConfig,
} from "./stack";

async function build() {
  const output = await buildUnlessShared(buildDir);
  mkdirSync(logDir, { recursive: true });
  writeFileSync(join(logDir, `deploy-${port}-build.log`), output);
}

function startSmtp() {
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        writeFileSync(join(mailDir, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  return new Promise<SMTPServer>((done) => smtp.listen(0, "127.0.0.1", () => done(smtp)));
}

async function waitForNginx(nginx: Started, ca: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (nginx.child.exitCode !== null) {
      throw new Error(`nginx exited:\n${readFileSync(nginx.logFile, "utf8")}`);
    }
    try {
      if ((await httpsGet(`${siteUrl}/healthz`, ca)).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("nginx does not answer");
}

export default async function globalSetup() {
  const cleanups: Array<() => Promise<unknown>> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    rmSync(workDir, { recursive: true, force: true });
    rmSync(serverLogDir, { recursive: true, force: true });
    mkdirSync(mailDir, { recursive: true });
    await build();

    const database = await createDatabase();
    cleanups.push(database.drop);
    const smtp = await startSmtp();
    cleanups.push(() => new Promise((done) => smtp.close(() => done(undefined))));
    const smtpAddress = smtp.server.address();
    const smtpPort = typeof smtpAddress === "object" && smtpAddress ? smtpAddress.port : 0;

    const ports = [await freePort(), await freePort()] as [number, number];
    const shared = {
      databaseUrl: database.url,
      authSecret: newAuthSecret(),
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    };
    // Both at once on the fresh database, as systemd starts them.
    const instances = ports.map((instancePort, index) =>
      startInstance(`deploy-${port}-instance-${index + 1}`, instancePort, shared),
    );
    for (const instance of instances) cleanups.push(() => stopProcess(instance));
    const urls = ports.map((instancePort) => `http://127.0.0.1:${instancePort}`);
    await Promise.all(
      instances.map((instance, index) => waitUntilServing(`${urls[index]}/healthz`, instance)),
    );

    // The README's way to add an admin, here the one whose password the reset test changes.
    const admin = startProcess(
      `deploy-${port}-admin-command`,
      [
        "npx",
        "tsx",
        "scripts/admin.ts",
        "create",
        "--email",
        resetAccount.email,
        "--password",
        resetAccount.password,
      ],
      { DATABASE_URL: shared.databaseUrl, AUTH_SECRET: shared.authSecret },
    );
    if ((await admin.exited) !== 0) throw new Error(readFileSync(admin.logFile, "utf8"));

    const nginxDir = mkdtempSync(join(tmpdir(), "deploy-nginx-"));
    cleanups.push(async () => rmSync(nginxDir, { recursive: true, force: true }));
    const tls = selfSignedCertificate(nginxDir);
    const httpPort = await freePort();
    const nginxSetup = writeNginxConfig({ dir: nginxDir, httpPort, upstreams: ports, tls });
    const nginx = startNginx(nginxSetup);
    cleanups.push(() => stopProcess(nginx));
    await waitForNginx(nginx, readFileSync(tls.cert, "utf8"));

    const stack: Stack = {
      instances: urls,
      httpUrl: `http://localhost:${httpPort}`,
      acmeWebroot: nginxSetup.acmeWebroot,
      accessLog: nginxSetup.accessLog,
      ...shared,
    };
    process.env[stackVariable] = JSON.stringify(stack);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
