import { expect, it } from "vitest";
import { newPasswordForm } from "./password-reset";

const problem = (password: string, confirm: string) =>
  newPasswordForm.safeParse({ password, confirm }).error?.issues.map((issue) => issue.message);

it("needs two equal passwords of at least 6 characters", () => {
  expect(problem("abcdef", "abcdeg")).toEqual(["Passwörter stimmen nicht überein"]);
  expect(problem("abcde", "abcde")).toEqual(["Passwort zu kurz"]);
  expect(problem("abcdef", "abcdef")).toBeUndefined();
});
