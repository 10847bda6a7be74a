// /admin/orders: every order, newest first, 25 a page (`?sida=`), filtered by a GET form over
// status, payment, a date range in Swedish days and free text over number, e-mail and name
// (README "Admin").
import { useLoaderData } from "react-router";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminPager, pageParam } from "../../admin/components/admin-pager.tsx";
import { readOrderFilters } from "../../../domain/admin/order-filters.ts";
import { OrderFiltersForm } from "../../admin/orders/order-filters-form.tsx";
import { orderListMessages } from "../../admin/orders/order-list-messages.ts";
import { OrderListTable } from "../../admin/orders/order-list-table.tsx";
import { servicesContext } from "../../context/services-context.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { Route } from "./+types/orders";

const PAGE_SIZE = 25;

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => orderListMessages[language].title);

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const url = new URL(request.url);
  const page = pageParam(url);
  const { filters, values, errors } = readOrderFilters(url.searchParams);
  const { rows, total } = await context
    .get(servicesContext)
    .admin.orders.list(filters, { page, pageSize: PAGE_SIZE });
  return {
    rows,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    values,
    errors,
  };
}

export default function OrdersPage() {
  const t = usePageT(orderListMessages);
  const { rows, total, page, pages, values, errors } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-4 max-w-prose">{t("intro")}</p>
      <OrderFiltersForm values={values} errors={errors} />
      <p className="mb-2" role="status" data-testid="admin-orders-count">
        {total === 1 ? t("countOne") : t("count", { total })}
      </p>
      <OrderListTable rows={rows} />
      <AdminPager page={page} pages={pages} />
    </>
  );
}
