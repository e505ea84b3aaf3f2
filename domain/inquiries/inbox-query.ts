/**
 * What the owners' inbox (/admin/anfragen) shows, as its URL says: a filter, a search, a page,
 * or one inquiry (`?anfrage=<id>`, the link in the owners' notification mail).
 */
export const inboxFilters = ["alle", "neu", "bearbeitet"] as const;
type InboxFilter = (typeof inboxFilters)[number];

export const inboxPageSize = 25;
/** Longer searches are cut: names and addresses are shorter. */
const searchMaxLength = 100;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface InboxQuery {
  filter: InboxFilter;
  /** Part of a name or an e-mail address; empty for none. */
  search: string;
  /** From 1. */
  page: number;
  /** One inquiry, whatever filter and search say. */
  inquiryId: string | null;
}

/**
 * Reads the query from a URL's parameters; anything unreadable falls back to the default, and
 * one inquiry's link shows it alone.
 */
export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const filter = params.get("status");
  const page = Number(params.get("seite"));
  const inquiryId = params.get("anfrage") ?? "";
  if (uuidPattern.test(inquiryId)) {
    return { filter: "alle", search: "", page: 1, inquiryId: inquiryId.toLowerCase() };
  }
  return {
    filter: inboxFilters.includes(filter as InboxFilter) ? (filter as InboxFilter) : "alle",
    search: (params.get("suche") ?? "").trim().slice(0, searchMaxLength),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    inquiryId: null,
  };
}

/** The URL search of a query, without the defaults (`?status=neu&suche=anna&seite=2`). */
export function inboxSearch(query: Omit<InboxQuery, "inquiryId">): string {
  const params = new URLSearchParams();
  if (query.filter !== "alle") params.set("status", query.filter);
  if (query.search) params.set("suche", query.search);
  if (query.page > 1) params.set("seite", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function inboxPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / inboxPageSize));
}

/** The search as a LIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export const inboxPath = "/admin/anfragen";

/** Where the owners open one inquiry (the link in their notification mail). */
export function inquiryPath(id: string): string {
  return `${inboxPath}?anfrage=${encodeURIComponent(id)}`;
}
