import type { ListingView } from "../../domain/catalogue/listing-query.ts";
import type { CardProduct } from "../catalogue/card-product.ts";
import { GarageMark } from "../garage/garage-lazy.tsx";
import { useT } from "../i18n/use-t.ts";
import { cardGridSizes } from "../product-card/card-grid-sizes.ts";
import { ProductCard } from "../product-card/product-card.tsx";

/** How many cards come first on a page, loaded at once rather than lazily (the first preloaded). */
const EAGER = 4;

const LIST_CLASS: Record<ListingView, string> = {
  grid: "grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4",
  list: "flex flex-col gap-4",
};

/** The products of a listing as cards, in a grid or a list. */
export function ProductResults({
  products,
  view,
  wide = false,
  titled = false,
}: {
  products: CardProduct[];
  view: ListingView;
  /** No sidebar beside the results: room for one more column. */
  wide?: boolean;
  /** The section around already has its h2. */
  titled?: boolean;
}) {
  const t = useT();
  const className =
    view === "grid" && wide ? `${LIST_CLASS.grid} 2xl:grid-cols-5` : LIST_CLASS[view];
  const sizes = cardGridSizes({ sidebar: !wide });
  return (
    <>
      {/* The cards' names are h3: this keeps the outline whole for screen readers. */}
      {!titled && <h2 className="sr-only">{t("listing.results.heading")}</h2>}
      <ul className={`mt-4 ${className}`} data-view={view}>
        {products.map((product, i) => (
          <li key={product.id} className="flex">
            <div className="w-full">
              <ProductCard
                product={product}
                layout={view}
                priority={i === 0}
                eager={i < EAGER}
                sizes={sizes}
              />
              <GarageMark productId={product.id} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
