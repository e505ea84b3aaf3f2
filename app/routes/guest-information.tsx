import { useTranslation } from "react-i18next";
import { pageSeo } from "../../server/seo";
import { pageMeta } from "../seo";
import type { Route } from "./+types/guest-information";

export function loader({ context }: Route.LoaderArgs) {
  return { seo: pageSeo(context, "/gaesteinformationen", "guestInfo") };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function GuestInformation() {
  const { t } = useTranslation("guestInfo");
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-semibold">{t("heading")}</h1>
    </section>
  );
}
