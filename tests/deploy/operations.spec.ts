import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { builtinModules } from "node:module";
import { createServer as createNetServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { day } from "../e2e/support/booking";
import { freePort } from "../support/ports";
import { serverLogFile } from "../support/server-logs";
import {
  buildDir,
  createDatabase,
  currentStack,
  instanceEnv,
  newAuthSecret,
  port,
  root,
  type Started,
  siteUrl,
  startInstance,
  startProcess,
  stopProcess,
  unitCommand,
  waitUntilServing,
} from "./stack";

test("three instances started at once on a fresh PostgreSQL database all serve", async () => {
  test.setTimeout(180_000);
  const database = await createDatabase();
  const shared = {
    databaseUrl: database.url,
    authSecret: newAuthSecret(),
    smtpUrl: currentStack().smtpUrl,
  };
  const started: Started[] = [];
  try {
    const ports = [await freePort(), await freePort(), await freePort()];
    for (const [index, instancePort] of ports.entries()) {
      started.push(startInstance(`deploy-${port}-three-${index + 1}`, instancePort, shared));
    }
    await Promise.all(
      started.map((instance, index) =>
        waitUntilServing(`http://127.0.0.1:${ports[index]}/healthz`, instance, 150_000),
      ),
    );
    for (const instancePort of ports) {
      const response = await fetch(`http://127.0.0.1:${instancePort}/buchung`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Buchungsanfrage");
    }
  } finally {
    await Promise.all(started.map((instance) => stopProcess(instance)));
    await database.drop();
  }
});

/**
 * Starts the POST of an inquiry and sends its headers only: resolves once the server answered
 * "100 Continue", i.e. it is handling the request. `finish()` sends the body; `response` is
 * the answer.
 */
function openInquiry(instanceUrl: string) {
  const body = new URLSearchParams({
    first_name: "Drain",
    last_name: "Test",
    contact_email: "drain@example.com",
    country_code: "+43",
    phone: "",
    adults: "2",
    children: "0",
    message: "",
    preferred_start_date: day(9, 1),
    preferred_end_date: day(9, 5),
    company_website: "",
  }).toString();
  const origin = new URL(siteUrl);
  const req = request(`${instanceUrl}/buchung`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": Buffer.byteLength(body),
      Expect: "100-continue",
      // What nginx sends (deploy/nginx-site.conf).
      Origin: origin.origin,
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": origin.host,
    },
  });
  const response = new Promise<{ status: number; text: string }>((done, fail) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", fail);
  });
  const accepted = new Promise<void>((done) => req.on("continue", () => done()));
  req.flushHeaders();
  return { accepted, response, finish: () => req.end(body) };
}

async function waitForLog(started: Started, pattern: RegExp) {
  await expect
    .poll(() => pattern.test(readFileSync(started.logFile, "utf8")), { timeout: 10_000 })
    .toBe(true);
}

const startCommands: Array<[string, (instancePort: number) => string[]]> = [
  ["npm start", () => ["npm", "start"]],
  ["the systemd unit's ExecStart", unitCommand],
];

for (const [label, command] of startCommands) {
  test(`SIGTERM to ${label}: the open request is answered, the server is gone within 10 s`, async () => {
    test.setTimeout(120_000);
    const stack = currentStack();
    const instancePort = await freePort();
    const url = `http://127.0.0.1:${instancePort}`;
    const slug = label.replace(/\W+/g, "-");
    const site = startInstance(
      `deploy-${port}-sigterm-${slug}`,
      instancePort,
      stack,
      command(instancePort),
    );
    try {
      await waitUntilServing(`${url}/healthz`, site);
      // The first render of a page is slow on a busy machine; the budget is for shutting down.
      expect((await fetch(`${url}/buchung`)).status).toBe(200);
      const inquiry = openInquiry(url);
      await inquiry.accepted;

      const signalled = Date.now();
      site.child.kill("SIGTERM");
      await waitForLog(site, /shutting down/);
      inquiry.finish();
      const answer = await inquiry.response;
      expect(answer.status).toBe(200);
      expect(answer.text).toContain("Anfrage erfolgreich gesendet");

      expect(await site.exited).toBe(0);
      const exitedAfter = Date.now() - signalled;
      test
        .info()
        .annotations.push({ type: "exit after SIGTERM", description: `${exitedAfter} ms` });
      expect(exitedAfter).toBeLessThan(10_000);
      // Nothing is left listening (npm once exited and left node serving).
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    } finally {
      await stopProcess(site, "SIGKILL");
    }
  });
}

