import { describe, expect, it } from "vitest";
import { checksRole } from "./gate";

const at = (pathname: string) => ({ pathname, search: "", hash: "", state: null, key: "k" });

describe("checksRole", () => {
  it("holds while the owner goes to an admin page", () => {
    expect(
      checksRole({ state: "loading", location: at("/admin/anfragen"), formMethod: undefined }),
    ).toBe(true);
  });

  it("does not hold while a page reloads after one of its own forms", () => {
    expect(
      checksRole({ state: "loading", location: at("/admin/website"), formMethod: "POST" }),
    ).toBe(false);
    expect(
      checksRole({ state: "submitting", location: at("/admin/website"), formMethod: "POST" }),
    ).toBe(false);
  });

  it("does not hold outside the admin area or when nothing loads", () => {
    expect(checksRole({ state: "loading", location: at("/buchung"), formMethod: undefined })).toBe(
      false,
    );
    expect(checksRole({ state: "idle", location: undefined, formMethod: undefined })).toBe(false);
  });
});
