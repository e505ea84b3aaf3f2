/**
 * When a page's React reaches the browser, declared by its route module as `handle.hydrate`:
 * - `true` (the default): at once; the admin area.
 * - `"on-interaction"`: the server's HTML works on its own (plain form fields, a plain post), and
 *   React with the route's code loads on the visitor's first touch, scroll, key or pointer move;
 *   /buchung, so a phone shows and can use the page before downloading React.
 * - `false`: never; the content pages, which app/enhance/ enhances.
 */
export type Hydration = boolean | "on-interaction";

/** The strictest declaration among the matched routes' handles. */
export function hydrationOf(handles: readonly unknown[]): Hydration {
  const declared = handles.map(
    (handle) => (handle as { hydrate?: Hydration } | undefined)?.hydrate,
  );
  if (declared.includes(false)) return false;
  if (declared.includes("on-interaction")) return "on-interaction";
  return true;
}
