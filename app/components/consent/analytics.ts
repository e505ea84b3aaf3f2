/**
 * Google Analytics 4, started only after consent: loaded once per page
 * with IP anonymisation; the configuration sends the page view.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const analyticsScriptHost = "https://www.googletagmanager.com";
let started: string | null = null;

function disableFlag(id: string): `ga-disable-${string}` {
  return `ga-disable-${id}`;
}

export function startAnalytics(id: string): void {
  const flags = window as unknown as Record<string, unknown>;
  flags[disableFlag(id)] = false;
  if (started === id) {
    // Consent given again after being withdrawn in this page view: count this page.
    window.gtag?.("event", "page_view");
    return;
  }
  if (started) return;
  started = id;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js expects the Arguments object itself, not an array.
    // biome-ignore lint/complexity/noArguments: required by gtag.js
    window.dataLayer?.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id, { anonymize_ip: true });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${analyticsScriptHost}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Consent withdrawn: GA's documented opt-out flag stops any further hits in this page. */
export function stopAnalytics(id: string): void {
  (window as unknown as Record<string, unknown>)[disableFlag(id)] = true;
}
