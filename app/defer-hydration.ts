import { hydrateOnInteraction, hydrationPreloads } from "./enhance/contract";

/**
 * Turns a rendered document into one that hydrates on interaction: React Router's module
 * preloads leave the head and are listed on an inert script instead, which is what its inline
 * module script (importing the route modules, then the client entry) becomes.
 * app/enhance/hydrate-on-interaction.ts preloads the listed modules at once and runs the script
 * at the first interaction, so the browser fetches them side by side rather than one import
 * level after the other. The data scripts stay: they only fill `window.__reactRouterContext`,
 * which the entry reads when it runs. Done on the finished HTML because React Router renders
 * these tags together in <Scripts>.
 */
export function deferHydration(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(
    /<link rel="modulepreload" href="([^"]+)"[^>]*>/g,
    (_, href: string) => {
      preloads.push(href);
      return "";
    },
  );
  return withoutPreloads.replace(
    /<script([^>]*) type="module" async="">(?=[^<]*window\.__reactRouterRouteModules)/,
    `<script$1 type="text/plain" ${hydrateOnInteraction}="" ${hydrationPreloads}="${preloads.join(" ")}">`,
  );
}
