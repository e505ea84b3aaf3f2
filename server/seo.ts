import type { RouterContextProvider } from "react-router";
import { rateRange } from "../domain/booking/price-list";
import { todayOf } from "../domain/booking/today";
import { aggregateRating, shownReviews } from "../domain/reviews/public-reviews";
import type { PageSeo } from "../domain/seo/page-seo";
import { requestContext, servicesContext } from "./context";

/**
 * The SEO facts of a page in the request's language; texts from `<namespace>:meta`. Only a page
 * that shows the reviews (`reviews: true`, the home page) carries them in its structured data:
 * search engines want marked-up reviews visible on the page.
 */
export async function pageSeo(
  context: Readonly<RouterContextProvider>,
  path: string,
  namespace: string,
  options: { indexable?: boolean; reviews?: boolean } = {},
): Promise<PageSeo> {
  const { t, language, publicData } = context.get(requestContext);
  const { env, now } = context.get(servicesContext);
  const [settings, published, contact, house] = await Promise.all([
    publicData.settings(),
    options.reviews ? publicData.reviews() : null,
    publicData.contact(),
    publicData.house(),
  ]);
  return {
    siteUrl: env.SITE_URL,
    path,
    language,
    title: t(`${namespace}:meta.title`),
    // A description may state the owners' figures (the home page's: sleeping places, bedrooms).
    description: t(`${namespace}:meta.description`, {
      sleeps: house.sleeps,
      bedrooms: house.bedrooms,
    }),
    indexable: options.indexable ?? true,
    contact,
    house,
    nightlyRates: rateRange(settings, todayOf(now)),
    reviews: published && {
      shown: shownReviews(published, language, (key) => ({
        text: t(`home:reviews.items.${key}.text`),
        author: t(`home:reviews.items.${key}.author`),
      })),
      rating: aggregateRating(published.reviews),
    },
  };
}
