import { Link } from "react-router";
import { fill, texts } from "../../content/admin-texts";
import { generalChanges, yearPlanChanges } from "../../domain/admin/price-settings-changes";
import { editableYears } from "../../domain/admin/price-settings-form";
import { priceList } from "../../domain/booking/price-list";
import {
  generalSettingsSchema,
  hasOwnPlan,
  planOf,
  yearPlanSchema,
} from "../../domain/booking/settings";
import { todayOf } from "../../domain/booking/today";
import { requireAdmin } from "../../server/admin/guard";
import { runPriceAction } from "../../server/admin/price-actions";
import { listSettingsChanges, readBookingSettings } from "../../server/booking-settings";
import { servicesContext } from "../../server/context";
import { readFields } from "../../server/read-form";
import { answerFields, unreadable } from "../admin-action-answer";
import { adminMeta } from "../admin-meta";
import { AdminErrorBoundary } from "../components/admin/gate";
import { GeneralSettingsForm } from "../components/admin/prices/general-settings-form";
import type { HistoryEntry } from "../components/admin/prices/settings-history";
import { SettingsHistory } from "../components/admin/prices/settings-history";
import { YearPlanForm } from "../components/admin/prices/year-plan-form";
import type { Route } from "./+types/admin-prices";

const t = texts.prices;

export const meta = adminMeta(texts.dashboard.tabs.prices);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, now } = context.get(servicesContext);
  const today = todayOf(now);
  const settings = await readBookingSettings(db);
  const years = editableYears(settings, today);
  const requested = Number(new URL(request.url).searchParams.get("jahr"));
  // By default the first year guests can still book.
  const year = years.includes(requested)
    ? requested
    : (priceList(settings, today)[0]?.firstYear ?? years[0]);
  const history: HistoryEntry[] = (await listSettingsChanges(db)).map((change) => ({
    id: change.id,
    at: change.changedAt.toISOString(),
    by: change.changedBy,
    scope: change.scope === "general" ? t.scopeGeneral : fill(t.scopeYear, { year: change.scope }),
    changes:
      change.scope === "general"
        ? generalChanges(
            generalSettingsSchema.parse(change.before),
            generalSettingsSchema.parse(change.after),
          )
        : yearPlanChanges(yearPlanSchema.parse(change.before), yearPlanSchema.parse(change.after)),
  }));
  return {
    general: settings.general,
    years,
    year,
    plan: planOf(settings, year),
    ownPlan: hasOwnPlan(settings, year),
    history,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireAdmin(context, request);
  return answerFields(await readFields(request), unreadable, (fields) =>
    runPriceAction(context.get(servicesContext), fields, session.user.email),
  );
}

/** The Preise tab: the settings for all years, one year's plan, and the change history. */
export default function AdminPrices({ loaderData }: Route.ComponentProps) {
  const { general, years, year, plan, ownPlan, history } = loaderData;
  return (
    <div className="space-y-10">
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{t.general}</h2>
        <GeneralSettingsForm general={general} />
      </section>

      <section className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="mr-2 text-xl font-semibold">{t.year}</h2>
          <nav aria-label={t.chooseYear} className="flex flex-wrap gap-1">
            {years.map((option) => (
              <Link
                key={option}
                to={`?jahr=${option}`}
                aria-current={option === year ? "page" : undefined}
                className={`rounded-full border px-3 py-1 text-sm ${
                  option === year
                    ? "border-emerald-800 bg-emerald-800 text-white"
                    : "border-stone-300 bg-white hover:bg-stone-100"
                }`}
              >
                {option}
              </Link>
            ))}
          </nav>
        </div>
        <YearPlanForm key={year} year={year} plan={plan} ownPlan={ownPlan} />
      </section>

      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{t.history}</h2>
        <SettingsHistory entries={history} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