/**
 * Starts one instance as the systemd unit does, with some settings changed, and returns what it
 * printed once it exited (it must exit with 1 within `withinMs`).
 */
async function failedStart(name: string, overrides: Record<string, string>, withinMs = 15_000) {
  const stack = currentStack();
  const instancePort = await freePort();
  const env = { ...instanceEnv(instancePort, stack), ...overrides };
  // The unit's own settings (PORT, DATA_DIR) are changed where the unit sets them.
  const site = startProcess(name, unitCommand(instancePort, overrides), env, serverLogFile(name));
  const started = Date.now();
  const timer = setTimeout(() => site.child.kill("SIGKILL"), withinMs);
  const code = await site.exited;
  clearTimeout(timer);
  const elapsedMs = Date.now() - started;
  const lines = readFileSync(site.logFile, "utf8").trim().split("\n");
  return { code, elapsedMs, lines, last: JSON.parse(lines.at(-1) ?? "{}") };
}

/** A TCP server that accepts connections and never answers: a database host that hangs. */
function silentServer() {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => sockets.add(socket));
  return new Promise<{ port: number; close: () => void }>((done) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      done({
        port: typeof address === "object" && address ? address.port : 0,
        close: () => {
          for (const socket of sockets) socket.destroy();
          server.close();
        },
      });
    }),
  );
}

function databaseUrlWith(change: (url: URL) => void): string {
  const url = new URL(currentStack().databaseUrl);
  change(url);
  return url.href;
}

