import { supportedLanguages } from "../../content/property";
import { servicesContext } from "../../server/context";
import { languageUrl } from "../seo";
import type { Route } from "./+types/sitemap";

/** Public pages listed for search engines (SPEC.md: home and the family-holiday page). */
const sitemapPaths = ["/", "/familienurlaub"];

const escapeXml = (value: string) => value.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  const urls = sitemapPaths.map((path) => {
    const alternates = [...supportedLanguages, "x-default" as const]
      .map((language) => {
        const href = languageUrl(env.SITE_URL, path, language === "x-default" ? "de" : language);
        return `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(href)}"/>`;
      })
      .join("\n");
    return `  <url>\n    <loc>${escapeXml(languageUrl(env.SITE_URL, path, "de"))}</loc>\n${alternates}\n  </url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
