// The product as deployed (README "Deploying"): the files in deploy/ with this run's ports and
// paths, Debian's nginx terminating TLS with a self-signed certificate, instances of the
// production build started as the systemd unit starts them, on one PostgreSQL database.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { join, resolve } from "node:path";
import pg from "pg";
import { e2ePort } from "../../scripts/e2e-sites.mjs";
import { testBuildDir } from "../../scripts/test-build.mjs";
import { listensOn } from "../support/ports";
import { serverLogFile } from "../support/server-logs";

export const root = resolve(import.meta.dirname, "../..");
/** nginx's https port; the browser's address is https://localhost:PORT. */
export const port = e2ePort;
export const siteUrl = `https://localhost:${port}`;
/** The production build the instances run: npm test's shared one, else the suite's own. */
export const buildDir = testBuildDir(`build-deploy-${port}`);
export const logDir = resolve(root, "data-e2e/logs");
export const workDir = resolve(root, `data-e2e/deploy-${port}`);
export const mailDir = join(workDir, "mails");
export const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** The PostgreSQL server the run creates its databases on (and drops them from). */
export const serverUrl =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export const owner = { email: "owner@example.com", password: "owner-password-1" };
export const resetAccount = { email: "reset@example.com", password: "reset-password-1" };

/** What the global setup started, handed to the tests through the environment. */
export interface Stack {
  instances: string[];
  /** nginx's plain-http address (it redirects to https, except ACME challenges). */
  httpUrl: string;
  /** nginx's ACME webroot (the run's /var/www/letsencrypt). */
  acmeWebroot: string;
  /** nginx's access log. */
  accessLog: string;
  databaseUrl: string;
  authSecret: string;
  smtpUrl: string;
}
export const stackVariable = "DEPLOY_STACK";
export function currentStack(): Stack {
  const value = process.env[stackVariable];
  if (!value) throw new Error("tests/deploy run only through playwright.deploy.config.ts");
  return JSON.parse(value);
}

/** Replaces each placeholder, failing loudly when the deploy/ file no longer has it. */
function substitute(text: string, file: string, pairs: Array<[string, string]>): string {
  let result = text;
  for (const [from, to] of pairs) {
    if (!result.includes(from)) throw new Error(`${file} no longer contains "${from}"`);
    result = result.replaceAll(from, to);
  }
  return result;
}

// --- the systemd unit and the environment template -------------------------------------

const unitFile = "deploy/almblick@.service";

/** The unit's lines of one key, with the instance name (%i) filled in. */
function unitValues(key: string, instance: string): string[] {
  return readFileSync(resolve(root, unitFile), "utf8")
    .split("\n")
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1).replaceAll("%i", instance));
}

/** ExecStart of the unit: `/usr/bin/env KEY=value… /usr/bin/node script`. */
function execStart(instancePort: number) {
  const [line] = unitValues("ExecStart", String(instancePort));
  if (!line) throw new Error(`${unitFile} has no ExecStart`);
  const [env, ...words] = line.split(/\s+/);
  if (env !== "/usr/bin/env") throw new Error(`${unitFile}: ExecStart no longer runs env(1)`);
  const assignments = words.filter((word) => /^[A-Z_]+=/.test(word));
  return {
    settings: parseEnvironment(assignments.join("\n")),
    command: words.slice(assignments.length),
  };
}

/** The instance's own settings from the unit's command line, DATA_DIR under the run's folder. */
function unitSettings(instancePort: number): Record<string, string> {
  const { settings } = execStart(instancePort);
  return {
    ...settings,
    DATA_DIR: substitute(settings.DATA_DIR ?? "", unitFile, [
      ["/var/lib/almblick", join(workDir, "data")],
    ]),
  };
}

/**
 * ExecStart of the unit for one instance, run from the checkout with this node; `overrides`
 * change the settings it puts on the command line (nothing in the environment can).
 */
export function unitCommand(instancePort: number, overrides: Record<string, string> = {}) {
  const settings = Object.entries(unitSettings(instancePort));
  const [program, ...args] = execStart(instancePort).command;
  return [
    "/usr/bin/env",
    ...settings.map(([key, value]) => `${key}=${overrides[key] ?? value}`),
    program === "/usr/bin/node" ? process.execPath : program,
    ...args,
  ];
}

