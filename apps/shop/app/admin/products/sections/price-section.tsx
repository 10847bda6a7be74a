// The product's price: what it is now (and, for a reduction, the 30-day lowest price the shop
// shows beside it), a form for a new price from now or from a later time, and the price history
// with what is scheduled; a scheduled price not yet started can be taken back.
import { AdminForm } from "../../admin-form.tsx";
import { formatDateTime, formatSek } from "../../../../domain/admin-format.ts";
import { AdminField } from "../../components/admin-field.tsx";
import { AdminSection } from "../../components/admin-section.tsx";
import { buttonClass } from "../../../components/button-styles.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useLanguage } from "../../../root-data.ts";
import type { AdminProductView } from "../../../../domain/catalogue/admin-product.ts";
import { productMessages } from "../product-messages.ts";
import { ProductNotice } from "./product-notice.tsx";
import { useProductResult } from "./use-product-result.ts";

export function PriceSection({ product }: { product: AdminProductView }) {
  const t = usePageT(productMessages);
  const language = useLanguage();
  const result = useProductResult(["price"]);
  return (
    <AdminSection id="product-price" heading={t("price.heading")}>
      <ProductNotice intents={["price", "cancel_price"]} />
      {product.price === undefined ? (
        <p className="mb-2">{t("price.none")}</p>
      ) : (
        <p className="mb-2 text-lg font-semibold" data-price-now>
          {t("price.now", { price: formatSek(product.price, language) })}
        </p>
      )}
      {product.lowestPrice30Days !== undefined && (
        <p className="mb-2">
          {t("price.reduced", { price: formatSek(product.lowestPrice30Days, language) })}
        </p>
      )}
      <p className="mb-3 max-w-prose text-sm text-ink-muted">{t("price.intro")}</p>
      <AdminForm key={`price-${product.version}`} className="mb-4 grid max-w-md gap-3">
        <input type="hidden" name="intent" value="price" />
        <input type="hidden" name="version" value={product.version} />
        <AdminField
          id="product-new-price"
          name="price"
          label={t("price.new")}
          hint={t("price.newHint")}
          inputMode="decimal"
          required
          defaultValue={result.typed("price")}
          error={result.error("price")}
        />
        <AdminField
          id="product-price-starts"
          name="starts"
          type="datetime-local"
          label={t("price.starts")}
          hint={t("price.startsHint")}
          defaultValue={result.typed("starts")}
          error={result.error("starts")}
        />
        <button type="submit" className={buttonClass("primary", "justify-self-start")}>
          {t("price.submit")}
        </button>
      </AdminForm>
      <h3 className="mb-2 font-bold">{t("price.history")}</h3>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="p-2 text-start">
                {t("price.from")}
              </th>
              <th scope="col" className="p-2 text-end">
                {t("price.amount")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("price.state")}
              </th>
            </tr>
          </thead>
          <tbody>
            {product.prices.map((point) => (
              <tr key={point.from} className="border-b border-line align-top">
                <td className="p-2 whitespace-nowrap">{formatDateTime(point.from, language)}</td>
                <td className="p-2 text-end whitespace-nowrap">
                  {formatSek(point.price, language)}
                </td>
                <td className="p-2">
                  <span>{t(`price.state.${point.state}`)}</span>
                  {point.deal && <span> · {t("price.deal")}</span>}
                  {point.state === "scheduled" && !point.deal && (
                    <AdminForm className="mt-1">
                      <input type="hidden" name="intent" value="cancel_price" />
                      <input type="hidden" name="version" value={product.version} />
                      <input type="hidden" name="startsAt" value={point.from} />
                      <button type="submit" className="text-sm underline">
                        {t("price.cancel", { from: formatDateTime(point.from, language) })}
                      </button>
                    </AdminForm>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminSection>
  );
}
