import { fill, texts } from "../content/admin-texts";

/** The head of a page search engines must not list: its title and noindex. */
export function noIndexMeta(title: string) {
  return () => [{ title }, { name: "robots", content: "noindex" }];
}

/** The head of an admin tab: "Admin – <page>". */
export function adminMeta(page: string) {
  return noIndexMeta(fill(texts.dashboard.pageTitle, { page }));
}
