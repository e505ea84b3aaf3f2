import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { startAnalytics, stopAnalytics } from "./analytics";
import {
  type Consent,
  createConsent,
  readStoredConsent,
  writeStoredConsent,
} from "./consent-storage";

interface ConsentApi {
  consent: Consent | null;
  /** Opens the cookie settings dialog (e.g. from the imprint). */
  openSettings: () => void;
  /** True once the stored decision was read in the browser and none was found. */
  bannerNeeded: boolean;
  decide: (analytics: boolean) => void;
}

const ConsentContext = createContext<ConsentApi>({
  consent: null,
  openSettings: () => {},
  bannerNeeded: false,
  decide: () => {},
});
export const useConsent = () => useContext(ConsentContext);

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Consent state, settings dialog and consent-gated analytics (SPEC.md sections 2 and 4).
 * The decision is read after hydration (the server cannot know it). The banner itself is
 * placed with <ConsentBanner /> (in the layout, right after the header).
 */
export function ConsentProvider({
  analyticsId,
  children,
}: {
  analyticsId: string | null;
  children: ReactNode;
}) {
  const [consent, setConsent] = useState<Consent | null>(null);
  const [ready, setReady] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    setConsent(readStoredConsent(browserStorage()));
    setReady(true);
  }, []);

  useEffect(() => {
    if (!analyticsId || !consent) return;
    if (consent.analytics) startAnalytics(analyticsId);
    else stopAnalytics(analyticsId);
  }, [analyticsId, consent]);

  const decide = useCallback((analytics: boolean) => {
    const next = createConsent(analytics);
    writeStoredConsent(browserStorage(), next);
    setConsent(next);
  }, []);

  const api = useMemo(
    () => ({
      consent,
      openSettings: () => setSettingsOpen(true),
      bannerNeeded: ready && !consent,
      decide,
    }),
    [consent, ready, decide],
  );

  return (
    <ConsentContext.Provider value={api}>
      {children}
      <ConsentDialog
        open={settingsOpen}
        analytics={consent?.analytics ?? false}
        onSave={(analytics) => {
          decide(analytics);
          setSettingsOpen(false);
        }}
        onClose={() => setSettingsOpen(false)}
      />
    </ConsentContext.Provider>
  );
}

const button = {
  primary:
    "rounded-full bg-emerald-800 px-5 py-2.5 font-medium text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800",
  secondary:
    "rounded-full border border-emerald-800 bg-white px-5 py-2.5 font-medium text-emerald-900 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800",
  link: "rounded px-1 py-2.5 font-medium text-emerald-900 underline underline-offset-2 hover:text-emerald-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800",
};

/**
 * The cookie banner while no decision exists: a fixed overlay at the bottom, so it never
 * shifts the page. Placed right after the header, keyboard users reach it before the content.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { bannerNeeded, decide: onDecide, openSettings: onOpenSettings } = useConsent();
  const [details, setDetails] = useState(false);
  const detailsId = useId();
  if (!bannerNeeded) return null;
  return (
    <section
      aria-labelledby="consent-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto border-t border-stone-200 bg-white shadow-[0_-8px_24px_rgba(0,0,0,0.12)]"
      data-testid="consent-banner"
    >
      <div className="mx-auto max-w-6xl px-4 py-5">
        <h2 id="consent-banner-title" className="text-lg font-semibold text-stone-900">
          {t("consent.banner.title")}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("consent.banner.text")}</p>
        <div id={detailsId} hidden={!details} className="mt-3 grid max-w-3xl gap-3 text-sm">
          <div>
            <h3 className="font-semibold text-stone-900">{t("consent.essential.title")}</h3>
            <p className="text-stone-700">{t("consent.essential.text")}</p>
          </div>
          <div>
            <h3 className="font-semibold text-stone-900">{t("consent.analytics.title")}</h3>
            <p className="text-stone-700">{t("consent.analytics.text")}</p>
          </div>
          <p>
            <button type="button" className={button.link} onClick={onOpenSettings}>
              {t("consent.banner.settings")}
            </button>
          </p>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="button" className={button.primary} onClick={() => onDecide(true)}>
            {t("consent.banner.acceptAll")}
          </button>
          <button type="button" className={button.secondary} onClick={() => onDecide(false)}>
            {t("consent.banner.essentialOnly")}
          </button>
          <button
            type="button"
            className={button.link}
            aria-expanded={details}
            aria-controls={detailsId}
            onClick={() => setDetails((open) => !open)}
          >
            {details ? t("consent.banner.hideDetails") : t("consent.banner.showDetails")}
          </button>
        </div>
      </div>
    </section>
  );
}

function ConsentDialog({
  open,
  analytics,
  onSave,
  onClose,
}: {
  open: boolean;
  analytics: boolean;
  onSave: (analytics: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(analytics);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setDraft(analytics);
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open, analytics]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="consent-dialog-title"
      aria-describedby="consent-dialog-text"
      onClose={onClose}
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
            label={t("consent.essential.title")}
            description={t("consent.essential.text")}
            checked
            disabled
          />
          <ConsentSwitch
            label={t("consent.analytics.title")}
            description={t("consent.analytics.text")}
            checked={draft}
            onChange={setDraft}
          />
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={button.secondary} onClick={onClose}>
            {t("consent.dialog.cancel")}
          </button>
          <button type="button" className={button.primary} onClick={() => onSave(draft)}>
            {t("consent.dialog.save")}
          </button>
        </div>
      </div>
    </dialog>
  );
}

function ConsentSwitch({
  label,
  description,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const labelId = useId();
  const descriptionId = useId();
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
        onClick={() => onChange?.(!checked)}
        className={`relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 disabled:cursor-not-allowed disabled:opacity-70 ${checked ? "bg-emerald-700" : "bg-stone-400"}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${checked ? "translate-x-6" : "translate-x-1"}`}
        />
      </button>
    </div>
  );
}
