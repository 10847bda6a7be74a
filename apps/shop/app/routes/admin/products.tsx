// /admin/products: every product, published or not, 25 a page (`?sida=`), searched over name,
// SKU and brand and filtered by type, visibility and low stock through a GET form; each row
// shows the price now and the stock, low stock marked in words (README "Admin").
import { Form, Link, useLoaderData } from "react-router";
import { productTypeOptions } from "../../admin/products/product-type-options.server.ts";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { formatSek } from "../../../domain/admin-format.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminField } from "../../admin/components/admin-field.tsx";
import { AdminPager, pageParam } from "../../admin/components/admin-pager.tsx";
import { ADMIN_LOW_STOCK, isLowStock } from "../../../domain/catalogue/low-stock.ts";
import { readProductFilters } from "../../admin/products/product-filters.ts";
import { productMessages } from "../../admin/products/product-messages.ts";
import { VisibilityBadge } from "../../admin/products/sections/visibility-badge.tsx";
import { buttonClass } from "../../components/button-styles.ts";
import { servicesContext } from "../../context/services-context.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { Route } from "./+types/products";

const PAGE_SIZE = 25;

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => productMessages[language]["list.title"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const url = new URL(request.url);
  const page = pageParam(url);
  const { filters, values } = readProductFilters(url.searchParams);
  const { rows, total } = await context
    .get(servicesContext)
    .admin.products.list({ ...filters, page, pageSize: PAGE_SIZE });
  return {
    rows,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    values,
    types: productTypeOptions(context),
  };
}

export default function ProductsPage() {
  const t = usePageT(productMessages);
  const language = useLanguage();
  const { rows, total, page, pages, values, types } = useLoaderData<typeof loader>();
  const typeName = new Map(types);
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t("list.title")}</h1>
        <Link to="/admin/products/new" className={buttonClass("primary")}>
          {t("list.new")}
        </Link>
      </div>
      <p className="mb-4 max-w-prose">{t("list.intro")}</p>

      <Form
        method="get"
        className="mb-4 rounded-card border border-line p-4"
        aria-labelledby="product-filters"
      >
        <h2 id="product-filters" className="mb-3 text-lg font-bold">
          {t("list.filters")}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          <AdminField
            id="products-q"
            name="q"
            type="search"
            label={t("list.text")}
            hint={t("list.textHint")}
            defaultValue={values.q}
          />
          <AdminField
            id="products-type"
            name="typ"
            label={t("list.type")}
            defaultValue={values.typ}
            options={[["", t("list.any")] as const, ...types]}
          />
          <AdminField
            id="products-visibility"
            name="synlighet"
            label={t("list.status")}
            defaultValue={values.synlighet}
            options={[
              ["", t("list.any")],
              ["publicerad", t("list.published")],
              ["dold", t("list.hidden")],
            ]}
          />
        </div>
        <p className="mt-3 flex items-center gap-2">
          <input
            id="products-low-stock"
            type="checkbox"
            name="lager"
            value="lagt"
            defaultChecked={values.lager}
          />
          <label htmlFor="products-low-stock">
            {t("list.lowStock", { count: ADMIN_LOW_STOCK })}
          </label>
        </p>
        <p className="mt-3 flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClass("primary")}>
            {t("list.submit")}
          </button>
          <Link to="/admin/products" className="underline">
            {t("list.clear")}
          </Link>
        </p>
      </Form>

      <p className="mb-2" role="status">
        {total === 1 ? t("list.countOne") : t("list.count", { total })}
      </p>
      {rows.length === 0 ? (
        <p>{t("list.none")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t("list.caption")}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="p-2 text-start">
                  {t("col.product")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("col.sku")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("col.brand")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("col.type")}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t("col.price")}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t("col.stock")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("col.status")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-line align-top">
                  <td className="p-2">
                    <Link to={`/admin/products/${row.id}`} className="underline">
                      {row.name[language]}
                    </Link>
                  </td>
                  <td className="p-2 break-all">{row.sku}</td>
                  <td className="p-2">{row.brand}</td>
                  <td className="p-2">{typeName.get(row.type) ?? row.type}</td>
                  <td className="p-2 text-end whitespace-nowrap">
                    {row.price === undefined ? t("noPrice") : formatSek(row.price, language)}
                    {row.scheduled && (
                      <span className="block text-xs text-ink-muted">{t("scheduledMark")}</span>
                    )}
                  </td>
                  <td className="p-2 text-end">
                    {row.inStock}
                    {isLowStock(row.inStock) && (
                      <span className="ms-2 rounded-control border border-danger px-1 text-xs font-semibold text-danger">
                        {t("lowStock")}
                      </span>
                    )}
                  </td>
                  <td className="p-2">
                    <VisibilityBadge published={row.published} />
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
