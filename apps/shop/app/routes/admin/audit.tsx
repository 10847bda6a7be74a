// /admin/audit (owners): the change log, newest first, 50 a page; `?typ=order&id=…` narrows it
// to one thing (an order's or a product's page links here).
import { useLoaderData } from "react-router";
import { requireOwner } from "../../admin/admin-guard.server.ts";
import { formatDateTime } from "../../../domain/admin-format.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { auditMessages } from "../../admin/audit/audit-messages.ts";
import { AdminPager, pageParam } from "../../admin/components/admin-pager.tsx";
import { AdminTableScroll } from "../../admin/components/admin-table-scroll.tsx";
import { servicesContext } from "../../context/services-context.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { Route } from "./+types/audit";

const PAGE_SIZE = 50;

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => auditMessages[language].title);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOwner(context);
  const url = new URL(request.url);
  const page = pageParam(url);
  const type = url.searchParams.get("typ");
  const id = url.searchParams.get("id");
  const subject = type && id ? { type: type.slice(0, 40), id: id.slice(0, 200) } : undefined;
  const { entries, total } = await context
    .get(servicesContext)
    .admin.audit.list({ page, pageSize: PAGE_SIZE, subject });
  return { entries, total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

function Fields({ value }: { value: Record<string, unknown> | undefined }) {
  if (!value) return <span aria-hidden="true">–</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
      {Object.entries(value).map(([key, field]) => (
        <div key={key} className="contents">
          <dt className="font-semibold">{key}</dt>
          <dd className="break-all">{typeof field === "string" ? field : JSON.stringify(field)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AuditPage() {
  const t = usePageT(auditMessages);
  const language = useLanguage();
  const { entries, total, page, pages } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-2 max-w-prose">{t("intro")}</p>
      <p className="mb-4">{t("count", { total })}</p>
      <AdminTableScroll label={t("title")}>
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-line">
              {(["when", "who", "what", "subject", "before", "after"] as const).map((key) => (
                <th key={key} scope="col" className="p-2 text-start">
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-line align-top">
                <td className="p-2 whitespace-nowrap">{formatDateTime(entry.at, language)}</td>
                <td className="p-2">{entry.actor.email}</td>
                <td className="p-2">
                  <code>{entry.action}</code>
                </td>
                <td className="p-2">
                  {entry.subjectType} {entry.subjectId}
                </td>
                <td className="p-2">
                  <Fields value={entry.before} />
                </td>
                <td className="p-2">
                  <Fields value={entry.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AdminTableScroll>
      <AdminPager page={page} pages={pages} />
    </>
  );
}
