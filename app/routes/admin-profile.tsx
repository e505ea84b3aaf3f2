import { data, Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { texts } from "../../content/admin-texts";
import {
  backupCodesFile,
  type Enrolment,
  groupInFours,
} from "../../domain/admin/two-factor-enrolment";
import { authCallerFor } from "../../server/admin/auth-caller";
import { requireAdmin } from "../../server/admin/guard";
import { cookiesOf } from "../../server/auth/auth-calls";
import { enrolmentOf } from "../../server/auth/two-factor-enrolment";
import { readForm } from "../../server/read-form";
import { adminMeta } from "../admin-meta";
import { adminButton } from "../components/admin/buttons";
import { AdminErrorBoundary } from "../components/admin/gate";
import { TextField } from "../components/forms/fields";
import type { Route } from "./+types/admin-profile";

const t = texts.profile;
const small = `${adminButton.secondary} text-sm`;

export const meta = adminMeta(texts.dashboard.tabs.profile);

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireAdmin(context, request);
  const user = session.user as { email: string; twoFactorEnabled?: boolean | null };
  return { email: user.email, twoFactorEnabled: Boolean(user.twoFactorEnabled) };
}

type ActionResult =
  | { step: "confirm"; enrolment: Enrolment; problem: string | null }
  | { step: "enabled"; backupCodes: string[] }
  | { step: "disabled" }
  | { step: "refused"; intent: "enable" | "disable"; problem: string };

/** Set up (password, then the first code), or turn off (password) the owner's TOTP second factor. */
export async function action({ context, request }: Route.ActionArgs) {
  await requireAdmin(context, request);
  const call = authCallerFor(context, request);
  const refused = (which: "enable" | "disable", problem: string) =>
    data<ActionResult>({ step: "refused", intent: which, problem }, { status: 400 });
  const form = await readForm(request);
  if (!form) return refused("enable", texts.unreadableForm);
  const intent = String(form.get("intent") ?? "");

  if (intent === "enable" || intent === "disable") {
    const password = String(form.get("password") ?? "");
    if (!password) return refused(intent, t.wrongPassword);
    const response = await call(`/two-factor/${intent}`, { password });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { code?: string } | null;
      return refused(intent, body?.code === "INVALID_PASSWORD" ? t.wrongPassword : t.failed);
    }
    if (intent === "disable") {
      return data<ActionResult>({ step: "disabled" }, { headers: cookiesOf(response) });
    }
    const body = (await response.json()) as { totpURI: string; backupCodes: string[] };
    const enrolment = await enrolmentOf(body.totpURI, body.backupCodes);
    if (!enrolment) return refused("enable", t.failed);
    return data<ActionResult>({ step: "confirm", enrolment, problem: null });
  }

  if (intent === "confirm") {
    const enrolment = await enrolmentOf(
      form.get("uri"),
      String(form.get("backupCodes") ?? "")
        .split(",")
        .filter(Boolean),
    );
    if (!enrolment) return refused("enable", t.failed);
    const code = String(form.get("code") ?? "").replace(/\s+/g, "");
    const response = /^\d{6}$/.test(code) ? await call("/two-factor/verify-totp", { code }) : null;
    if (!response?.ok) {
      return data<ActionResult>(
        { step: "confirm", enrolment, problem: t.wrongCode },
        { status: 400 },
      );
    }
    // better-auth replaces the session when the factor is switched on: pass the new cookie on.
    return data<ActionResult>(
      { step: "enabled", backupCodes: enrolment.backupCodes },
      { headers: cookiesOf(response) },
    );
  }

  return refused("enable", t.failed);
}

function Problem({ text }: { text: string | null | undefined }) {
  return text ? (
    <p role="alert" className="font-medium text-red-700">
      {text}
    </p>
  ) : null;
}

function PasswordForm(props: {
  intent: "enable" | "disable";
  hint: string;
  submit: string;
  problem?: string;
  busy: boolean;
}) {
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value={props.intent} />
      <p className="text-sm text-stone-600">{props.hint}</p>
      <TextField
        className="max-w-xs"
        label={t.password}
        type="password"
        name="password"
        autoComplete="current-password"
        required
      />
      <button type="submit" className={adminButton.round} disabled={props.busy}>
        {props.submit}
      </button>
      <Problem text={props.problem} />
    </Form>
  );
}

