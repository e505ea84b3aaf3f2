import { attractions, features, galleryPhotos } from "./home-content";
import type { Language } from "./property";
import { resources } from "./texts";

/**
 * The texts of the public pages the owners change themselves on /admin/texte: i18next keys
 * (`namespace:path`), grouped by page and section, each with its German label, its format and
 * its longest length. Every other text stays in the repository: the booking form, the
 * messages, the admin area, the consent banner and the mails are the specification's wording,
 * which the code and its tests rely on (docs/admin.md).
 *
 * Formats: `plain` is one line shown as it is typed (names, distances, titles, alternative
 * texts, list items); `formatted` may have paragraphs (a blank line), **bold** and links
 * ([text](https://…), mailto: and tel:), turned into HTML by domain/texts/formatting.ts.
 *
 * Limits, so that no text breaks the layout of a 320 px wide phone (the longest default of each
 * kind is well inside, content/editable-texts.test.ts): names and titles 60, distances 40, list
 * items and short lines 150 (what is included 80), alternative texts 150, card texts 120,
 * introductions 300, descriptions 600, longer paragraphs 1,000, the privacy, data and welcome texts 1,500.
 */
export type TextFormat = "plain" | "formatted";

export interface EditableText {
  /** The i18next key, `namespace:path` (e.g. `home:attractions.items.castle.name`). */
  key: string;
  label: string;
  format: TextFormat;
  /** Longest length in characters. */
  max: number;
}

export interface TextSection {
  /** Part of the admin page's anchors and forms. */
  id: string;
  label: string;
  /** The public page that shows the section's texts (for the preview). */
  page: "/" | "/familienurlaub" | "/gaesteinformationen";
  texts: EditableText[];
}

const textLimits = {
  name: 60,
  distance: 40,
  included: 80,
  line: 150,
  alt: 150,
  card: 120,
  intro: 300,
  description: 600,
  paragraph: 1_000,
  long: 1_500,
} as const;

const plain = (key: string, label: string, max: number): EditableText => ({
  key,
  label,
  format: "plain",
  max,
});
const formatted = (key: string, label: string, max: number): EditableText => ({
  key,
  label,
  format: "formatted",
  max,
});

/** Items of a list of texts (`key.0`, `key.1`, …), numbered from 1 for their labels. */
function listItems(key: string, label: string, count: number, max: number): EditableText[] {
  return Array.from({ length: count }, (_, index) =>
    plain(`${key}.${index}`, `${label} ${index + 1}`, max),
  );
}

/** German names of the feature cards, for their labels (the keys of content/home-content.ts). */
const featureNames: Record<(typeof features)[number], string> = {
  bedrooms: "Schlafzimmer",
  guests: "Gäste",
  wifi: "WLAN",
  parking: "Parkplatz",
  kitchen: "Küche",
  view: "Bergblick",
};

