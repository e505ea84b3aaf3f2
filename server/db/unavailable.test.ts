import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows a terminated backend, a failover and a refused connection", () => {
    expect(
      isDatabaseUnavailable(
        withCode("terminating connection due to administrator command", "57P01"),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is starting up", "57P03"))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    // A database closed to connections for maintenance.
    expect(
      isDatabaseUnavailable(
        withCode('database "almblick" is not currently accepting connections', "55000"),
      ),
    ).toBe(true);
  });

  it("looks through the ORM's wrapper to the driver's error", () => {
    const cause = new Error("Connection terminated unexpectedly");
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], cause))).toBe(true);
  });

  it("leaves wrong queries and other errors alone", () => {
    expect(isDatabaseUnavailable(withCode('relation "x" does not exist', "42P01"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("duplicate key", "23505"))).toBe(false);
    // The same SQLSTATE for a query asked too early is the code's fault.
    expect(
      isDatabaseUnavailable(
        withCode('currval of sequence "s" is not yet defined in this session', "55000"),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is not a function"))).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
  });
});
