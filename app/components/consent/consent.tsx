import * as attribute from "../../enhance/contract";
import { useTranslation } from "../../i18n/use-translation";

const { mark } = attribute;

/*
 * The cookie banner and the settings dialog as static markup. The
 * enhancement script (app/enhance/consent.ts) reads the stored decision, shows the banner while
 * there is none, opens the dialog from any [data-consent-open] button, stores the decision and
 * starts Google Analytics only after consent.
 */

const button = {
  primary:
    "rounded-full bg-emerald-800 px-5 py-2.5 font-medium text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800",
  secondary:
    "rounded-full border border-emerald-800 bg-white px-5 py-2.5 font-medium text-emerald-900 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800",
  link: "rounded px-1 py-2.5 font-medium text-emerald-900 underline underline-offset-2 hover:text-emerald-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800",
};

/** A banner button that decides at once: everything, or the essential cookies only. */
function AcceptButton(props: {
  choice: "all" | "essential";
  look: "primary" | "secondary";
  label: string;
}) {
  return (
    <button
      type="button"
      className={button[props.look]}
      {...mark(attribute.consentAccept, props.choice)}
    >
      {props.label}
    </button>
  );
}

/**
 * The cookie banner, shown by the script while no decision exists: a fixed overlay at the
 * bottom, so it never shifts the page. Placed right after the header, keyboard users reach it
 * before the content.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const detailsId = "consent-banner-details";
  return (
    <section
      hidden
      {...mark(attribute.consentBanner)}
      aria-labelledby="consent-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto border-t border-stone-200 bg-white shadow-[0_-8px_24px_rgba(0,0,0,0.12)]"
      data-testid="consent-banner"
    >
      <div className="mx-auto max-w-6xl px-4 py-5">
        <h2 id="consent-banner-title" className="text-lg font-semibold text-stone-900">
          {t("consent.banner.title")}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("consent.banner.text")}</p>
        <div id={detailsId} hidden className="mt-3 grid max-w-3xl gap-3 text-sm">
          <div>
            <h3 className="font-semibold text-stone-900">{t("consent.essential.title")}</h3>
            <p className="text-stone-700">{t("consent.essential.text")}</p>
          </div>
          <div>
            <h3 className="font-semibold text-stone-900">{t("consent.analytics.title")}</h3>
            <p className="text-stone-700">{t("consent.analytics.text")}</p>
          </div>
          <p>
            <button type="button" className={button.link} {...mark(attribute.consentOpen)}>
              {t("consent.banner.settings")}
            </button>
          </p>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <AcceptButton choice="all" look="primary" label={t("consent.banner.acceptAll")} />
          <AcceptButton
            choice="essential"
            look="secondary"
            label={t("consent.banner.essentialOnly")}
          />
          <button
            type="button"
            className={`group ${button.link}`}
            aria-expanded="false"
            aria-controls={detailsId}
            {...mark(attribute.consentDetails)}
          >
            <span className="group-aria-expanded:hidden">{t("consent.banner.showDetails")}</span>
            <span className="hidden group-aria-expanded:inline">
              {t("consent.banner.hideDetails")}
            </span>
          </button>
        </div>
      </div>
    </section>
  );
}

/** The cookie settings dialog (a native modal <dialog>), opened and saved by the script. */
export function ConsentDialog() {
  const { t } = useTranslation();
  return (
    <dialog
      {...mark(attribute.consentDialog)}
      aria-labelledby="consent-dialog-title"
      aria-describedby="consent-dialog-text"
      className="m-auto w-[min(92vw,32rem)] rounded-2xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/60"
    >
      <div className="p-6">
        <h2 id="consent-dialog-title" className="text-xl font-semibold">
          {t("consent.dialog.title")}
        </h2>
        <p id="consent-dialog-text" className="mt-2 text-sm text-stone-700">
          {t("consent.dialog.text")}
        </p>
        <div className="mt-5 space-y-4">
          <ConsentSwitch
            id="consent-essential"
            label={t("consent.essential.title")}
            description={t("consent.essential.text")}
            checked
            disabled
          />
          <ConsentSwitch
            id="consent-analytics"
            label={t("consent.analytics.title")}
            description={t("consent.analytics.text")}
            checked={false}
          />
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={button.secondary} {...mark(attribute.consentCancel)}>
            {t("consent.dialog.cancel")}
          </button>
          <button type="button" className={button.primary} {...mark(attribute.consentSave)}>
            {t("consent.dialog.save")}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** A switch whose look follows its aria-checked (the script flips it). */
function ConsentSwitch({
  id,
  label,
  description,
  checked,
  disabled = false,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
}) {
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl bg-stone-50 p-4">
      <div>
        <p id={labelId} className="font-medium">
          {label}
        </p>
        <p id={descriptionId} className="mt-1 text-sm text-stone-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={disabled}
        {...mark(attribute.consentAnalytics, disabled ? undefined : "")}
        className="group relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-stone-400 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 disabled:cursor-not-allowed disabled:opacity-70 aria-checked:bg-emerald-700"
      >
        <span
          aria-hidden="true"
          className="inline-block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition group-aria-checked:translate-x-6"
        />
      </button>
    </div>
  );
}
