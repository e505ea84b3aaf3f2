import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { startupProblem } from "./startup-problem";

const settings = {
  PORT: 3001,
  HOST: "127.0.0.1",
  DATABASE_URL: "postgres://site:pw@db.example.com:5433/almblick",
  DATA_DIR: "/var/lib/almblick/3001",
};
const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How the ORM hands a driver error to us during the migrations. */
const wrapped = (cause: Error) =>
  new DrizzleQueryError('CREATE SCHEMA IF NOT EXISTS "drizzle"', [], cause);

describe("startupProblem", () => {
  it("names the unreachable database host, not the migration's SQL", () => {
    expect(startupProblem(wrapped(coded("connect ECONNREFUSED", "ECONNREFUSED")), settings)).toBe(
      'DATABASE_URL: cannot reach the database server at db.example.com:5433, database "almblick" as user "site" (ECONNREFUSED)',
    );
    expect(startupProblem(new Error("timeout exceeded when trying to connect"), settings)).toMatch(
      /^DATABASE_URL: cannot reach .*\(timeout exceeded when trying to connect\)$/,
    );
  });

  it("tells refused credentials and a missing database apart", () => {
    expect(
      startupProblem(wrapped(coded("password authentication failed", "28P01")), settings),
    ).toMatch(
      /^DATABASE_URL: the database server refused the credentials for .* \(wrong user name or password\)$/,
    );
    expect(startupProblem(coded('database "almblick" does not exist', "3D000"), settings)).toMatch(
      /^DATABASE_URL: the database does not exist at /,
    );
  });

  it("names PORT and DATA_DIR", () => {
    expect(startupProblem(coded("listen EADDRINUSE", "EADDRINUSE"), settings)).toMatch(
      /^PORT 3001: the port is already in use on 127\.0\.0\.1/,
    );
    expect(
      startupProblem(
        Object.assign(coded("permission denied", "EACCES"), { path: "/var/lib/almblick/3001" }),
        settings,
      ),
    ).toBe(
      "DATA_DIR /var/lib/almblick/3001: cannot write there (EACCES on /var/lib/almblick/3001); create it and give the service user write access",
    );
  });

  it("keeps an already clear message on one line", () => {
    expect(startupProblem(new Error("Invalid configuration:\n  PORT: bad"), {})).toBe(
      "Invalid configuration:; PORT: bad",
    );
  });
});
