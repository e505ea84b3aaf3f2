import type { RouterContextProvider } from "react-router";
import { rateRange } from "../domain/booking/price-list";
import { todayOf } from "../domain/booking/today";
import type { PageSeo } from "../domain/seo/page-seo";
import { requestContext, servicesContext } from "./context";

/** The SEO facts of a page in the request's language; texts from `<namespace>:meta`. */
export async function pageSeo(
  context: Readonly<RouterContextProvider>,
  path: string,
  namespace: string,
  options: { indexable?: boolean } = {},
): Promise<PageSeo> {
  const { t, language, publicData } = context.get(requestContext);
  const { env, now } = context.get(servicesContext);
  return {
    siteUrl: env.SITE_URL,
    path,
    language,
    title: t(`${namespace}:meta.title`),
    description: t(`${namespace}:meta.description`),
    indexable: options.indexable ?? true,
    nightlyRates: rateRange(await publicData.settings(), todayOf(now)),
  };
}