export const textSections: readonly TextSection[] = [
  {
    id: "wohnung",
    label: "Startseite: Die Wohnung",
    page: "/",
    texts: [
      plain("home:details.intro", "Einleitung", textLimits.intro),
      formatted("home:details.about1", "Beschreibung, Absatz 1", textLimits.paragraph),
      formatted("home:details.about2", "Beschreibung, Absatz 2", textLimits.paragraph),
      formatted("home:details.about3", "Beschreibung, Absatz 3", textLimits.paragraph),
      ...listItems("home:details.included", "Im Preis inbegriffen", 6, textLimits.included),
    ],
  },
  {
    id: "ausstattung",
    label: "Startseite: Ausstattung (Karten)",
    page: "/",
    texts: features.flatMap((feature) => [
      plain(
        `home:details.features.${feature}.title`,
        `${featureNames[feature]}: Titel`,
        textLimits.name,
      ),
      plain(
        `home:details.features.${feature}.text`,
        `${featureNames[feature]}: Text`,
        textLimits.card,
      ),
    ]),
  },
  {
    id: "galerie",
    label: "Startseite: Bildergalerie",
    page: "/",
    texts: galleryPhotos.flatMap(({ key }, index) => [
      plain(`home:gallery.items.${key}.title`, `Bild ${index + 1}: Titel`, textLimits.name),
      plain(`home:gallery.items.${key}.alt`, `Bild ${index + 1}: Alternativtext`, textLimits.alt),
    ]),
  },
  {
    id: "ausfluege",
    label: "Startseite: Ausflüge",
    page: "/",
    texts: attractions.flatMap(({ key }, index) => [
      plain(`home:attractions.items.${key}.name`, `Ausflug ${index + 1}: Name`, textLimits.name),
      formatted(
        `home:attractions.items.${key}.description`,
        `Ausflug ${index + 1}: Beschreibung`,
        textLimits.description,
      ),
      plain(
        `home:attractions.items.${key}.distance`,
        `Ausflug ${index + 1}: Entfernung`,
        textLimits.distance,
      ),
    ]),
  },
  {
    id: "hausordnung",
    label: "Hausordnung",
    page: "/gaesteinformationen",
    texts: [
      plain("home:imprint.checkIn", "Impressum: Check-in", textLimits.included),
      plain("home:imprint.checkOut", "Impressum: Check-out", textLimits.included),
      plain("home:imprint.quietHours", "Impressum: Nachtruhe", textLimits.included),
      plain("home:imprint.noSmoking", "Impressum: Rauchen", textLimits.line),
      plain("home:imprint.noPets", "Impressum: Haustiere", textLimits.line),
      ...listItems("guestInfo:guidelines.items", "Gästeinformationen: Regel", 5, textLimits.line),
    ],
  },
  {
    id: "stornierung",
    label: "Stornierung",
    page: "/",
    texts: [
      formatted("home:imprint.cancellation", "Impressum: Stornierung", textLimits.description),
      plain("guestInfo:details.cancellation", "Gästeinformationen: Stornierung", textLimits.line),
    ],
  },
  {
    id: "impressum",
    label: "Startseite: Impressum",
    page: "/",
    texts: [
      formatted("home:imprint.privacy", "Datenschutz", textLimits.long),
      formatted("home:imprint.data", "Datenverarbeitung", textLimits.long),
    ],
  },
  {
    id: "gaesteinformationen",
    label: "Gästeinformationen",
    page: "/gaesteinformationen",
    texts: [
      plain("guestInfo:lead", "Einleitung", textLimits.intro),
      formatted("guestInfo:welcome.text", "Willkommen", textLimits.long),
      plain("guestInfo:downloadNote", "Hinweis ohne Gästemappe", textLimits.line),
      ...listItems("guestInfo:equipment.items", "Ausstattung", 6, textLimits.line),
      formatted("guestInfo:surroundings.text", "Umgebung", textLimits.long),
      formatted("guestInfo:closing", "Schlusswort", textLimits.description),
    ],
  },
  {
    id: "familienurlaub",
    label: "Familienurlaub",
    page: "/familienurlaub",
    texts: [
      formatted("family:intro", "Einleitung", textLimits.paragraph),
      formatted("family:experience.text", "Abenteuer vor der Haustür", textLimits.paragraph),
      plain("family:experience.imageAlt", "Bild oben: Alternativtext", textLimits.alt),
      ...listItems("family:activities.items", "Erlebnis", 5, textLimits.line),
      formatted("family:culinary.text", "Kulinarik", textLimits.paragraph),
      formatted("family:accommodation.text", "Unterkunft", textLimits.paragraph),
      plain("family:accommodation.imageAlt", "Bild unten: Alternativtext", textLimits.alt),
      ...listItems("family:accommodation.items", "Unterkunft: Punkt", 6, textLimits.line),
      formatted("family:cta.text", "Zum Schluss", textLimits.description),
    ],
  },
];

const byKey = new Map(
  textSections.flatMap((section) => section.texts.map((text) => [text.key, text] as const)),
);

/** The editable text of a key, or undefined for any other key. */
export function editableText(key: string): EditableText | undefined {
  return byKey.get(key);
}

/** The path of a key inside its language's texts: namespace first. */
export function keyPath(key: string): string[] {
  const [namespace, path] = key.split(":");
  return [namespace, ...path.split(".")];
}

/** The repository's text of a key in one language (what the site shows without the owners'). */
export function defaultText(key: string, language: Language): string {
  let value: unknown = resources[language];
  for (const part of keyPath(key)) value = (value as Record<string, unknown>)[part];
  if (typeof value !== "string") throw new Error(`No text at ${key} (${language})`);
  return value;
}
