/**
 * The data attributes through which the server's markup and the enhancement script (this folder)
 * meet; each name is written here once, for the components and the script alike. Plain string
 * constants, so the script's bundle keeps only the names it reads.
 */

/** On `<body>`: the Google Analytics id, when there is one. */
export const analyticsId = "data-analytics-id";

// Cookie consent (app/components/consent/consent.tsx).
export const consentBanner = "data-consent-banner";
export const consentDialog = "data-consent-dialog";
/** Any button that opens the settings dialog. */
export const consentOpen = "data-consent-open";
/** Its value: "all" or "essential". */
export const consentAccept = "data-consent-accept";
export const consentDetails = "data-consent-details";
/** The analytics switch in the dialog (absent while analytics is not configured). */
export const consentAnalytics = "data-consent-analytics";
export const consentCancel = "data-consent-cancel";
export const consentSave = "data-consent-save";

// The gallery lightbox (app/components/home/lightbox.tsx, gallery-section.tsx).
export const lightbox = "data-lightbox";
/** On the lightbox: the photo to show when a large one fails. */
export const lightboxFallback = "data-fallback-src";
/** On the lightbox: "… {current} … {total}" in the page's language. */
export const lightboxPositionTemplate = "data-position-template";
export const lightboxImage = "data-lightbox-image";
export const lightboxPrevious = "data-lightbox-previous";
export const lightboxNext = "data-lightbox-next";
export const lightboxClose = "data-lightbox-close";
/** On a photo button its title; in the lightbox the element that shows it. */
export const lightboxTitle = "data-lightbox-title";
export const lightboxPosition = "data-lightbox-position";
/** The photo buttons, numbered from 0, with the large photo's source, text and size. */
export const lightboxIndex = "data-lightbox-index";
export const lightboxSrc = "data-lightbox-src";
export const lightboxAlt = "data-lightbox-alt";
export const lightboxWidth = "data-lightbox-width";
export const lightboxHeight = "data-lightbox-height";

// Image fallbacks (app/components/fallback-image.tsx).
/** The sources still to try, separated by spaces. */
export const fallbackSources = "data-fallback-srcs";
/** Set once an image shows a fallback. */
export const showsFallback = "data-fallback";
/** The text after the image, shown when every source failed. */
export const imageFallback = "data-image-fallback";

// The map (app/components/home/osm-map.tsx).
export const lazyMap = "data-lazy-map";
export const mapSource = "data-map-src";
export const mapTitle = "data-map-title";

// The social feed (app/components/home/social-feed-section.tsx).
export const socialFeed = "data-social-feed";
export const socialEmbedUrl = "data-embed-url";
export const socialFrameTitle = "data-frame-title";
export const socialLoad = "data-social-load";
/** The button and its note, removed once the frame loads. */
export const socialBeforeLoad = "data-social-before-load";

// Copy buttons (app/components/stay/payment-plan.tsx): hidden in the markup, shown by the script.
/** On a copy button: the exact text to copy (an IBAN without its spaces). */
export const copyValue = "data-copy";
/** On a copy button: what the live region says once it copied, in the page's language. */
export const copyDone = "data-copy-done";
/** The live region that says it. */
export const copyStatus = "data-copy-status";

/** The header's menu button. */
export const menuToggle = "data-menu-toggle";
/** On a language link: the language it switches to. */
export const languageLink = "data-language";
/** On the 404 page's content. */
export const notFound = "data-not-found";
/** On the element an island hydrates (app/islands/): the island's name. */
export const island = "data-island";
/** On that element: the island's script, loaded at the visitor's first interaction. */
export const islandScript = "data-island-script";
/** On the `<script type="application/json">` beside it, the island's name. */
export const islandProps = "data-island-props";

/** A selector for elements with the attribute, optionally of one tag: `dialog[data-lightbox]`. */
export const select = (name: string, tag = "") => `${tag}[${name}]`;

/**
 * JSX props that set one attribute: `<dialog {...mark(lightbox)}>` marks a flag (`""`); with a
 * value, an undefined one leaves the attribute out.
 */
export function mark<Name extends string>(
  name: Name,
  ...value: [string | number | undefined] | []
): { [key in Name]: string | number | undefined } {
  return { [name]: value.length ? value[0] : "" } as { [key in Name]: string | number | undefined };
}
