/**
 * The site's one progressive-enhancement script (plain TypeScript, no React). Every page loads
 * it, hydrated or not: the content pages are server-rendered HTML that this script enhances;
 * the hydrated pages (/admin…) use it for the shared chrome (header menu, cookie consent, image
 * fallbacks, language memory), and /buchung to load its island on first interaction. Each
 * behaviour works by event delegation on `document` and data attributes in the server's markup,
 * so it never holds on to an element that React may replace, and every visible text comes from
 * that markup (all languages).
 */
import { initConsent } from "./consent";
import { initCopyButtons } from "./copy-buttons";
import { initFallbackImages } from "./fallback-images";
import { initIslands } from "./islands";
import { initLazyMap } from "./lazy-map";
import { initLightbox } from "./lightbox";
import { initMobileMenu } from "./mobile-menu";
import { initNotFoundLog } from "./not-found";
import { initRememberLanguage } from "./remember-language";
import { initSocialFeed } from "./social-feed";

// First: it may load the page again in the remembered language.
if (initRememberLanguage()) {
  initIslands();
  initFallbackImages();
  initMobileMenu();
  initConsent();
  initLightbox();
  initLazyMap();
  initSocialFeed();
  initNotFoundLog();
  initCopyButtons();
}
