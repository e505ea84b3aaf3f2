import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { getAvailability } from "../../server/availability";
import { servicesContext } from "../../server/context";
import { pageSeo } from "../../server/seo";
import { AvailabilitySection } from "../components/availability-section";
import { pageMeta } from "../seo";
import type { Route } from "./+types/home";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return {
    seo: pageSeo(context, "/", "home"),
    availability: {
      records: await getAvailability(db),
      // The calendar's month, from its previous/next links (works without JavaScript).
      month: new URL(request.url).searchParams.get("month"),
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

const sections = [
  "hero",
  "details",
  "gallery",
  "reviews",
  "attractions",
  "contact",
  "imprint",
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  return (
    <>
      {sections.map((id) => (
        <Fragment key={id}>
          <section id={id} className="mx-auto min-h-[60vh] max-w-6xl px-4 py-16">
            {id === "hero" ? (
              <h1 className="text-3xl font-semibold">{t("heading")}</h1>
            ) : (
              <h2 className="text-2xl font-semibold">{id}</h2>
            )}
          </section>
          {id === "contact" && <AvailabilitySection {...loaderData.availability} />}
        </Fragment>
      ))}
    </>
  );
}
