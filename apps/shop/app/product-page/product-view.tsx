import { useState } from "react";
import type { CardProduct } from "../catalogue/card-product.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import type { FitmentNames } from "../../domain/scooter-doctor/fitment-names.ts";
import { PageHeader, type Crumb } from "../components/page-header.tsx";
import { useLanguage } from "../root-data.ts";
import { BundleOffer } from "./bundle-offer.tsx";
import { BuyBox } from "./buy-box.tsx";
import { breadcrumbPath } from "../../domain/catalogue/category-paths.ts";
import { DeliverySummary } from "./delivery-summary.tsx";
import { ProductGallery } from "./gallery/product-gallery.tsx";
import { ManufacturerInfo } from "./manufacturer-info.tsx";
import { ProductAbout } from "./product-about.tsx";
import { ProductJsonLdScript } from "./product-json-ld-script.tsx";
import type { ProductLayout } from "./product-layouts.ts";
import type { BundleActions, SelectionActions, ProductSelection } from "./product-selection.ts";
import { RelatedSection } from "./related-section.tsx";
import { ProductReviews, type ProductReviewsData } from "./product-reviews.tsx";
import { SpecificationsTable } from "./specifications-table.tsx";

const SIDEBAR_GRID: Record<ProductLayout["sidebar"], string> = {
  none: "",
  left: "lg:grid-cols-[16rem_1fr]",
  right: "lg:grid-cols-[1fr_16rem]",
};

/**
 * One product page, whatever the route: breadcrumbs and the name, gallery and buy box,
 * optionally a sidebar and the bundle, then the description, specifications, reviews,
 * manufacturer and related products. `layout` arranges it; nothing is copied per layout.
 */
export function ProductView({
  product,
  layout,
  related,
  bundle,
  actions,
  bundleActions,
  reviews,
  fitment,
}: {
  product: Product;
  layout: ProductLayout;
  related: readonly CardProduct[];
  /** The bundle's partners (bundle-partners.ts); shown when the layout has a bundle. */
  bundle: readonly Product[];
  actions?: SelectionActions;
  bundleActions?: BundleActions;
  /** The product's reviews, as its page's address picks them. */
  reviews: ProductReviewsData;
  /** A scooter part's models in words, worked out by the loader (fitment-names.ts). */
  fitment?: FitmentNames;
}) {
  const language = useLanguage();
  const [selection, setSelection] = useState<ProductSelection>(() => ({
    product,
    colour: product.colorvariants[0]?.color,
    option: product.sizeoption[0],
    quantity: 1,
  }));
  const [activeImageId, setActiveImageId] = useState(product.images[0]?.imageId ?? 0);

  const choose = (next: ProductSelection) => {
    const variant = product.colorvariants.find((it) => it.color === next.colour);
    if (next.colour !== selection.colour && variant) setActiveImageId(variant.imageId);
    setSelection(next);
  };

  const crumbs: Crumb[] = [{ label: product.category[language], to: breadcrumbPath(product) }];
  const sidebar = layout.sidebar !== "none" && (
    <aside
      className={`flex flex-col gap-6 ${layout.sidebar === "left" ? "lg:order-first" : ""}`}
      data-testid="sidebar"
    >
      <DeliverySummary price={product.price} />
      <ManufacturerInfo product={product} />
    </aside>
  );

  return (
    <>
      <PageHeader title={product.name[language]} crumbs={crumbs} />
      <div className={`container-page grid gap-8 py-8 ${SIDEBAR_GRID[layout.sidebar]}`}>
        <div className="flex min-w-0 flex-col gap-10">
          <div className="grid gap-8 md:grid-cols-2">
            <ProductGallery
              product={{ id: product.id, name: product.name[language], images: product.images }}
              variant={layout.gallery}
              activeImageId={activeImageId}
              onActiveImageChange={setActiveImageId}
              sidebar={layout.sidebar !== "none"}
            />
            <BuyBox
              product={product}
              selection={selection}
              onChange={choose}
              actions={actions}
              showDelivery={layout.sidebar === "none"}
              sticky={layout.stickyBuyBox}
              fitment={fitment}
            />
          </div>
          {layout.bundle && bundle.length > 0 && (
            <BundleOffer products={[product, ...bundle]} actions={bundleActions} />
          )}
          <div className="grid gap-10 md:grid-cols-2">
            <ProductAbout product={product} />
            <SpecificationsTable specifications={product.specifications} />
          </div>
          <div className="grid gap-10 md:grid-cols-2">
            <ProductReviews product={product} data={reviews} />
            {layout.sidebar === "none" && <ManufacturerInfo product={product} />}
          </div>
          <RelatedSection products={related} />
        </div>
        {sidebar}
      </div>
      <ProductJsonLdScript product={product} reviews={reviews.reviews} />
    </>
  );
}
