import type { Language } from "../../content/property";
import type { resources } from "../../content/texts";
import { isAdminPath } from "../../domain/admin/admin-path";

type Texts = (typeof resources)[Language];
type Namespace = keyof Texts;

/**
 * The text namespaces a page's root data carries. A hydrated page sends them to the browser, so
 * the admin area gets only the shared texts (header, footer, consent; its own texts are in its
 * code): the others would be about 20 KB of every such page for nothing. Every public page is
 * rendered on the server only and may use any namespace (the booking island carries its own
 * texts, app/islands/).
 */
function pageNamespaces(pathname: string): readonly Namespace[] | "all" {
  if (isAdminPath(pathname)) return ["common"];
  return "all";
}

/** The active language's texts of those namespaces. */
export function pageTexts(texts: Texts, pathname: string): Partial<Texts> {
  const namespaces = pageNamespaces(pathname);
  if (namespaces === "all") return texts;
  return Object.fromEntries(namespaces.map((namespace) => [namespace, texts[namespace]]));
}
