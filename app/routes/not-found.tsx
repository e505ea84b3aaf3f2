import { data } from "react-router";
import { requestContext } from "../../server/context";
import { mark, notFound } from "../enhance/contract";
import { useTranslation } from "../i18n/use-translation";
import type { Route } from "./+types/not-found";

export function loader({ context }: Route.LoaderArgs) {
  return data({ title: context.get(requestContext).t("common:notFound.title") }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title },
  { name: "robots", content: "noindex" },
];

/** Static page: no React in the browser (see root.tsx); the enhancement script logs the path. */
export const handle = { hydrate: false };
export { clientLoader } from "../full-page-load";

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <section
      {...mark(notFound)}
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <p className="text-6xl font-bold text-emerald-900">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t("notFound.heading")}</h1>
      <p className="mt-2 text-stone-600">{t("notFound.text")}</p>
      <a
        href="/"
        className="mt-8 rounded-full bg-emerald-800 px-5 py-3 text-white hover:bg-emerald-900"
      >
        {t("notFound.home")}
      </a>
    </section>
  );
}
