// What the element gallery's pages show: real catalogue data, gathered by the route's loader.
import type { ArticleCard } from "../../domain/blog/blog-article.ts";
import type { CardProduct } from "../catalogue/card-product.ts";
import type { DealBannerData } from "../deal/deal-banner-data.ts";
import type { Collection } from "../home/collections.ts";
import type { CategoryTile } from "../listing-page/category-tiles.tsx";
import type { ProductState } from "./product-states.ts";

export interface GalleryData {
  products: Partial<Record<ProductState, CardProduct>>;
  /** The best sellers, for a shelf. */
  popular: CardProduct[];
  tiles: CategoryTile[];
  deal: DealBannerData | null;
  collections: Collection[];
  articles: ArticleCard[];
}
