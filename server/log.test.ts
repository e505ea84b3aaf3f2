import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorFields, log, logRequestFailure, outsideRequests, redact, withRequestId } from "./log";

describe("redact", () => {
  it("masks cookie headers, token parameters and query parameters", () => {
    expect(redact('{"cookie":"almblick.session_token=abc.def; other=1"}')).toBe(
      '{"cookie":"[redacted]"}',
    );
    expect(redact("GET /password-reset?token=s3cr3t-t0ken&x=1")).toBe(
      "GET /password-reset?token=[redacted]&x=1",
    );
    expect(redact("Failed query: select 1 where token = $1\nparams: abcdefgh")).toBe(
      "Failed query: select 1 where token = $1\nparams: [redacted]",
    );
    expect(redact("nothing secret here")).toBe("nothing secret here");
  });
});

describe("errorFields", () => {
  it("describes a failed query by its cause and SQL, never its parameters", () => {
    const cause = Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" });
    const error = new DrizzleQueryError(
      'select * from "session" where "token" = $1',
      ["the-session-token-value"],
      cause,
    );
    const fields = errorFields(error);
    expect(fields).toMatchObject({
      error: "connection refused",
      query: 'select * from "session" where "token" = $1',
    });
    expect(JSON.stringify(fields)).not.toContain("the-session-token-value");
  });

  it("keeps a plain error's message and code", () => {
    expect(errorFields(Object.assign(new Error("boom"), { code: "E1" }))).toMatchObject({
      error: "boom",
      code: "E1",
    });
    expect(errorFields("text")).toEqual({ error: "text" });
  });

  it("says where the error was thrown, without repeating its message", () => {
    const { stack } = errorFields(new Error("Failed query: select $1\nparams: secret"));
    expect(stack).toMatch(/^at .*log\.test\.ts:\d+:\d+/);
    expect(stack).not.toContain("secret");
    expect(stack).not.toContain("Failed query");
  });
});

describe("log", () => {
  let lines: string[];
  beforeEach(() => {
    lines = [];
    const capture = (chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("writes one JSON line with time, level and fields", () => {
    log.info("listening", { url: "http://localhost:3000" });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: "info", message: "listening" });
    expect(lines[0].endsWith("}\n")).toBe(true);
  });

  it("writes a repeated error once a minute and then says how often it was held back", () => {
    vi.useFakeTimers();
    for (let i = 0; i < 50; i++) log.error("database unavailable", { error: "ECONNREFUSED" });
    expect(lines).toHaveLength(1);
    log.error("another problem");
    expect(lines).toHaveLength(2);
    vi.advanceTimersByTime(61_000);
    log.error("database unavailable", { error: "ECONNREFUSED" });
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[2]).repeatedSinceLastLine).toBe(49);
  });
});

describe("request failures", () => {
  let lines: string[];
  beforeEach(() => {
    lines = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("names the request on every line written while serving it", async () => {
    await withRequestId("req-1234abcd", async () => {
      await Promise.resolve();
      log.info("request");
    });
    log.info("between requests");
    withRequestId("req-5678abcd", () => outsideRequests(() => log.info("a pooled connection")));
    expect(JSON.parse(lines[0]).requestId).toBe("req-1234abcd");
    expect(JSON.parse(lines[1]).requestId).toBeUndefined();
    expect(JSON.parse(lines[2]).requestId).toBeUndefined();
  });

  it("writes a fault in the code every time, with its request's id and stack", () => {
    for (const id of ["req-a0000001", "req-a0000002"]) {
      withRequestId(id, () => logRequestFailure("request failed", new TypeError("x is undefined")));
    }
    expect(lines.map((line) => JSON.parse(line).requestId)).toEqual([
      "req-a0000001",
      "req-a0000002",
    ]);
    expect(JSON.parse(lines[0]).stack).toMatch(/^at /);
  });

  it("writes the database being away once, not for every request that met it", () => {
    const away = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    for (const id of ["req-b0000001", "req-b0000002", "req-b0000003"]) {
      withRequestId(id, () => logRequestFailure("request failed", away));
    }
    expect(lines).toHaveLength(1);
  });
});
