// Every line the servers print during a test run is kept in a log folder and checked at the
// end of the run (tests/*/server-logs.spec.ts): it is one JSON object with a level, and it holds
// none of the secrets the run used (passwords, cookie values, reset tokens).
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { e2ePort, e2eRunDir } from "../../scripts/e2e-sites.mjs";

const root = resolve(import.meta.dirname, "../..");

/** Where the servers of this run (main and deployment suites) write their output. */
export const serverLogDir = resolve(e2eRunDir, "server-logs");
/** Secrets the browser held during the run (cookie values), one a line. */
const seenSecretsFile = resolve(e2eRunDir, "seen-secrets.txt");
/** The SMTP servers' mail folders of the run (one per end-to-end site): reset links carry tokens. */
const mailDirs = [resolve(e2eRunDir, "mails"), resolve(root, `data-e2e/deploy-${e2ePort}/mails`)];

export function serverLogFile(name: string): string {
  mkdirSync(serverLogDir, { recursive: true });
  return join(serverLogDir, `${name}.log`);
}

export function recordSeenSecrets(values: string[]) {
  mkdirSync(resolve(seenSecretsFile, ".."), { recursive: true });
  const lines = values.filter((value) => value.length >= 8).map((value) => `${value}\n`);
  if (lines.length > 0) appendFileSync(seenSecretsFile, lines.join(""));
}

/** Every password literal of the test code (they all say "password"). */
function testPasswords(): string[] {
  const found = new Set<string>();
  for (const dir of ["tests/e2e", "tests/deploy", "scripts"]) {
    for (const file of readdirSync(resolve(root, dir), { recursive: true, encoding: "utf8" })) {
      if (!/\.(ts|mjs)$/.test(file)) continue;
      const code = readFileSync(resolve(root, dir, file), "utf8");
      for (const match of code.matchAll(/["']([\w-]*password[\w-]*)["']/gi)) {
        if (match[1].length >= 8 && /-/.test(match[1])) found.add(match[1]);
      }
    }
  }
  return [...found];
}

function resetTokens(): string[] {
  const tokens: string[] = [];
  for (const dir of mailDirs.filter((path) => existsSync(path))) {
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" });
    for (const file of files.filter((name) => name.endsWith(".eml"))) {
      const mail = readFileSync(join(dir, file), "utf8").replace(/=\r?\n/g, "");
      for (const match of mail.matchAll(/token(?:=3D|=)([\w%-]+)/g)) tokens.push(match[1]);
    }
  }
  return tokens;
}

/** The secrets that must not appear, in every form a log could write them. */
function forbiddenSecrets(): string[] {
  const cookieValues = existsSync(seenSecretsFile)
    ? readFileSync(seenSecretsFile, "utf8").split("\n").filter(Boolean)
    : [];
  const forms = new Set<string>();
  for (const value of [...cookieValues, ...resetTokens(), ...testPasswords()]) {
    const decoded = safeDecode(value);
    forms.add(value);
    forms.add(decoded);
    // A signed cookie is token.signature: the token alone is the secret.
    const token = decoded.split(".")[0];
    if (token.length >= 16) forms.add(token);
  }
  return [...forms].filter((form) => form.length >= 8);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const npmOwnLine = /^(?:> |npm (?:warn|notice) )/;

export interface LogProblem {
  file: string;
  line: number;
  problem: string;
}

/** Lines of the run's server logs that are not JSON with a level, or that hold a secret. */
export function checkServerLogs(): { lines: number; problems: LogProblem[] } {
  const secrets = forbiddenSecrets();
  const problems: LogProblem[] = [];
  let lines = 0;
  const files = existsSync(serverLogDir) ? readdirSync(serverLogDir) : [];
  for (const name of files) {
    const text = readFileSync(join(serverLogDir, name), "utf8");
    text.split("\n").forEach((line, index) => {
      if (!line.trim()) return;
      lines += 1;
      // Where a test starts the server through `npm start`, npm's own lines come first; only
      // the JSON rule is npm's to break, never the secret rule.
      if (npmOwnLine.test(line) && !secrets.some((value) => line.includes(value))) return;
      const at = { file: name, line: index + 1 };
      try {
        const entry = JSON.parse(line);
        if (!["info", "warn", "error"].includes(entry.level)) {
          problems.push({ ...at, problem: `no level: ${line.slice(0, 200)}` });
        }
      } catch {
        problems.push({ ...at, problem: `not JSON: ${line.slice(0, 200)}` });
      }
      const secret = secrets.find((value) => line.includes(value));
      if (secret) problems.push({ ...at, problem: `holds a secret (${secret.slice(0, 4)}…)` });
    });
  }
  return { lines, problems };
}
