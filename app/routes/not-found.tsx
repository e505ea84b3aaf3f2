import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data, Link, useLocation } from "react-router";
import { requestContext } from "../../server/context";
import type { Route } from "./+types/not-found";

export function loader({ context }: Route.LoaderArgs) {
  return data({ title: context.get(requestContext).t("common:notFound.title") }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-emerald-900">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t("notFound.heading")}</h1>
      <p className="mt-2 text-stone-600">{t("notFound.text")}</p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-emerald-800 px-5 py-3 text-white hover:bg-emerald-900"
      >
        {t("notFound.home")}
      </Link>
    </section>
  );
}
