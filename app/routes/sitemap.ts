import { defaultLanguage, supportedLanguages } from "../../content/property";
import { languageUrl } from "../../domain/seo/page-seo";
import { servicesContext } from "../../server/context";
import type { Route } from "./+types/sitemap";

/** Public pages listed for search engines: the home and the family-holiday page. */
const sitemapPaths = ["/", "/familienurlaub"];

const escapeXml = (value: string) => value.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  const href = (path: string, language: string) =>
    escapeXml(languageUrl(env.SITE_URL, path, language));
  // Every language version is listed with its own <loc>, each naming all versions as alternates.
  const urls = sitemapPaths.flatMap((path) => {
    const alternates = [...supportedLanguages, "x-default" as const]
      .map((language) => {
        const target = language === "x-default" ? defaultLanguage : language;
        return `    <xhtml:link rel="alternate" hreflang="${language}" href="${href(path, target)}"/>`;
      })
      .join("\n");
    return supportedLanguages.map(
      (language) => `  <url>\n    <loc>${href(path, language)}</loc>\n${alternates}\n  </url>`,
    );
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
