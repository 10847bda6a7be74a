// The product's stock: how many there are (low stock marked in words), a form adjusting it by a
// number of units with a reason, and the latest adjustments with who made them.
import { AdminForm } from "../../admin-form.tsx";
import { formatDateTime } from "../../../../domain/admin-format.ts";
import { AdminField } from "../../components/admin-field.tsx";
import { AdminSection } from "../../components/admin-section.tsx";
import { buttonClass } from "../../../components/button-styles.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useLanguage } from "../../../root-data.ts";
import type { AdminProductView } from "../../../../domain/catalogue/admin-product.ts";
import { isLowStock } from "../../../../domain/catalogue/low-stock.ts";
import { productMessages } from "../product-messages.ts";
import { STOCK_REASONS } from "../../../../domain/catalogue/stock-reasons.ts";
import { ProductNotice } from "./product-notice.tsx";
import { useProductResult } from "./use-product-result.ts";

export function StockSection({ product }: { product: AdminProductView }) {
  const t = usePageT(productMessages);
  const language = useLanguage();
  const result = useProductResult(["stock"]);
  const latest = product.adjustments[0];
  const signed = (quantity: number) => (quantity > 0 ? `+${quantity}` : `\u2212${-quantity}`);
  return (
    <AdminSection id="product-stock" heading={t("stock.heading")}>
      <ProductNotice intents={["stock"]} />
      <p className="mb-2 text-lg font-semibold" data-stock-now>
        {t("stock.now", { count: product.inStock })}
        {isLowStock(product.inStock) && (
          <span className="ms-2 rounded-control border border-danger px-2 py-0.5 text-sm text-danger">
            {t("lowStock")}
          </span>
        )}
      </p>
      <p className="mb-3 max-w-prose text-sm text-ink-muted">{t("stock.intro")}</p>
      <AdminForm
        key={`stock-${product.inStock}-${latest?.at ?? ""}`}
        className="mb-4 grid max-w-md gap-3"
      >
        <input type="hidden" name="intent" value="stock" />
        <AdminField
          id="product-stock-reason"
          name="reason"
          label={t("stock.reason")}
          options={STOCK_REASONS.map((reason) => [reason, t(`stock.reason.${reason}`)] as const)}
          defaultValue={result.typed("reason") ?? "delivery"}
          error={result.error("reason")}
        />
        <AdminField
          id="product-stock-change"
          name="change"
          label={t("stock.change")}
          hint={t("stock.changeHint")}
          required
          defaultValue={result.typed("change")}
          error={result.error("change")}
        />
        <AdminField
          id="product-stock-note"
          name="note"
          label={t("stock.note")}
          defaultValue={result.typed("note")}
          error={result.error("note")}
        />
        <button type="submit" className={buttonClass("primary", "justify-self-start")}>
          {t("stock.submit")}
        </button>
      </AdminForm>
      <h3 className="mb-2 font-bold">{t("stock.history")}</h3>
      {product.adjustments.length === 0 ? (
        <p>{t("stock.none")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="p-2 text-start">
                  {t("stock.when")}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t("stock.change")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("stock.reason")}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t("stock.after")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("stock.by")}
                </th>
              </tr>
            </thead>
            <tbody>
              {product.adjustments.map((adjustment) => (
                <tr
                  key={`${adjustment.at}-${adjustment.stockAfter}-${adjustment.quantity}`}
                  className="border-b border-line align-top"
                >
                  <td className="p-2 whitespace-nowrap">
                    {formatDateTime(adjustment.at, language)}
                  </td>
                  <td className="p-2 text-end">{signed(adjustment.quantity)}</td>
                  <td className="p-2">
                    {t(`stock.reason.${adjustment.reason}`)}
                    {adjustment.note && (
                      <span className="block text-ink-muted">{adjustment.note}</span>
                    )}
                  </td>
                  <td className="p-2 text-end">{adjustment.stockAfter}</td>
                  <td className="p-2 break-all">{adjustment.by}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminSection>
  );
}
