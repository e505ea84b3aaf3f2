import { Suspense } from "react";
import { Await, Link, useFetcher } from "react-router";
import { fill, texts } from "../../content/admin-texts";
import type { InquiryActionResult } from "../../domain/admin/action-results";
import type { Inbox } from "../../domain/inquiries/inbox";
import { inboxPath, parseInboxQuery } from "../../domain/inquiries/inbox-query";
import { mailBodyDays } from "../../domain/privacy/retention";
import { requireAdmin } from "../../server/admin/guard";
import { loadInbox } from "../../server/admin/inbox";
import { runInquiryAction } from "../../server/admin/inquiry-actions";
import { servicesContext } from "../../server/context";
import { readFields } from "../../server/read-form";
import { answerFields, unreadable } from "../admin-action-answer";
import { adminMeta } from "../admin-meta";
import { AdminErrorBoundary } from "../components/admin/gate";
import { InboxPager, InboxToolbar } from "../components/admin/inquiries/inbox-toolbar";
import { InquiryCard } from "../components/admin/inquiries/inquiry-card";
import { inquiryActionKey } from "../components/admin/inquiries/reply-dialog";
import { UndeliveredMails } from "../components/admin/inquiries/undelivered-mails";
import { useResultToast } from "../components/admin/use-result-toast";
import type { Route } from "./+types/admin-inquiries";

const t = texts.inquiries;

export const meta = adminMeta(texts.dashboard.tabs.inquiries);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, env } = context.get(servicesContext);
  const query = parseInboxQuery(new URL(request.url).searchParams);
  // Not awaited: React renders the page's frame first and the inbox when its queries are done,
  // as a task of its own, rather than one long render of both.
  return { inbox: loadInbox(db, query), retentionMonths: env.INQUIRY_RETENTION_MONTHS };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireAdmin(context, request);
  return answerFields(await readFields(request), unreadable, (fields) =>
    runInquiryAction(context.get(servicesContext), fields, session.user.email),
  );
}

export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  // Page-level, so an answer is still seen after its card has left the filtered list.
  useResultToast(useFetcher<InquiryActionResult>({ key: inquiryActionKey }));
  return (
    <Suspense fallback={<p className="text-stone-600">{t.loading}</p>}>
      <Await resolve={loaderData.inbox}>
        {(inbox) => <InboxPage {...inbox} retentionMonths={loaderData.retentionMonths} />}
      </Await>
    </Suspense>
  );
}

/** The inbox: failed mails, the toolbar or the way back, the inquiries and the pager. */
function InboxPage(loaderData: Inbox & { retentionMonths: number }) {
  const { query, inquiries } = loaderData;
  const opened = query.inquiryId !== null;
  return (
    <div className="space-y-4">
      <UndeliveredMails mails={loaderData.undelivered} />
      {opened ? (
        <Link to={inboxPath} className="inline-block text-sm text-emerald-900 underline">
          ← {t.allInquiries}
        </Link>
      ) : (
        <InboxToolbar query={query} total={loaderData.total} />
      )}
      {inquiries.length === 0 ? (
        <p className="text-stone-600">
          {opened ? t.notFound : query.search || query.filter !== "alle" ? t.noMatch : t.empty}
        </p>
      ) : (
        <ul className="space-y-4">
          {inquiries.map((inquiry) => (
            <InquiryCard key={inquiry.id} inquiry={inquiry} replies={loaderData} opened={opened} />
          ))}
        </ul>
      )}
      {!opened && <InboxPager query={query} pageCount={loaderData.pageCount} />}
      <p className="text-xs text-stone-600">
        {fill(t.retentionHint, { months: loaderData.retentionMonths, days: mailBodyDays })}{" "}
        <Link to={`${inboxPath}/vorlagen`} className="text-emerald-900 underline">
          {t.templatesLink}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={t.loadError} />;
}
