import type { ReactNode } from "react";
import { Link } from "react-router";
import { energyLabelPath } from "../../domain/catalogue/energy-label-paths.ts";
import { productPath } from "../../domain/catalogue/product-path.ts";
import type { CardProduct } from "../catalogue/card-product.ts";
import { ProductPicture } from "../components/product-picture.tsx";
import { EnergyArrowLink } from "../energy-label/energy-arrow.tsx";
import { ProductActions } from "../shopper-lists/product-actions.tsx";
import { useLanguage } from "../root-data.ts";
import { PriceBlock } from "./price-block.tsx";
import { Rating } from "./rating.tsx";
import { StockStatus } from "./stock-status.tsx";

export type CardLayout = "grid" | "list";

/** The picture in a list layout: w-32, sm:w-48. */
const LIST_SIZES = "(min-width: 640px) 192px, 128px";
/** Grids whose page passes no sizes: up to a quarter of the page, half on a phone. */
const DEFAULT_GRID_SIZES = "(min-width: 1024px) 25vw, 50vw";

/**
 * A product in a listing: picture, name (the link), brand, rating, price and stock; `actions`
 * holds the cart, wishlist and compare buttons (<ProductActions> when not given). In a list layout the text sits beside the
 * picture and the description is shown.
 */
export function ProductCard({
  product,
  layout = "grid",
  actions,
  priority = false,
  eager = false,
  sizes = DEFAULT_GRID_SIZES,
}: {
  product: CardProduct;
  layout?: CardLayout;
  actions?: ReactNode;
  /** The page's first card: its picture may be the largest paint, preloaded (ProductPicture). */
  priority?: boolean;
  /** The first cards of a page: loaded at once, not lazily. */
  eager?: boolean;
  /** The picture's displayed width in a grid (card-grid-sizes.ts); a list layout knows its own. */
  sizes?: string;
}) {
  const language = useLanguage();
  const [image] = product.images;
  const list = layout === "list";
  return (
    <article
      className={`relative flex gap-3 rounded-card border border-line bg-surface p-3 ${list ? "flex-row" : "flex-col"}`}
      data-product-id={product.id}
    >
      <div className={`relative ${list ? "w-32 shrink-0 sm:w-48" : ""}`}>
        {image && (
          <ProductPicture
            image={image}
            language={language}
            sizes={list ? LIST_SIZES : sizes}
            priority={priority}
            eager={eager}
          />
        )}
        {product.label && (
          <span className="absolute start-2 top-2 rounded-control bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
            {product.label[language]}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <p className="text-xs tracking-wide text-ink-muted uppercase">{product.brand}</p>
        <h3 className="font-semibold">
          <Link to={productPath(product)} className="after:absolute after:inset-0 hover:underline">
            {product.name[language]}
          </Link>
        </h3>
        <Rating product={product} />
        {list && <p className="text-sm text-ink-muted">{product.description[language]}</p>}
        <PriceBlock product={product} />
        {product.energyClass && (
          // Above the card's stretched name link, so the arrow is a link of its own (to the label).
          <EnergyArrowLink
            energyClass={product.energyClass}
            to={energyLabelPath(product)}
            className="relative z-10 self-start"
          />
        )}
        <StockStatus product={product} />
        <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-2">
          {actions ?? <ProductActions product={product} />}
        </div>
      </div>
    </article>
  );
}
