import type { MetaDescriptor } from "react-router";
import { defaultLanguage, property, supportedLanguages } from "../content/property";
import { languageUrl, type PageSeo } from "../domain/seo/page-seo";
import { lodgingStructuredData } from "./structured-data";

/** Title, description, canonical, hreflang alternates, social tags and JSON-LD of one page. */
export function pageMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  // Each language version is a page of its own: it names itself as canonical, so search
  // engines keep all three and use the alternates to pick one per searcher. x-default is German.
  const canonical = languageUrl(seo.siteUrl, seo.path, seo.language);
  const defaultVersion = languageUrl(seo.siteUrl, seo.path, defaultLanguage);
  const image = new URL("/images/hero-1600.webp", seo.siteUrl).href;
  const meta: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
  ];
  if (!seo.indexable) return [...meta, { name: "robots", content: "noindex" }];
  return [
    ...meta,
    { tagName: "link", rel: "canonical", href: canonical },
    ...supportedLanguages.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: languageUrl(seo.siteUrl, seo.path, language),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: defaultVersion },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: property.name },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: ogLocale[seo.language] ?? "de_AT" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    { "script:ld+json": lodgingStructuredData(seo) },
  ];
}

const ogLocale: Record<string, string> = { de: "de_AT", en: "en_GB", it: "it_IT" };
