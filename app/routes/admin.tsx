import { useEffect } from "react";
import { Form, NavLink, Outlet, useLocation } from "react-router";
import { toast } from "sonner";
import { texts } from "../../content/admin-texts";
import { requireAdmin } from "../../server/admin/guard";
import { countNewInquiries } from "../../server/admin/inquiries";
import { servicesContext } from "../../server/context";
import { countNewReviews } from "../../server/reviews/moderation";
import { noIndexMeta } from "../admin-meta";
import { AdminErrorBoundary, Checking, useCheckingRole } from "../components/admin/gate";
import { Notifications } from "../components/notifications";
import type { Route } from "./+types/admin";

export const meta = noIndexMeta(texts.dashboard.documentTitle);

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireAdmin(context, request);
  const { db } = context.get(servicesContext);
  const [newInquiries, newReviews] = await Promise.all([
    countNewInquiries(db),
    countNewReviews(db),
  ]);
  return { email: session.user.email, newInquiries, newReviews };
}

const tabs = [
  { to: "/admin", label: texts.dashboard.tabs.kpis, end: true },
  { to: "/admin/anfragen", label: texts.dashboard.tabs.inquiries },
  { to: "/admin/reservierungen", label: texts.dashboard.tabs.reservations },
  { to: "/admin/bewertungen", label: texts.reviews.title },
  { to: "/admin/ortstaxe", label: texts.dashboard.tabs.touristTax },
  { to: "/admin/kalender", label: texts.dashboard.tabs.calendar },
  { to: "/admin/preise", label: texts.dashboard.tabs.prices },
  { to: "/admin/zahlungen", label: texts.offers.settings.title },
  { to: "/admin/bilder", label: texts.dashboard.tabs.images },
  { to: "/admin/website", label: texts.dashboard.tabs.website },
  { to: "/admin/texte", label: texts.dashboard.tabs.siteTexts },
  { to: "/admin/profil", label: texts.dashboard.tabs.profile },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const checking = useCheckingRole();
  const flash = (location.state as { toast?: string } | null)?.toast;
  useEffect(() => {
    if (flash) toast.success(flash);
  }, [flash]);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold">{texts.dashboard.title}</h1>
        <div className="flex items-center gap-3 text-sm text-stone-600">
          <span>
            {texts.dashboard.signedInAs} {loaderData.email}
          </span>
          <Form method="post" action="/admin/login">
            <input type="hidden" name="intent" value="sign-out" />
            <button
              type="submit"
              className="rounded-full border border-stone-400 px-4 py-1.5 text-stone-800 hover:bg-stone-100"
            >
              {texts.dashboard.signOut}
            </button>
          </Form>
        </div>
      </div>
      <nav aria-label="Admin" className="mt-6 flex flex-wrap gap-1 border-b border-stone-300">
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              `-mb-px rounded-t-md border px-4 py-2 text-sm font-medium ${
                isActive
                  ? "border-stone-300 border-b-stone-50 bg-stone-50 text-emerald-900"
                  : "border-transparent text-stone-600 hover:text-stone-900"
              }`
            }
          >
            {tab.label}
            {tab.to === "/admin/anfragen" && loaderData.newInquiries > 0 && (
              <span
                className="ml-1.5 rounded-full bg-amber-700 px-1.5 py-0.5 text-xs text-white"
                data-testid="new-inquiries"
              >
                {loaderData.newInquiries}
                <span className="sr-only"> {texts.inquiries.filters.neu}</span>
              </span>
            )}
            {tab.to === "/admin/bewertungen" && loaderData.newReviews > 0 && (
              <span
                className="ml-1.5 rounded-full bg-amber-700 px-1.5 py-0.5 text-xs text-white"
                data-testid="new-reviews"
              >
                {loaderData.newReviews}
                <span className="sr-only"> {texts.reviews.states.new}</span>
              </span>
            )}
          </NavLink>
        ))}
      </nav>
      <div className="pt-6">
        {checking && <Checking />}
        <Outlet />
      </div>
      <Notifications label={texts.notifications} closeButton />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
