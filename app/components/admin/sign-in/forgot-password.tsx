import { Form } from "react-router";
import { texts } from "../../../../content/admin-texts";
import type { SignInResult } from "../../../../domain/admin/sign-in-form";
import { TextField } from "../../forms/fields";
import { adminButton } from "../buttons";
import { emailField } from "./email-field";

/** "Passwort vergessen?": asks for a reset link; open while its last answer is shown. */
export function ForgotPassword({
  result,
  busy,
}: {
  result: Extract<SignInResult, { form: "forgot" }> | undefined;
  busy: boolean;
}) {
  return (
    <details
      className="mt-8 rounded-md border border-stone-200 bg-white p-4"
      open={Boolean(result)}
    >
      <summary className="cursor-pointer text-sm font-medium text-emerald-900">
        {texts.login.forgot}
      </summary>
      <Form method="post" className="mt-4 space-y-3" noValidate>
        <input type="hidden" name="intent" value="forgot" />
        <p className="text-sm text-stone-600">{texts.login.forgotHint}</p>
        <TextField {...emailField} autoComplete="email" />
        <button type="submit" className={adminButton.round} disabled={busy}>
          {texts.login.sendLink}
        </button>
        {result && (
          <p
            role={result.ok ? "status" : "alert"}
            className={result.ok ? "text-emerald-800" : "text-red-700"}
          >
            {result.message}
          </p>
        )}
      </Form>
    </details>
  );
}
