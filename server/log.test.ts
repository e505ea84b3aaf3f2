import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorFields, log, redact } from "./log";

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
    expect(fields).toEqual({
      error: "connection refused",
      query: 'select * from "session" where "token" = $1',
    });
    expect(JSON.stringify(fields)).not.toContain("the-session-token-value");
  });

  it("keeps a plain error's message and code", () => {
    expect(errorFields(Object.assign(new Error("boom"), { code: "E1" }))).toEqual({
      error: "boom",
      code: "E1",
    });
    expect(errorFields("text")).toEqual({ error: "text" });
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
