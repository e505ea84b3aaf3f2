import type { ReactNode } from "react";
import { formatDate, formatEuroCents } from "../../../domain/booking/format";
import { formatInstant } from "../../../domain/booking/format-instant";
import type {
  AmountView,
  GuestStayView,
  TransferOrderView,
} from "../../../domain/stays/guest-stay";
import { copyDone, copyStatus, copyValue, mark } from "../../enhance/contract";
import { useTranslation } from "../../i18n/use-translation";
import { StaySection } from "./section";

/**
 * The payment due now first, with its transfer: the owners' account, the amount and the
 * reference, each with a copy button, and the EPC QR code a banking app reads. Then what is due
 * when and what is paid. While the offer is open the deposit can be paid already: it accepts the
 * offer. Printed with the page.
 */
export function PaymentPlan({ view }: { view: GuestStayView }) {
  const { t, i18n } = useTranslation("stay");
  const euro = (cents: number) => formatEuroCents(i18n.language, cents);
  const open = view.amounts.some((amount) => amount.openCents > 0);
  const cancelled = view.state === "cancelled";
  const dueNow = view.amounts.find((amount) => amount.transfer !== null);
  return (
    <StaySection id="payments" heading={t("payments.heading")}>
      {open && view.state === "open" && view.holdUntil && (
        <p className="mt-3 font-medium text-stone-900" data-testid="pay-with-deposit">
          {t("payments.payWithDeposit", { until: formatInstant(i18n.language, view.holdUntil) })}
        </p>
      )}
      {view.accountMissing && <p className="mt-3 text-stone-700">{t("payments.noAccount")}</p>}
      {dueNow?.transfer && <TransferDetails part={dueNow.part} transfer={dueNow.transfer} />}
      {view.amounts.length > 0 && !cancelled && (
        <ul className="mt-3 divide-y divide-stone-200">
          {view.amounts.map((amount) => (
            <AmountLine key={amount.part} amount={amount} />
          ))}
        </ul>
      )}
      {view.receivedCents > 0 && (
        <p className="mt-3 font-medium">
          {t("payments.received", { amount: euro(view.receivedCents) })}
        </p>
      )}
      {!cancelled && !open && view.amounts.length === 0 && (
        <p className="mt-3 text-stone-700">{t("payments.noPayments")}</p>
      )}
      {/* Read out once a copy button did its work (app/enhance/copy-buttons.ts). */}
      <p className="sr-only" aria-live="polite" {...mark(copyStatus)} />
    </StaySection>
  );
}

/** "Anzahlung 338 € · fällig bis 8. März 2027 · offen". */
function AmountLine({ amount }: { amount: AmountView }) {
  const { t, i18n } = useTranslation("stay");
  const language = i18n.language;
  const euro = (cents: number) => formatEuroCents(language, cents);
  const rest = { amount: euro(amount.openCents) };
  const progress =
    amount.openCents === 0
      ? t("payments.paid")
      : amount.overdue
        ? t("payments.overdue", rest)
        : amount.openCents < amount.amountCents
          ? t("payments.partlyOpen", rest)
          : t("payments.open");
  return (
    <li className="py-2" data-testid={`amount-${amount.part}`}>
      <p className="flex flex-wrap justify-between gap-x-4 font-medium">
        <span>{t(`payments.${amount.part}`)}</span>
        <span>{euro(amount.amountCents)}</span>
      </p>
      <p className="text-sm text-stone-700">
        {t("payments.due", { date: formatDate(language, amount.due) })} ·{" "}
        <span
          className={
            amount.overdue
              ? "font-semibold text-red-800"
              : amount.openCents === 0
                ? "font-semibold text-emerald-800"
                : ""
          }
        >
          {progress}
        </span>
      </p>
    </li>
  );
}

/** A button that copies `value`; hidden until the enhancement script can copy. */
function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation("stay");
  return (
    <button
      type="button"
      hidden
      className="ml-2 rounded-md border border-emerald-700 px-2 py-1 align-middle text-sm font-medium text-emerald-900 hover:bg-emerald-100 print:hidden"
      aria-label={t("transfer.copyLabel", { what })}
      {...mark(copyValue, value)}
      {...mark(copyDone, t("transfer.copied", { what }))}
    >
      {t("transfer.copy")}
    </button>
  );
}

/**
 * The transfer due now: the bank details as text to copy (one tap each on a phone, where the
 * family banks), and the same as an EPC QR code for a banking app on another device.
 */
function TransferDetails({
  part,
  transfer,
}: {
  part: AmountView["part"];
  transfer: TransferOrderView;
}) {
  const { t, i18n } = useTranslation("stay");
  const amount = formatEuroCents(i18n.language, transfer.amountCents, { alwaysCents: true });
  // What a banking app's amount field takes: the number alone ("296,00"; "296.00" in English).
  const decimal = i18n.language === "en" ? "." : ",";
  const amountValue = (transfer.amountCents / 100).toFixed(2).replace(".", decimal);
  const { account } = transfer;
  const id = `transfer-${part}`;
  const iban = account.iban.replace(/(.{4})(?=.)/g, "$1 ");
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4 print:break-inside-avoid print:border-stone-400 print:bg-white"
      data-testid={id}
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-emerald-950">
        {t(`transfer.heading_${part}`)}
      </h3>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <dl className="min-w-0 space-y-2">
          <Detail label={t("transfer.holder")}>{account.holder}</Detail>
          <Detail label={t("transfer.iban")}>
            <span className="font-mono" data-testid="iban">
              {iban}
            </span>
            <CopyButton value={account.iban} what={t("transfer.iban")} />
          </Detail>
          {account.bic && (
            <Detail label={t("transfer.bic")}>
              <span className="font-mono">{account.bic}</span>
            </Detail>
          )}
          <Detail label={t("transfer.amount")}>
            {amount}
            <CopyButton value={amountValue} what={t("transfer.amount")} />
          </Detail>
          <Detail label={t("transfer.remittance")}>
            <span className="font-mono" data-testid="remittance">
              {transfer.remittance}
            </span>
            <CopyButton value={transfer.remittance} what={t("transfer.remittance")} />
          </Detail>
        </dl>
        <figure className="shrink-0">
          <img
            src={transfer.qrCode}
            alt={t("transfer.qrAlt", {
              amount,
              holder: account.holder,
              remittance: transfer.remittance,
            })}
            width={184}
            height={184}
            className="h-46 w-46 bg-white"
          />
          <figcaption className="mt-1 max-w-46 text-sm text-stone-700">
            <span className="block font-medium">{t("transfer.qrOnComputer")}</span>
            {t("transfer.qrHint")}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="font-medium break-words text-stone-950">{children}</dd>
    </div>
  );
}
