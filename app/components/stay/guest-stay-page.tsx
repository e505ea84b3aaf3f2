import { Trans } from "react-i18next";
import { property } from "../../../content/property";
import { formatDate } from "../../../domain/booking/format";
import { formatInstant, formatInstantDate } from "../../../domain/booking/format-instant";
import type {
  AcceptTick,
  GuestAnswerProblem,
  GuestStayView,
} from "../../../domain/stays/guest-stay";
import { canAccept, canCancel } from "../../../domain/stays/guest-stay";
import { useTranslation } from "../../i18n/use-translation";
import { useContactFacts } from "../../root-data";
import { MailLink, PhoneLink } from "../contact-links";
import { AcceptForm, CancelForm } from "./answer-forms";
import { PaymentPlan } from "./payment-plan";
import { PriceLines } from "./price-lines";
import { StaySection } from "./section";
import { StayFacts } from "./stay-facts";

export interface RefusedAnswer {
  problem: GuestAnswerProblem;
  missing?: AcceptTick[];
}

/**
 * The guest's own page: where the stay stands, its dates and guests, the price, the payments
 * with the transfer details, the cancellation terms, and the forms to accept or cancel. Printed,
 * it is the booking confirmation: the site's header, footer and the forms stay off the paper.
 */
export function GuestStayPage({
  view,
  refused,
  calendarPath,
}: {
  view: GuestStayView;
  refused: RefusedAnswer | null;
  /** The stay as a calendar file, behind the page's secret. */
  calendarPath: string;
}) {
  const { t, i18n } = useTranslation("stay");
  const language = i18n.language;
  const contact = useContactFacts();
  const stateText = t(`stateText.${view.state}`, {
    until: view.holdUntil ? formatInstant(language, view.holdUntil) : "",
    date: view.answeredAt ? formatInstantDate(language, view.answeredAt) : "",
  });
  const freeStill = view.today <= view.freeCancellationUntil;
  // Messages that belong to a form stand at its fields; the others at the top.
  const formProblem = refused?.problem === "ticks" || refused?.problem === "confirm";

  return (
    <article data-guest-stay="">
      <header className="bg-gradient-to-b from-emerald-900 to-emerald-800 text-white print:bg-none print:text-stone-950">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
          <p className="font-medium text-emerald-50 print:text-stone-950">
            {property.name}
            <span className="hidden print:inline">
              {" "}
              · {contact.street}, {contact.postalCode} {contact.locality} · {contact.phone} ·{" "}
              {contact.email}
            </span>
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t("heading")}</h1>
          <p className="mt-3 text-lg text-emerald-50 print:text-stone-950">
            {t("greeting", { name: view.firstName })}
          </p>
          <p className="mt-4 flex flex-wrap gap-2">
            <span
              className="rounded-full bg-white px-3 py-1 font-semibold text-emerald-950 print:border print:border-stone-950"
              data-testid="stay-state"
            >
              {t("stateLabel", { state: t(`states.${view.state}`) })}
            </span>
            {view.reference && (
              <span className="rounded-full border border-emerald-100 px-3 py-1 print:border-stone-950">
                {t("reference", { reference: view.reference })}
              </span>
            )}
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12 print:space-y-4 print:py-4">
        {refused && !formProblem && (
          <p
            role="alert"
            className="rounded-xl border border-red-300 bg-red-50 p-4 font-medium text-red-900"
          >
            {t(`problems.${refused.problem}`)}
          </p>
        )}
        <p className="text-lg text-stone-800" data-testid="state-text">
          {stateText}
        </p>

        <StayFacts view={view} calendarPath={calendarPath} />
        <PriceLines view={view} />
        <PaymentPlan view={view} />

        <StaySection id="cancellation" heading={t("cancellation.heading")}>
          <p className="mt-3 text-stone-700">
            {t(freeStill ? "cancellation.free" : "cancellation.freeEnded", {
              date: formatDate(language, view.freeCancellationUntil),
              days: view.freeCancellationDays,
            })}{" "}
            {t("cancellation.later")}
          </p>
        </StaySection>

        {refused && formProblem && (
          <p role="alert" className="font-medium text-red-900">
            {t(`problems.${refused.problem}`)}
          </p>
        )}
        {canAccept(view.state) && (
          <AcceptForm
            view={view}
            missing={refused?.problem === "ticks" ? (refused.missing ?? []) : null}
          />
        )}
        {canCancel(view.state) && (
          <CancelForm view={view} unconfirmed={refused?.problem === "confirm"} />
        )}

        <p className="text-stone-700">
          <Trans
            t={t}
            i18nKey="contact"
            values={{ phone: contact.phone, email: contact.email }}
            components={{ phone: <PhoneLink />, mail: <MailLink /> }}
          />
        </p>
      </div>
    </article>
  );
}
