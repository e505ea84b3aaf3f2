import { startAnalytics, stopAnalytics } from "../components/consent/analytics";
import {
  type Consent,
  createConsent,
  readStoredConsent,
  writeStoredConsent,
} from "../components/consent/consent-storage";

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

function analyticsId(): string | undefined {
  return document.body.dataset.analyticsId || undefined;
}

function applyConsent(): void {
  const id = analyticsId();
  if (!id || !consent) return;
  if (consent.analytics) startAnalytics(id);
  else stopAnalytics(id);
}

function decide(analytics: boolean): void {
  consent = createConsent(analytics);
  writeStoredConsent(browserStorage(), consent);
  const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
  if (banner) banner.hidden = true;
  applyConsent();
}

function dialog(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>("dialog[data-consent-dialog]");
}

function analyticsSwitch(): HTMLElement | null | undefined {
  return dialog()?.querySelector<HTMLElement>("[data-consent-analytics]");
}

export function initConsent(): void {
  consent = readStoredConsent(browserStorage());
  applyConsent();
  if (!consent) {
    const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
    if (banner) banner.hidden = false;
  }

  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.("button");
    if (!button) return;
    if (button.hasAttribute("data-consent-accept")) {
      decide(button.getAttribute("data-consent-accept") === "all");
    } else if (button.hasAttribute("data-consent-details")) {
      const open = button.getAttribute("aria-expanded") !== "true";
      button.setAttribute("aria-expanded", String(open));
      const id = button.getAttribute("aria-controls");
      const details = id ? document.getElementById(id) : null;
      if (details) details.hidden = !open;
    } else if (button.hasAttribute("data-consent-open")) {
      const element = dialog();
      const draft = analyticsSwitch();
      if (!element || element.open) return;
      draft?.setAttribute("aria-checked", String(consent?.analytics ?? false));
      element.showModal();
    } else if (button.hasAttribute("data-consent-analytics")) {
      if (button.disabled) return;
      button.setAttribute("aria-checked", String(button.getAttribute("aria-checked") !== "true"));
    } else if (button.hasAttribute("data-consent-cancel")) {
      dialog()?.close();
    } else if (button.hasAttribute("data-consent-save")) {
      decide(analyticsSwitch()?.getAttribute("aria-checked") === "true");
      dialog()?.close();
    }
  });
}
