// The top of a product's admin page: its name, article number and id, whether it is shown in the
// shop, and links to its page in the shop and (for owners) its entries in the change log.
import { Link } from "react-router";
import { useAdminLayoutData } from "../../admin-form.tsx";
import { productPath } from "../../../../domain/catalogue/product-path.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useLanguage } from "../../../root-data.ts";
import type { AdminProductView } from "../../../../domain/catalogue/admin-product.ts";
import { productMessages } from "../product-messages.ts";
import { ProductNotice } from "./product-notice.tsx";
import { VisibilityBadge } from "./visibility-badge.tsx";

export function ProductHeader({ product }: { product: AdminProductView }) {
  const t = usePageT(productMessages);
  const language = useLanguage();
  const owner = useAdminLayoutData()?.role === "owner";
  return (
    <header className="mb-4" data-testid="admin-product-header">
      <p className="mb-1">
        <Link to="/admin/products" className="underline">
          {t("page.back")}
        </Link>
      </p>
      <h1 className="mb-1 text-2xl font-bold">{product.name[language]}</h1>
      <p className="mb-2 flex flex-wrap items-center gap-3 text-ink-muted">
        <span>{t("page.sku", { sku: product.sku, id: product.id })}</span>
        <VisibilityBadge published={product.published} />
      </p>
      {!product.available && <p className="mb-2">{t("page.discontinued")}</p>}
      <p className="flex flex-wrap gap-4">
        {product.published && (
          <a href={productPath(product)} className="underline">
            {t("page.inShop")}
          </a>
        )}
        {owner && (
          <Link to={`/admin/audit?typ=product&id=${product.id}`} className="underline">
            {t("page.auditLink")}
          </Link>
        )}
      </p>
      <ProductNotice intents={[]} general />
    </header>
  );
}
