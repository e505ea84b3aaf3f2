import { Form, Link } from "react-router";
import { fill, texts } from "../../../../content/admin-texts";
import {
  type InboxQuery,
  inboxFilters,
  inboxPageCount,
  inboxPath,
  inboxSearch,
} from "../../../../domain/inquiries/inbox-query";
import { TextField } from "../../forms/fields";

const t = texts.inquiries;

/** Filter (Alle / Neu / Bearbeitet) and search by name or e-mail; both start again on page 1. */
export function InboxToolbar({ query, total }: { query: InboxQuery; total: number }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <nav aria-label={t.filterLabel} className="flex gap-1">
        {inboxFilters.map((filter) => (
          <Link
            key={filter}
            to={{ pathname: inboxPath, search: inboxSearch({ ...query, filter, page: 1 }) }}
            aria-current={query.filter === filter ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${
              query.filter === filter
                ? "border-emerald-800 bg-emerald-800 text-white"
                : "border-stone-300 bg-white text-stone-700 hover:bg-stone-100"
            }`}
          >
            {t.filters[filter]}
          </Link>
        ))}
      </nav>
      <Form method="get" role="search" className="flex w-full items-end gap-2 sm:w-auto">
        {query.filter !== "alle" && <input type="hidden" name="status" value={query.filter} />}
        <TextField
          className="min-w-0 flex-1 text-sm sm:w-64"
          label={t.search}
          hideLabel
          type="search"
          name="suche"
          defaultValue={query.search}
          placeholder={t.search}
        />
        <button
          type="submit"
          className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm hover:bg-stone-100"
        >
          {t.searchSubmit}
        </button>
      </Form>
      <p className="w-full text-sm text-stone-600" data-testid="inquiry-total">
        {fill(t.found, { total })}
        {total > 0 && ` · ${fill(t.page, { page: query.page, pages: inboxPageCount(total) })}`}
      </p>
    </div>
  );
}

/** Previous and next page, keeping filter and search. */
export function InboxPager({ query, pageCount }: { query: InboxQuery; pageCount: number }) {
  if (pageCount <= 1) return null;
  const link = (page: number, label: string, rel: "prev" | "next") =>
    page >= 1 && page <= pageCount ? (
      <Link
        to={{ pathname: inboxPath, search: inboxSearch({ ...query, page }) }}
        rel={rel}
        className="rounded-md border border-stone-300 bg-white px-3 py-1.5 hover:bg-stone-100"
      >
        {label}
      </Link>
    ) : (
      <span className="rounded-md border border-stone-200 px-3 py-1.5 text-stone-500">{label}</span>
    );
  return (
    <nav aria-label={t.pages} className="flex items-center justify-between gap-3 text-sm">
      {link(query.page - 1, t.previous, "prev")}
      <span>{fill(t.page, { page: query.page, pages: pageCount })}</span>
      {link(query.page + 1, t.next, "next")}
    </nav>
  );
}