/** KEY=value pairs, double quotes removed (what systemd and a shell make of the file). */
function parseEnvironment(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]] = match[2].replace(/^"(.*)"$/, "$1");
  }
  return env;
}

/**
 * The environment of one instance: the unit's Environment= lines and settings and
 * deploy/almblick.env with this run's domain, database, secret and mail server; DATA_DIR under
 * the run's folder (`npm start` gets them from here, the unit's command sets them again).
 */
export type Shared = Pick<Stack, "databaseUrl" | "authSecret" | "smtpUrl">;

export function instanceEnv(instancePort: number, stack: Shared): Record<string, string> {
  const fromUnit = parseEnvironment(
    unitValues("Environment", String(instancePort))
      .flatMap((line) => line.split(/\s+/))
      .join("\n"),
  );
  const template = readFileSync(resolve(root, "deploy/almblick.env"), "utf8");
  const fromTemplate = parseEnvironment(
    substitute(template, "deploy/almblick.env", [["@DOMAIN@", `localhost:${port}`]]),
  );
  return {
    ...fromUnit,
    ...fromTemplate,
    ...unitSettings(instancePort),
    DATABASE_URL: stack.databaseUrl,
    AUTH_SECRET: stack.authSecret,
    SMTP_URL: stack.smtpUrl,
    // The template's addresses carry the test domain's port, which no mail address may.
    MAIL_FROM: "Ferienwohnung Almblick <info@example.com>",
    OWNER_EMAIL: "owner-inbox@example.com",
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    // One browser signs in and sends inquiries many times within the limits' windows.
    INQUIRY_RATE_LIMIT: "1000",
    SIGN_IN_RATE_LIMIT: "1000",
    BUILD_DIR: buildDir,
  };
}

// --- processes --------------------------------------------------------------------------

export interface Started {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  logFile: string;
}

/** Starts a process with its output in data-e2e/logs/<name>.log (or the given file). */
export function startProcess(
  name: string,
  command: string[],
  env: Record<string, string>,
  logFile = join(logDir, `${name}.log`),
): Started {
  mkdirSync(logDir, { recursive: true });
  const out = openSync(logFile, "w");
  const [program, ...args] = command;
  const child = spawn(program, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", out, out],
    // A process group of its own, so nothing it started can outlive stopProcess().
    detached: true,
  });
  closeSync(out);
  const exited = new Promise<number | null>((done) => {
    if (child.exitCode !== null) done(child.exitCode);
    else child.on("exit", (code) => done(code));
  });
  return { name, child, exited, logFile };
}

export function startInstance(
  name: string,
  instancePort: number,
  stack: Shared,
  command = unitCommand(instancePort),
) {
  // Its output is checked with every server's at the end of the run (tests/support/server-logs.ts).
  return startProcess(name, command, instanceEnv(instancePort, stack), serverLogFile(name));
}

/**
 * Waits until the instance says it listens on url's port (so it, not another server, answers)
 * and GET url answers 200; the process must stay alive meanwhile.
 */
