import type { ReactNode } from "react";
import { formatDate, formatEuroCents } from "../../../domain/booking/format";
import type {
  AmountView,
  GuestStayView,
  TransferOrderView,
} from "../../../domain/stays/guest-stay";
import { useTranslation } from "../../i18n/use-translation";
import { StaySection } from "./section";

/**
 * What is due when, what is paid, and for each open part the transfer: the owners' account, the
 * amount, the reference and the EPC QR code a banking app reads. Printed with the page.
 */
export function PaymentPlan({ view }: { view: GuestStayView }) {
  const { t, i18n } = useTranslation("stay");
  const euro = (cents: number) => formatEuroCents(i18n.language, cents);
  const open = view.amounts.some((amount) => amount.openCents > 0);
  const cancelled = view.state === "cancelled";
  const transfers = view.amounts.filter((amount) => amount.transfer !== null);
  return (
    <StaySection id="payments" heading={t("payments.heading")}>
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
      {open && view.state === "open" && (
        <p className="mt-3 text-stone-700">{t("payments.afterAccept")}</p>
      )}
      {view.accountMissing && <p className="mt-3 text-stone-700">{t("payments.noAccount")}</p>}
      {transfers.map(
        (amount) =>
          amount.transfer && (
            <TransferDetails key={amount.part} part={amount.part} transfer={amount.transfer} />
          ),
      )}
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

/** One transfer: the bank details as text to copy, and the same as an EPC QR code. */
function TransferDetails({
  part,
  transfer,
}: {
  part: AmountView["part"];
  transfer: TransferOrderView;
}) {
  const { t, i18n } = useTranslation("stay");
  const amount = formatEuroCents(i18n.language, transfer.amountCents, { alwaysCents: true });
  const { account } = transfer;
  const id = `transfer-${part}`;
  const iban = account.iban.replace(/(.{4})(?=.)/g, "$1 ");
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-5 rounded-xl border border-emerald-200 bg-emerald-50 p-4 print:break-inside-avoid print:border-stone-400 print:bg-white"
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
          </Detail>
          {account.bic && (
            <Detail label={t("transfer.bic")}>
              <span className="font-mono">{account.bic}</span>
            </Detail>
          )}
          <Detail label={t("transfer.amount")}>{amount}</Detail>
          <Detail label={t("transfer.remittance")}>
            <span className="font-mono" data-testid="remittance">
              {transfer.remittance}
            </span>
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
