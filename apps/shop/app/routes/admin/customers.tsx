// /admin/customers: the shop's buyers (README "Admin" → "Customers"), account holders and guests,
// with their number of orders, what they have spent (paid orders less refunds) and their latest
// order; searched by name, e-mail, address, phone or order number (`?q=`), 25 a page. A
// customer's page is /admin/customers/<one of their order numbers>.
import { Form, Link, useLoaderData } from "react-router";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { formatDateTime, formatSek } from "../../../domain/admin-format.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminField } from "../../admin/components/admin-field.tsx";
import { AdminPager, pageParam } from "../../admin/components/admin-pager.tsx";
import { customersMessages } from "../../admin/customers/customers-messages.ts";
import { readErasedCounts } from "../../admin/customers/erased-notice.ts";
import { AdminNotice } from "../../admin/components/admin-notice.tsx";
import { searchOf } from "../../../domain/admin/message-filters.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { servicesContext } from "../../context/services-context.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { Route } from "./+types/customers";

const PAGE_SIZE = 25;

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => customersMessages[language].title);

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const url = new URL(request.url);
  const page = pageParam(url);
  const search = searchOf(url);
  const { customers, total } = await context
    .get(servicesContext)
    .admin.customers.list({ search, page, pageSize: PAGE_SIZE });
  return {
    customers,
    total,
    search,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    erased: readErasedCounts(url),
  };
}

export default function CustomersPage() {
  const t = usePageT(customersMessages);
  const language = useLanguage();
  const { customers, total, search, page, pages, erased } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-4 max-w-prose">{t("intro")}</p>
      {erased && <AdminNotice kind="ok">{t("erased", { ...erased })}</AdminNotice>}
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-96 max-w-full">
          <AdminField
            id="customer-search"
            name="q"
            type="search"
            label={t("search")}
            defaultValue={search}
          />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("searchButton")}
        </button>
      </Form>
      <p className="mb-2 font-semibold">{t("count", { total })}</p>
      {customers.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-line">
                {(["name", "kind", "orders", "spent", "lastOrder"] as const).map((key) => (
                  <th key={key} scope="col" className="p-2 text-start">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {customers.map((customer) => (
                <tr key={customer.key} className="border-b border-line align-top">
                  <th scope="row" className="p-2 text-start font-normal">
                    <Link
                      to={`/admin/customers/${encodeURIComponent(customer.key)}`}
                      className="font-semibold underline"
                    >
                      {customer.name || t("noName")}
                    </Link>
                    <span className="block break-all">{customer.email}</span>
                  </th>
                  <td className="p-2">{t(`kind.${customer.kind}`)}</td>
                  <td className="p-2 text-end tabular-nums">{customer.orders}</td>
                  <td className="p-2 text-end whitespace-nowrap tabular-nums">
                    {formatSek(customer.spent, language)}
                  </td>
                  <td className="p-2 whitespace-nowrap">
                    <Link
                      to={`/admin/orders/${encodeURIComponent(customer.lastOrderNumber)}`}
                      className="underline"
                    >
                      {customer.lastOrderNumber}
                    </Link>
                    <span className="block">{formatDateTime(customer.lastOrderAt, language)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager page={page} pages={pages} />
    </>
  );
}
