// The category tiles' counts, worked out by the loaders that show tiles (the browser gets the
// result, not the catalogue's list of types).
import { PRODUCT_TYPES, type Product } from "../catalogue/product.ts";
import type { CategoryTile } from "./category-tiles.tsx";

/** A tile for every product type the catalogue has products of, with how many. */
export function categoryTiles(all: readonly Product[]): CategoryTile[] {
  return PRODUCT_TYPES.map((type) => ({
    type,
    count: all.filter((product) => product.type === type).length,
  })).filter((tile) => tile.count > 0);
}
