import { afterEach, describe, expect, it, vi } from "vitest";
import {
  consentStorageKey,
  createConsent,
  parseConsent,
  readStoredConsent,
  serializeConsent,
  writeStoredConsent,
} from "./consent-storage";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

afterEach(() => vi.restoreAllMocks());

describe("cookie consent storage", () => {
  it("serialises exactly the documented JSON", () => {
    expect(serializeConsent(createConsent(true, 1700000000000))).toBe(
      '{"essential":true,"analytics":true,"timestamp":1700000000000}',
    );
    expect(serializeConsent(createConsent(false, 5))).toBe(
      '{"essential":true,"analytics":false,"timestamp":5}',
    );
  });

  it("parses a stored decision and treats a missing one as no decision", () => {
    expect(parseConsent(null)).toEqual({ status: "none" });
    expect(parseConsent('{"essential":true,"analytics":false,"timestamp":42}')).toEqual({
      status: "valid",
      consent: { essential: true, analytics: false, timestamp: 42 },
    });
  });

  it("rejects unparsable or malformed values", () => {
    for (const raw of [
      "{not json",
      "null",
      "42",
      '"yes"',
      '{"analytics":"true","timestamp":1}',
      '{"analytics":true}',
    ]) {
      expect(parseConsent(raw).status, raw).toBe("invalid");
    }
  });

  it("logs 'Error parsing stored consent:' and reports no decision for a corrupt value", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(readStoredConsent(memoryStorage({ [consentStorageKey]: "{broken" }))).toBeNull();
    expect(log).toHaveBeenCalledWith("Error parsing stored consent:", expect.anything());
  });

  it("writes under the key cookie-consent and reads it back", () => {
    const storage = memoryStorage();
    writeStoredConsent(storage, createConsent(true, 7));
    expect(storage.data.get("cookie-consent")).toBe(
      '{"essential":true,"analytics":true,"timestamp":7}',
    );
    expect(readStoredConsent(storage)).toEqual({ essential: true, analytics: true, timestamp: 7 });
  });

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readStoredConsent(broken)).toBeNull();
    expect(() => writeStoredConsent(broken, createConsent(false))).not.toThrow();
  });
});
