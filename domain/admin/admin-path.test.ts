import { describe, expect, it } from "vitest";
import { isAdminPath } from "./admin-path";

describe("isAdminPath", () => {
  it("takes the admin pages, their data requests and exports", () => {
    for (const path of ["/admin", "/admin/", "/admin/anfragen", "/admin.data", "/admin/x.csv"]) {
      expect(isAdminPath(path), path).toBe(true);
    }
  });

  it("leaves public paths that merely start alike", () => {
    for (const path of ["/", "/buchung", "/administration", "/adminx"]) {
      expect(isAdminPath(path), path).toBe(false);
    }
  });
});