/** The codes, shown once: to print, or to save as a text file (both work from this page alone). */
function BackupCodes({ codes, email }: { codes: string[]; email: string }) {
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(backupCodesFile(email, codes))}`;
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold">{t.backupTitle}</h3>
      <p className="mt-1 text-sm text-stone-700">{t.backupHint}</p>
      <ul className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <button type="button" className={small} onClick={() => window.print()}>
          {t.printCodes}
        </button>
        <a href={file} download={t.backupFileName} className={small}>
          {t.downloadCodes}
        </a>
      </div>
    </div>
  );
}

/** The key as text, in groups of four, and a button that copies it without the spaces. */
function Secret({ secret }: { secret: string }) {
  // The clipboard API exists only on https (and localhost): elsewhere the owners copy by hand.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t.secretCopied);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  return (
    <div className="space-y-2 text-sm">
      <p>{t.secret}:</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          className="rounded bg-stone-100 px-2 py-1 font-mono text-base tracking-wide"
          data-testid="totp-secret"
        >
          {groupInFours(secret)}
        </code>
        <button type="button" onClick={copy} className={small}>
          {t.copySecret}
        </button>
      </div>
    </div>
  );
}

function Confirm({
  enrolment,
  problem,
  busy,
}: {
  enrolment: Enrolment;
  problem: string | null;
  busy: boolean;
}) {
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">{t.scan}</h3>
      <img src={enrolment.qrCode} alt={t.qrAlt} width={200} height={200} className="bg-white" />
      <Secret secret={enrolment.secret} />
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="uri" value={enrolment.uri} />
        <input type="hidden" name="backupCodes" value={enrolment.backupCodes.join(",")} />
        <TextField
          className="max-w-xs"
          label={t.confirm}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          required
        />
        <button type="submit" className={adminButton.round} disabled={busy}>
          {t.confirmSubmit}
        </button>
        <Problem text={problem} />
      </Form>
    </div>
  );
}

/** The password step while the factor is off (turn it on) and while it is on (turn it off). */
const passwordSteps = {
  enable: { status: t.statusOff, hint: t.enableHint, submit: t.enable },
  disable: { status: t.statusOn, hint: t.disableHint, submit: t.disable },
} as const;

export default function AdminProfile({ loaderData, actionData: result }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const problemFor = (intent: "enable" | "disable") =>
    result?.step === "refused" && result.intent === intent ? result.problem : undefined;

  let body: React.ReactNode;
  if (result?.step === "confirm") {
    body = <Confirm enrolment={result.enrolment} problem={result.problem} busy={busy} />;
  } else if (result?.step === "enabled") {
    body = (
      <div className="space-y-4">
        <p role="status" className="font-medium text-emerald-800">
          {t.enabled}
        </p>
        <BackupCodes codes={result.backupCodes} email={loaderData.email} />
      </div>
    );
  } else {
    const intent = loaderData.twoFactorEnabled ? "disable" : "enable";
    const step = passwordSteps[intent];
    body = (
      <div className="space-y-4">
        {intent === "enable" && result?.step === "disabled" && (
          <p role="status" className="font-medium text-emerald-800">
            {t.disabled}
          </p>
        )}
        <p>{step.status}</p>
        <PasswordForm
          intent={intent}
          hint={step.hint}
          submit={step.submit}
          problem={problemFor(intent)}
          busy={busy}
        />
      </div>
    );
  }

  return (
    <div className="max-w-2xl space-y-8">
      <section>
        <h2 className="text-xl font-semibold">{t.account}</h2>
        <p className="mt-2 text-stone-700">{loaderData.email}</p>
      </section>
      <section className="space-y-4 rounded-lg border border-stone-200 bg-white p-4">
        <h2 className="text-xl font-semibold">{t.twoFactorTitle}</h2>
        {body}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
