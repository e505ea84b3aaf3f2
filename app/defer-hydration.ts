import { hydrateOnInteraction } from "./enhance/contract";

/**
 * Turns a rendered document into one that hydrates on interaction: React Router's module
 * preloads go, and its inline module script (which imports the route modules and then the client
 * entry) becomes an inert script that app/enhance/hydrate-on-interaction.ts runs later. Its data
 * scripts stay: they only fill `window.__reactRouterContext`, which the entry reads when it runs.
 * Done on the finished HTML because React Router renders these tags together in <Scripts>.
 */
export function deferHydration(html: string): string {
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(
      /<script([^>]*) type="module" async="">(?=[^<]*window\.__reactRouterRouteModules)/,
      `<script$1 type="text/plain" ${hydrateOnInteraction}="">`,
    );
}
