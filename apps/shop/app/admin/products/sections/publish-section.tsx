// Whether the product is shown in the shop, and the one button that changes it. An unpublished
// product is in no list, no search, not the sitemap, its page is a 404 and nobody can buy it.
import { AdminForm } from "../../admin-form.tsx";
import { AdminSection } from "../../components/admin-section.tsx";
import { buttonClass } from "../../../components/button-styles.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import type { AdminProductView } from "../../../../domain/catalogue/admin-product.ts";
import { productMessages } from "../product-messages.ts";
import { ProductNotice } from "./product-notice.tsx";

export function PublishSection({ product }: { product: AdminProductView }) {
  const t = usePageT(productMessages);
  const intent = product.published ? "unpublish" : "publish";
  return (
    <AdminSection id="product-publish" heading={t("publish.heading")}>
      <ProductNotice intents={["publish", "unpublish"]} />
      <p className="mb-3">{t(product.published ? "publish.published" : "publish.hidden")}</p>
      <AdminForm>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="version" value={product.version} />
        <button type="submit" className={buttonClass(product.published ? "secondary" : "primary")}>
          {t(`publish.${intent}`)}
        </button>
      </AdminForm>
    </AdminSection>
  );
}
