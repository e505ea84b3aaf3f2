import { property } from "../../../content/property";
import { mailBodyDays } from "../../../domain/privacy/retention";
import { consentOpen, mark } from "../../enhance/contract";
import { useTranslation } from "../../i18n/use-translation";
import { useContactFacts, useHouseFacts, useRootData } from "../../root-data";
import { MailLink, PhoneLink } from "../contact-links";
import { RichText } from "../rich-text";
import { formatClock } from "./format";
import { buttonClass, Section } from "./section";

export function ImprintSection() {
  const { t, i18n } = useTranslation("home");
  const clock = (time: string) => formatClock(i18n.language, time);
  const span = (from: string, to: string) => ({ from: clock(from), to: clock(to) });
  const contact = useContactFacts();
  const house = useHouseFacts();
  const { country } = property.address;
  const blockClass = "rounded-2xl border border-stone-200 bg-white p-6";
  const headingClass = "text-lg font-semibold text-emerald-950";
  return (
    <Section id="imprint" heading={t("imprint.heading")}>
      <div className="grid gap-6 md:grid-cols-2">
        <div className={blockClass}>
          <h3 className={headingClass}>{t("imprint.ownerHeading")}</h3>
          <address className="mt-2 not-italic text-stone-700">
            <strong className="font-semibold text-stone-900">{property.name}</strong>
            <br />
            {contact.owners}
            <br />
            {contact.street}
            <br />
            {contact.postalCode} {contact.locality}
            <br />
            {contact.region}, {country === "AT" ? "Österreich / Austria" : country}
          </address>
        </div>
        <div className={blockClass}>
          <h3 className={headingClass}>{t("imprint.contactHeading")}</h3>
          <p className="mt-2 text-stone-700">
            {t("contact.email")}: <MailLink />
            <br />
            {t("contact.phone")}: <PhoneLink />
          </p>
        </div>
      </div>

      <h3 className="mt-12 text-2xl font-semibold text-emerald-950">{t("imprint.termsHeading")}</h3>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className={blockClass}>
          <h4 className={headingClass}>{t("imprint.cancellationHeading")}</h4>
          <RichText
            className="mt-2 text-stone-700"
            text={t("imprint.cancellation", { days: house.freeCancellationDays })}
          />
        </div>
        <div className={blockClass}>
          <h4 className={headingClass}>{t("imprint.houseRulesHeading")}</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700">
            <li>{t("imprint.checkIn", span(house.checkInFrom, house.checkInTo))}</li>
            <li>{t("imprint.checkOut", span(house.checkOutFrom, house.checkOutTo))}</li>
            <li>{t("imprint.quietHours", span(house.quietHoursFrom, house.quietHoursTo))}</li>
            <li>{t("imprint.noSmoking")}</li>
            <li>{t("imprint.noPets")}</li>
          </ul>
        </div>
        <div id="privacy" className={blockClass}>
          <h4 className={headingClass}>{t("imprint.privacyHeading")}</h4>
          <RichText
            className="mt-2 text-stone-700"
            text={t("imprint.privacy", {
              months: useRootData()?.env.inquiryRetentionMonths,
              days: mailBodyDays,
            })}
          />
          <button
            type="button"
            {...mark(consentOpen)}
            aria-haspopup="dialog"
            className={`${buttonClass.secondary} mt-4`}
          >
            {t("imprint.cookieSettings")}
          </button>
        </div>
        <div className={blockClass}>
          <h4 className={headingClass}>{t("imprint.dataHeading")}</h4>
          <RichText className="mt-2 text-stone-700" text={t("imprint.data")} />
        </div>
      </div>
    </Section>
  );
}
