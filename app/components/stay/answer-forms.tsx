import type { ReactNode } from "react";
import { Trans } from "react-i18next";
import { formatInstant } from "../../../domain/booking/format-instant";
import { type AcceptTick, acceptTicks, type GuestStayView } from "../../../domain/stays/guest-stay";
import { useTranslation } from "../../i18n/use-translation";
import { StaySection } from "./section";

/*
 * The guest's two answers as plain forms: they post to the page's own address (the code is in
 * its query) and work without JavaScript; the server answers with the page in its new state, or
 * with the page and what is missing. `noValidate`, so that the refusal is the site's own
 * sentence in the page's language, not the browser's.
 */

const buttonClass =
  "mt-4 inline-flex min-h-11 items-center rounded-full px-5 py-2 font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2";

const linkTargets: Record<AcceptTick, string> = {
  houseRules: "/gaesteinformationen#guidelines",
  terms: "/#imprint",
};

/** A required checkbox with its label and, after a refused post, its message. */
function Tick({
  name,
  label,
  error,
  ticked = false,
}: {
  name: string;
  label: ReactNode;
  error?: string;
  /** Ticked again after a refused post, where the guest had ticked it. */
  ticked?: boolean;
}) {
  const id = `tick-${name}`;
  return (
    <div className="mt-3">
      <label htmlFor={id} className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="yes"
          defaultChecked={ticked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-800"
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="mt-1 pl-8 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Accepting the offer: house rules and terms ticked, then one button. After a refused post,
 * `missing` names the boxes left empty; the other one stays ticked.
 */
export function AcceptForm({
  view,
  missing,
}: {
  view: GuestStayView;
  missing: AcceptTick[] | null;
}) {
  const { t, i18n } = useTranslation("stay");
  const { t: common } = useTranslation();
  const until = view.holdUntil ? formatInstant(i18n.language, view.holdUntil) : "";
  return (
    <StaySection id="accept" heading={t("accept.heading")} className="print:hidden">
      <p className="mt-3 text-stone-700">{t("accept.text", { until })}</p>
      <form method="post" noValidate>
        <input type="hidden" name="intent" value="accept" />
        {acceptTicks.map((name) => (
          <Tick
            key={name}
            name={name}
            error={missing?.includes(name) ? t(`problems.${name}`) : undefined}
            ticked={missing !== null && !missing.includes(name)}
            label={
              <>
                <Trans
                  t={t}
                  i18nKey={`accept.${name}`}
                  components={{
                    doc: (
                      // biome-ignore lint/a11y/useAnchorContent: Trans puts the text in.
                      <a
                        href={linkTargets[name]}
                        target="_blank"
                        rel="noopener"
                        className="text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
                      />
                    ),
                  }}
                />
                <span className="sr-only"> {common("footer.opensInNewTab")}</span>
              </>
            }
          />
        ))}
        <button
          type="submit"
          className={`${buttonClass} bg-emerald-800 hover:bg-emerald-900 focus-visible:outline-emerald-800`}
        >
          {t("accept.submit")}
        </button>
      </form>
    </StaySection>
  );
}

/** Declining the offer, or cancelling the stay: confirmed with a tick, then one button. */
export function CancelForm({ view, unconfirmed }: { view: GuestStayView; unconfirmed: boolean }) {
  const { t } = useTranslation("stay");
  // Before the guest said yes it is a "no, thanks"; afterwards a cancellation.
  const offer = view.state === "open";
  return (
    <StaySection
      id="cancel"
      heading={t(offer ? "cancel.heading" : "cancel.headingStay")}
      className="print:hidden"
    >
      <p className="mt-3 text-stone-700">{t(offer ? "cancel.text" : "cancel.textStay")}</p>
      <form method="post" noValidate>
        <input type="hidden" name="intent" value="cancel" />
        <Tick
          name="confirm"
          label={t(offer ? "cancel.confirm" : "cancel.confirmStay")}
          error={unconfirmed ? t("problems.confirm") : undefined}
        />
        <button
          type="submit"
          className={`${buttonClass} bg-red-800 hover:bg-red-900 focus-visible:outline-red-800`}
        >
          {t(offer ? "cancel.submit" : "cancel.submitStay")}
        </button>
      </form>
    </StaySection>
  );
}
