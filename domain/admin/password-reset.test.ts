import { expect, it } from "vitest";
import { checkNewPassword } from "./password-reset";

it("needs two equal passwords of at least 6 characters", () => {
  expect(checkNewPassword("abcdef", "abcdeg")).toBe("Passwörter stimmen nicht überein");
  expect(checkNewPassword("abcde", "abcde")).toBe("Passwort zu kurz");
  expect(checkNewPassword("abcdef", "abcdef")).toBeNull();
});
