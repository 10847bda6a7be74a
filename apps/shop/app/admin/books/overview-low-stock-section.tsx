// Products for sale with few left (the limit is the product list's), each linked to its admin
// page, named in the admin's language or by its SKU when that name is empty.
import { Link } from "react-router";
import type { Overview } from "../../../server/admin/books/overview.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { num, td, th } from "./overview-cells.ts";
import { overviewMessages } from "./overview-messages.ts";
import { OverviewSection } from "./overview-section.tsx";

export function OverviewLowStockSection({
  lowStock,
  lowStockLimit,
}: Pick<Overview, "lowStock" | "lowStockLimit">) {
  const t = usePageT(overviewMessages);
  const language = useLanguage();
  return (
    <OverviewSection id="overview-stock" title={t("stock.title")}>
      <p className="mb-2">{t("stock.intro", { limit: lowStockLimit })}</p>
      {lowStock.count === 0 ? (
        <p>{t("stock.none")}</p>
      ) : (
        <>
          <p className="mb-2">{t("stock.count", { count: lowStock.count })}</p>
          <table className="w-full max-w-3xl text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className={th}>
                  {t("stock.product")}
                </th>
                <th scope="col" className={th}>
                  {t("stock.sku")}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t("stock.left")}
                </th>
              </tr>
            </thead>
            <tbody>
              {lowStock.rows.map((product) => (
                <tr key={product.id} className="border-b border-line">
                  <td className={td}>
                    <Link to={`/admin/products/${product.id}`} className="underline">
                      {product.name[language] || product.sku}
                    </Link>
                  </td>
                  <td className={td}>{product.sku}</td>
                  <td className={num}>{product.inStock}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </OverviewSection>
  );
}
