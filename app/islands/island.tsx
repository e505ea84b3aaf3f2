import type { ReactNode } from "react";
import { island, islandProps, islandScript, mark } from "../enhance/contract";

/**
 * A part of a server-rendered page that one small script hydrates at the visitor's first
 * interaction (app/enhance/islands.ts loads it). What it was rendered with travels beside it as
 * JSON, so the browser renders the same markup from the same data.
 */
export function Island<Props>({
  name,
  script,
  props,
  children,
}: {
  name: string;
  /** The island's script: its URL, from a `?worker&url` import (see vite.config.ts). */
  script: string;
  props: Props;
  children: ReactNode;
}) {
  return (
    <>
      <div {...mark(island, name)} {...mark(islandScript, script)}>
        {children}
      </div>
      <script
        type="application/json"
        {...mark(islandProps, name)}
        // `<` escaped, so no text in the data (an owner's, a visitor's) can close the script.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped
        dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replaceAll("<", "\\u003c") }}
      />
    </>
  );
}

/** In the browser: the island's element and the data it was rendered with. */
export function readIsland<Props>(name: string): { element: HTMLElement; props: Props } {
  const element = document.querySelector<HTMLElement>(`[${island}="${name}"]`);
  const data = document.querySelector(`script[${islandProps}="${name}"]`);
  if (!element || !data?.textContent) throw new Error(`The island ${name} is not on this page`);
  return { element, props: JSON.parse(data.textContent) as Props };
}
