import type { RouterContextProvider } from "react-router";
import type { PageSeo } from "../app/seo";
import { requestContext, servicesContext } from "./context";

/** The SEO facts of a page in the request's language; texts from `<namespace>:meta`. */
export function pageSeo(
  context: Readonly<RouterContextProvider>,
  path: string,
  namespace: string,
  options: { indexable?: boolean } = {},
): PageSeo {
  const { t, language } = context.get(requestContext);
  const { env } = context.get(servicesContext);
  return {
    siteUrl: env.SITE_URL,
    path,
    language,
    title: t(`${namespace}:meta.title`),
    description: t(`${namespace}:meta.description`),
    indexable: options.indexable ?? true,
  };
}
