// The product alerts on a product page: "Bevaka" on a sold-out product (not on a discontinued
// one, which will not come back) and "Prisbevakning" on any, inside a disclosure so the buy box
// stays short. The same HTML for every visitor (the page is shared, decision record 0052).
import type { Product } from "../../domain/catalogue/product.ts";
import { canWatchStock } from "../../domain/alerts/product-alerts.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { AlertForm } from "./alert-form.tsx";
import { alertFormMessages } from "./alert-form-messages.ts";

export function ProductAlerts({
  product,
}: {
  product: Pick<Product, "id" | "price" | "available" | "inStock">;
}) {
  const t = usePageT(alertFormMessages);
  const stock = canWatchStock(product);
  return (
    <div className="flex flex-col gap-3" data-testid="product-alerts">
      {stock && <AlertForm kind="stock" product={product} />}
      <details className="rounded-card border border-line">
        <summary className="cursor-pointer p-3 font-semibold">{t("alerts.price.summary")}</summary>
        <div className="p-3 pt-0">
          <AlertForm kind="price" product={product} />
        </div>
      </details>
    </div>
  );
}
