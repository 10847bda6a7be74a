// The product pages an article may link to: every product of the catalogue's seed, by id.
import { productPath } from "../../domain/catalogue/product-path.ts";
import { seedProducts } from "../catalogue/seed/index.ts";

export function seedProductPaths(): Map<number, string> {
  return new Map(seedProducts.map((product) => [product.id, productPath(product)]));
}