export async function waitUntilServing(url: string, started: Started, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  const port = Number(new URL(url).port);
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`${started.name} exited early:\n${readFileSync(started.logFile, "utf8")}`);
    }
    try {
      if (listensOn(readFileSync(started.logFile, "utf8"), port) && (await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${started.name} not serving ${url} after ${timeoutMs} ms`);
}

export async function stopProcess(started: Started, signal: NodeJS.Signals = "SIGTERM") {
  if (started.child.exitCode === null && started.child.signalCode === null) {
    started.child.kill(signal);
  }
  const timer = setTimeout(() => started.child.kill("SIGKILL"), 15_000);
  await started.exited;
  clearTimeout(timer);
  try {
    // Whatever is left of its group (npm's child, had npm not passed the signal on).
    if (started.child.pid) process.kill(-started.child.pid, "SIGKILL");
  } catch {}
}

// --- PostgreSQL -------------------------------------------------------------------------

export async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database for this run; drop() removes it again. */
export async function createDatabase() {
  const name = `deploy_${port}_${randomBytes(4).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

export const newAuthSecret = () => randomBytes(36).toString("base64url");

// --- nginx --------------------------------------------------------------------------------

/** A self-signed certificate for localhost, made with openssl into `dir`. */
export function selfSignedCertificate(dir: string) {
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  return { cert, key };
}

/** One nginx of the run: its configuration, logs and ACME webroot. */
export interface Nginx {
  name: string;
  dir: string;
  config: string;
  accessLog: string;
  errorLog: string;
  /** Where certbot's webroot plugin would write its challenge files (/var/www/letsencrypt). */
  acmeWebroot: string;
}

/**
 * deploy/nginx-site.conf with this run's values, inside a minimal main configuration whose pid,
 * temp and log paths are all under `dir` (nginx runs as this user, in the foreground).
 */
export function writeNginxConfig(options: {
  dir: string;
  httpPort: number;
  /** The run's https port unless another nginx needs its own. */
  httpsPort?: number;
  upstreams: [number, number];
  tls: { cert: string; key: string };
  name?: string;
}): Nginx {
  const {
    dir,
    httpPort,
    httpsPort = port,
    upstreams,
    tls,
    name = `deploy-${port}-nginx`,
  } = options;
  const accessLog = join(logDir, `${name}-access.log`);
  const errorLog = join(logDir, `${name}-error.log`);
  // Not under `dir` (private to this user): nginx's workers run as nobody when started by root.
  const acmeWebroot = join(workDir, `${name}-letsencrypt`);
  const https = `127.0.0.1:${httpsPort} ssl http2`;
  const site = substitute(
    readFileSync(resolve(root, "deploy/nginx-site.conf"), "utf8"),
    "deploy/nginx-site.conf",
    [
      ["/etc/letsencrypt/live/@DOMAIN@/fullchain.pem", tls.cert],
      ["/etc/letsencrypt/live/@DOMAIN@/privkey.pem", tls.key],
      ["/var/www/letsencrypt", acmeWebroot],
      ["@DOMAIN@", "localhost"],
      ["@APP_DIR@/build/client", join(root, buildDir, "client")],
      ["@APP_DIR@/deploy", join(root, "deploy")],
      ["listen 443 ssl http2 default_server;", `listen ${https} default_server;`],
      ["listen [::]:443 ssl http2 default_server;", ""],
      ["listen 443 ssl http2;", `listen ${https};`],
      ["listen [::]:443 ssl http2;", ""],
      ["listen 80 default_server;", `listen 127.0.0.1:${httpPort} default_server;`],
      ["listen [::]:80 default_server;", ""],
      ["listen 80;", `listen 127.0.0.1:${httpPort};`],
      ["listen [::]:80;", ""],
      ["server 127.0.0.1:3001 ", `server 127.0.0.1:${upstreams[0]} `],
      ["server 127.0.0.1:3002 ", `server 127.0.0.1:${upstreams[1]} `],
      ["/var/log/nginx/almblick.access.log", accessLog],
    ],
  );
  mkdirSync(acmeWebroot, { recursive: true });
  writeFileSync(join(dir, "site.conf"), site);
  // nginx appends; each run's logs start empty, like the instances'.
  mkdirSync(logDir, { recursive: true });
  for (const log of [accessLog, errorLog]) writeFileSync(log, "");
  const temp = (file: string) => join(dir, file);
  const main = `
worker_processes 1;
pid ${temp("nginx.pid")};
error_log ${errorLog} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  include ${join(dir, "site.conf")};
}
`;
  const config = join(dir, "nginx.conf");
  writeFileSync(config, main);
  return { name, dir, config, accessLog, errorLog, acmeWebroot };
}

export function startNginx(nginx: Nginx) {
  return startProcess(
    nginx.name,
    [nginxPath, "-p", nginx.dir, "-c", nginx.config, "-e", nginx.errorLog, "-g", "daemon off;"],
    {},
  );
}

/** GET over https that trusts exactly the run's certificate. */
export function httpsGet(
  url: string,
  ca: string,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((done, fail) => {
    const request = httpsRequest(url, { ca, method: "GET" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        done({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", fail);
    request.end();
  });
}
