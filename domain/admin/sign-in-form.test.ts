import { expect, it } from "vitest";
import { forgotForm, signInForm, twoFactorForm } from "./sign-in-form";

const messages = (result: { error?: { issues: { message: string }[] } }) => [
  ...new Set(result.error?.issues.map((issue) => issue.message)),
];

it("signing in needs an address and a password", () => {
  expect(signInForm.safeParse({ email: " a@b.at ", password: "x" }).data?.email).toBe("a@b.at");
  expect(messages(signInForm.safeParse({ email: " ", password: "" }))).toEqual([
    "Bitte E-Mail und Passwort eingeben.",
  ]);
  expect(messages(signInForm.safeParse({ email: null, password: null }))).toEqual([
    "Bitte E-Mail und Passwort eingeben.",
  ]);
});

it("a reset link needs an address", () => {
  expect(messages(forgotForm.safeParse({ email: "  " }))).toEqual(["E-Mail erforderlich"]);
});

it("a code loses its spaces and may be at most 32 characters", () => {
  expect(twoFactorForm.safeParse({ code: "123 456" }).data?.code).toBe("123456");
  for (const code of [" ", "1".repeat(33), null]) {
    expect(messages(twoFactorForm.safeParse({ code }))).toEqual([
      "Der Code ist ungültig. Bitte erneut versuchen.",
    ]);
  }
});
