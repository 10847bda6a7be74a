// /admin/complaints: every complaint ("reklamation"), open cases first (oldest first), filtered
// by status; each links to its case page (/admin/complaints/:number).
import { Form, Link, useLoaderData } from "react-router";
import { formatDateTime } from "../../../domain/admin-format.ts";
import { COMPLAINT_STATUSES } from "../../../domain/complaints/complaint-state.ts";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { loadComplaintList } from "../../admin/complaints/complaint-page.server.ts";
import { complaintsMessages } from "../../admin/complaints/complaints-messages.ts";
import { adminInputClass } from "../../admin/components/admin-field.tsx";
import { AdminPager, pageParam } from "../../admin/components/admin-pager.tsx";
import { AdminTableScroll } from "../../admin/components/admin-table-scroll.tsx";
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { Route } from "./+types/complaints";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => complaintsMessages[language].title);

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const url = new URL(request.url);
  return loadComplaintList(context, url, pageParam(url));
}

export default function ComplaintsPage() {
  const t = usePageT(complaintsMessages);
  const language = useLanguage();
  const { items, total, status, page, pages } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-4 max-w-prose">{t("intro")}</p>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="complaints-status" className="mb-1 block font-semibold">
            {t("filterLabel")}
          </label>
          <select
            id="complaints-status"
            name="status"
            defaultValue={status}
            className={adminInputClass}
          >
            <option value="">{t("filterAll")}</option>
            {COMPLAINT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("filter")}
        </button>
      </Form>
      <p className="mb-2">{t("count", { total })}</p>
      {items.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <AdminTableScroll label={t("title")}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th className="p-2">{t("col.number")}</th>
                <th className="p-2">{t("col.order")}</th>
                <th className="p-2">{t("col.customer")}</th>
                <th className="p-2">{t("col.remedy")}</th>
                <th className="p-2">{t("col.status")}</th>
                <th className="p-2">{t("col.filed")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b border-line" data-testid="complaint-row">
                  <td className="p-2">
                    <Link
                      to={`/admin/complaints/${item.number}`}
                      className="font-semibold underline"
                    >
                      {item.number}
                    </Link>
                  </td>
                  <td className="p-2">{item.orderNumber}</td>
                  <td className="p-2">{item.customer}</td>
                  <td className="p-2">{t(`remedy.${item.remedy as "repair"}`)}</td>
                  <td className="p-2">{t(`status.${item.status}`)}</td>
                  <td className="p-2">{formatDateTime(item.createdAt, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </AdminTableScroll>
      )}
      <AdminPager page={page} pages={pages} />
    </>
  );
}
