import type { InitOptions } from "i18next";
import { attractions } from "./home-content";
import bookingDe from "./locales/de/booking.json";
import commonDe from "./locales/de/common.json";
import familyDe from "./locales/de/family.json";
import guestInfoDe from "./locales/de/guest-info.json";
import homeDe from "./locales/de/home.json";
import reviewDe from "./locales/de/review.json";
import stayDe from "./locales/de/stay.json";
import bookingEn from "./locales/en/booking.json";
import commonEn from "./locales/en/common.json";
import familyEn from "./locales/en/family.json";
import guestInfoEn from "./locales/en/guest-info.json";
import homeEn from "./locales/en/home.json";
import reviewEn from "./locales/en/review.json";
import stayEn from "./locales/en/stay.json";
import bookingIt from "./locales/it/booking.json";
import commonIt from "./locales/it/common.json";
import familyIt from "./locales/it/family.json";
import guestInfoIt from "./locales/it/guest-info.json";
import homeIt from "./locales/it/home.json";
import reviewIt from "./locales/it/review.json";
import stayIt from "./locales/it/stay.json";
import type { Language } from "./property";

type Home = typeof homeDe;
type Attraction = Home["attractions"]["items"][keyof Home["attractions"]["items"]];

/**
 * The home page's texts with each attraction's distance in words (`attractions.items.<key>.
 * distance`), made from its minutes (content/home-content.ts) and the language's wording
 * (`attractions.distance`): a text of its own, so the owners can change it like the attraction's
 * name (content/editable-texts.ts).
 */
function withAttractionDistances(home: Home): Home & {
  attractions: {
    items: Record<keyof Home["attractions"]["items"], Attraction & { distance: string }>;
  };
} {
  const wording = home.attractions.distance;
  const fill = (template: string, values: object) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String((values as Record<string, unknown>)[name]),
    );
  const items = Object.fromEntries(
    attractions.map(({ key, distance }) => {
      const words =
        distance.kind === "fromDoor"
          ? wording.fromDoor
          : distance.kind === "walk" && "upTo" in distance
            ? fill(wording.walkRange, distance)
            : fill(wording[distance.kind], distance);
      return [key, { ...home.attractions.items[key], distance: words }];
    }),
  ) as Record<keyof Home["attractions"]["items"], Attraction & { distance: string }>;
  return { ...home, attractions: { ...home.attractions, items } };
}

/**
 * Every text of the public site, per language and namespace (one JSON file each under
 * content/locales). Imported on the server only: loaders hand the active language's texts to the
 * browser. The distances are made in calls marked pure, so the browser's bundles, which import
 * this module for `i18nextOptions` only, leave every language's texts out.
 */
export const resources = {
  de: {
    common: commonDe,
    home: /* @__PURE__ */ withAttractionDistances(homeDe),
    family: familyDe,
    guestInfo: guestInfoDe,
    booking: bookingDe,
    review: reviewDe,
    stay: stayDe,
  },
  en: {
    common: commonEn,
    home: /* @__PURE__ */ withAttractionDistances(homeEn),
    family: familyEn,
    guestInfo: guestInfoEn,
    booking: bookingEn,
    review: reviewEn,
    stay: stayEn,
  },
  it: {
    common: commonIt,
    home: /* @__PURE__ */ withAttractionDistances(homeIt),
    family: familyIt,
    guestInfo: guestInfoIt,
    booking: bookingIt,
    review: reviewIt,
    stay: stayIt,
  },
} satisfies Record<Language, Record<string, unknown>>;

/**
 * i18next settings shared by the browser's React instance and the server's translators, so a
 * text renders the same on both sides (and hydration matches).
 */
export function i18nextOptions(language: Language, texts: Record<string, unknown>): InitOptions {
  return {
    lng: language,
    // Every language has every key (content/texts.test.ts), so there is nothing to fall back to.
    fallbackLng: false,
    resources: { [language]: texts } as InitOptions["resources"],
    defaultNS: "common",
    ns: Object.keys(texts),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}