const startupFailures: Array<[string, () => Promise<Record<string, string>>, RegExp]> = [
  [
    "PostgreSQL without AUTH_SECRET",
    async () => ({ AUTH_SECRET: "" }),
    /^Could not start: AUTH_SECRET is not set: with DATABASE_URL every instance must sign sessions with the same secret/,
  ],
  [
    "a database host that refuses connections",
    async () => {
      const closedPort = await freePort();
      return { DATABASE_URL: databaseUrlWith((url) => (url.port = String(closedPort))) };
    },
    /^Could not start: DATABASE_URL: cannot reach the database server at 127\.0\.0\.1:\d+, database "\w+" as user "postgres" \(ECONNREFUSED\)$/,
  ],
  [
    "an unknown database user",
    async () => ({ DATABASE_URL: databaseUrlWith((url) => (url.username = "nobody_here")) }),
    /^Could not start: DATABASE_URL: the database server refused the credentials for .* as user "nobody_here" \(wrong user name or password\)$/,
  ],
  [
    "a database that does not exist",
    async () => ({ DATABASE_URL: databaseUrlWith((url) => (url.pathname = "/no_such_db")) }),
    /^Could not start: DATABASE_URL: the database does not exist at .*database "no_such_db"/,
  ],
  [
    "an SMTP_URL of the wrong scheme",
    async () => ({ SMTP_URL: "http://mail.example.com" }),
    /^Could not start: Invalid configuration: SMTP_URL: must start with smtp:\/\/ or smtps:\/\/$/,
  ],
  [
    "a DATA_DIR that cannot be written",
    async () => ({ DATA_DIR: join(root, "package.json", "data") }),
    /^Could not start: DATA_DIR .*package\.json\/data: cannot write there \(ENOTDIR/,
  ],
];

for (const [label, overrides, message] of startupFailures) {
  test(`start-up refused in one line: ${label}`, async () => {
    const name = `deploy-${port}-refused-${label.replace(/\W+/g, "-")}`;
    const result = await failedStart(name, await overrides());
    expect(result.code).toBe(1);
    expect(result.lines).toHaveLength(1);
    expect(result.last.level).toBe("error");
    expect(result.last.message).toMatch(message);
  });
}

test("start-up refused in one line: the port is in use", async () => {
  const busy = createNetServer();
  const busyPort = await new Promise<number>((done) =>
    busy.listen(0, "127.0.0.1", () => {
      const address = busy.address();
      done(typeof address === "object" && address ? address.port : 0);
    }),
  );
  try {
    const result = await failedStart(`deploy-${port}-refused-port-in-use`, {
      PORT: String(busyPort),
    });
    expect(result.code).toBe(1);
    expect(result.lines).toHaveLength(1);
    expect(result.last.message).toBe(
      `Could not start: PORT ${busyPort}: the port is already in use on 127.0.0.1 (another instance or program listens there); stop it or choose another PORT`,
    );
  } finally {
    busy.close();
  }
});

test("a database host that never answers stops the start within seconds", async () => {
  const silent = await silentServer();
  try {
    const result = await failedStart(`deploy-${port}-refused-silent-database`, {
      DATABASE_URL: databaseUrlWith((url) => (url.port = String(silent.port))),
    });
    expect(result.code).toBe(1);
    expect(result.elapsedMs).toBeLessThan(12_000);
    expect(result.lines).toHaveLength(1);
    expect(result.last.message).toMatch(
      /^Could not start: DATABASE_URL: cannot reach the database server at 127\.0\.0\.1:\d+/,
    );
  } finally {
    silent.close();
  }
});

test("PORT and DATA_DIR in the environment file cannot override the unit's", async () => {
  const stack = currentStack();
  const instancePort = await freePort();
  const name = `deploy-${port}-environment-file-override`;
  // What an environment file with these lines hands the unit's process.
  const env = {
    ...instanceEnv(instancePort, stack),
    PORT: String(await freePort()),
    DATA_DIR: join(root, "package.json", "data"),
  };
  const site = startProcess(name, unitCommand(instancePort), env, serverLogFile(name));
  try {
    // Had DATA_DIR won, the start would have been refused (it cannot be written).
    await waitUntilServing(`http://127.0.0.1:${instancePort}/healthz`, site);
    await expect(fetch(`http://127.0.0.1:${env.PORT}/healthz`)).rejects.toThrow();
  } finally {
    await stopProcess(site);
  }
});

test("the systemd unit never gives up restarting", () => {
  const unit = readFileSync(join(root, "deploy/almblick@.service"), "utf8");
  const section = (name: string) => unit.split(`[${name}]`)[1]?.split(/^\[/m)[0] ?? "";
  expect(section("Unit")).toMatch(/^StartLimitIntervalSec=0$/m);
  expect(section("Service")).toMatch(/^Restart=always$/m);
});

test("the systemd unit passes systemd's own check", async () => {
  test.skip(!existsSync("/usr/bin/systemd-analyze"), "systemd-analyze is not installed");
  const dir = mkdtempSync(join(tmpdir(), "deploy-unit-"));
  const unit = readFileSync(join(root, "deploy/almblick@.service"), "utf8").replaceAll(
    "/opt/almblick",
    root,
  );
  writeFileSync(join(dir, "almblick@.service"), unit);
  const result = spawnSync("systemd-analyze", ["verify", join(dir, "almblick@3001.service")], {
    encoding: "utf8",
  });
  expect(`${result.stdout}${result.stderr}`).toBe("");
  expect(result.status).toBe(0);
});

test("the built server needs only production dependencies", () => {
  const { dependencies } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const serverDir = join(root, buildDir, "server");
  const files = readdirSync(serverDir, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".js"),
  );
  expect(files.length).toBeGreaterThan(0);
  const imported = new Set<string>();
  for (const file of files) {
    const code = readFileSync(join(serverDir, file), "utf8");
    // A package name has no white space: that tells an import from the word "from" in a text;
    // `from(` is a call (bundled code's comments show `Temporal.PlainDate.from("2014-09-01")`).
    for (const match of code.matchAll(
      /\b(?:from\s*|import\s*\(?\s*)["']([^"'./\s][^"'\s]*)["']/g,
    )) {
      const specifier = match[1];
      if (specifier.startsWith("node:") || builtinModules.includes(specifier)) continue;
      const name = specifier.startsWith("@")
        ? specifier.split("/").slice(0, 2).join("/")
        : specifier.split("/")[0];
      imported.add(name);
    }
  }
  expect(imported.size).toBeGreaterThan(0);
  expect([...imported].filter((name) => !(name in dependencies))).toEqual([]);
});
