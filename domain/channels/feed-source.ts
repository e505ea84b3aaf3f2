import { addressLiteral, isPublicAddress } from "./public-address";

/** A channel's export feed we import: a name the owners recognise and its URL. */
export interface FeedSource {
  name: string;
  url: string;
}

export const feedNameMaxLength = 60;
const feedUrlMaxLength = 2000;

/** Feeds are fetched over http or https only (never file:, data: or anything else). */
export function isFeedUrl(value: string): boolean {
  if (value.length > feedUrlMaxLength || !URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === "http:" || protocol === "https:";
}

/**
 * A feed the owners add: https only (nobody on the way can forge its events), and not written as
 * an inside address. Names are checked when fetched, after they are resolved (fetch-feed.ts).
 */
export function isOwnerFeedUrl(value: string): boolean {
  if (!isFeedUrl(value) || new URL(value).protocol !== "https:") return false;
  const literal = addressLiteral(new URL(value).hostname);
  return literal === null || isPublicAddress(literal);
}

/** A feed's URL fit to show or log: a user name and password in it become "***". */
export function maskFeedUrl(value: string): string {
  if (!URL.canParse(value)) return value;
  const url = new URL(value);
  if (!url.username && !url.password) return value;
  url.username = "***";
  url.password = "";
  return url.href;
}

/**
 * `ICAL_IMPORT`: space-separated `Name=URL` pairs. A URL may hold "=" itself (the channels put a
 * secret in its query), so a pair splits at its first "=". Problems name the pair by its name
 * or position, never by its URL, which is a secret.
 */
export function parseFeedList(text: string): { feeds: FeedSource[]; problems: string[] } {
  const feeds: FeedSource[] = [];
  const problems: string[] = [];
  text
    .split(/\s+/)
    .filter(Boolean)
    .forEach((pair, index) => {
      const split = pair.indexOf("=");
      const name = split > 0 ? pair.slice(0, split) : "";
      const url = pair.slice(split + 1);
      if (!name || name.length > feedNameMaxLength) {
        problems.push(`pair ${index + 1} needs a name of 1 to ${feedNameMaxLength} characters`);
      } else if (!isFeedUrl(url)) {
        problems.push(`${name} needs an http:// or https:// URL`);
      } else if (feeds.some((feed) => feed.name === name)) {
        problems.push(`${name} is named twice`);
      } else {
        feeds.push({ name, url });
      }
    });
  return { feeds, problems };
}
