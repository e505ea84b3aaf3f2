import { useTranslation } from "react-i18next";
import { pageSeo } from "../../server/seo";
import { pageMeta } from "../seo";
import type { Route } from "./+types/family-vacation";

export function loader({ context }: Route.LoaderArgs) {
  return { seo: pageSeo(context, "/familienurlaub", "family") };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function FamilyVacation() {
  const { t } = useTranslation("family");
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-semibold">{t("heading")}</h1>
    </section>
  );
}
