import { startAnalytics, stopAnalytics } from "../components/consent/analytics";
import {
  type Consent,
  createConsent,
  readStoredConsent,
  writeStoredConsent,
} from "../components/consent/consent-storage";
import {
  analyticsId,
  consentAccept,
  consentAnalytics,
  consentBanner,
  consentCancel,
  consentDetails,
  consentDialog,
  consentOpen,
  consentSave,
  select,
} from "./contract";

/**
 * Cookie consent: the banner (`[data-consent-banner]`, rendered
 * hidden) shows while there is no decision; the settings dialog (`dialog[data-consent-dialog]`)
 * opens from any `[data-consent-open]` button; Google Analytics (id in
 * `<body data-analytics-id>`) starts only after consent, once per page.
 */
let consent: Consent | null = null;

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function configuredAnalyticsId(): string | undefined {
  return document.body.getAttribute(analyticsId) || undefined;
}

function applyConsent(): void {
  const id = configuredAnalyticsId();
  if (!id || !consent) return;
  if (consent.analytics) startAnalytics(id);
  else stopAnalytics(id);
}

function decide(analytics: boolean): void {
  consent = createConsent(analytics);
  writeStoredConsent(browserStorage(), consent);
  const banner = document.querySelector<HTMLElement>(select(consentBanner));
  if (banner) banner.hidden = true;
  applyConsent();
}

function dialog(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>(select(consentDialog, "dialog"));
}

function analyticsSwitch(): HTMLElement | null | undefined {
  return dialog()?.querySelector<HTMLElement>(select(consentAnalytics));
}

export function initConsent(): void {
  consent = readStoredConsent(browserStorage());
  applyConsent();
  if (!consent) {
    const banner = document.querySelector<HTMLElement>(select(consentBanner));
    if (banner) banner.hidden = false;
  }

  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.("button");
    if (!button) return;
    if (button.hasAttribute(consentAccept)) {
      decide(button.getAttribute(consentAccept) === "all");
    } else if (button.hasAttribute(consentDetails)) {
      const open = button.getAttribute("aria-expanded") !== "true";
      button.setAttribute("aria-expanded", String(open));
      const id = button.getAttribute("aria-controls");
      const details = id ? document.getElementById(id) : null;
      if (details) details.hidden = !open;
    } else if (button.hasAttribute(consentOpen)) {
      const element = dialog();
      const draft = analyticsSwitch();
      if (!element || element.open) return;
      draft?.setAttribute("aria-checked", String(consent?.analytics ?? false));
      element.showModal();
    } else if (button.hasAttribute(consentAnalytics)) {
      if (button.disabled) return;
      button.setAttribute("aria-checked", String(button.getAttribute("aria-checked") !== "true"));
    } else if (button.hasAttribute(consentCancel)) {
      dialog()?.close();
    } else if (button.hasAttribute(consentSave)) {
      decide(analyticsSwitch()?.getAttribute("aria-checked") === "true");
      dialog()?.close();
    }
  });
}
