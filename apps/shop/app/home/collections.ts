// The collections the home pages promote with a banner: a family of product types, the listing
// that shows it, and a picture of the best seller of its main type, all from the catalogue.
import { sortProducts } from "../../domain/catalogue/listing-sort.ts";
import type { Product, ProductImage, ProductType } from "../../domain/catalogue/product.ts";

export type CollectionKey = "scooters" | "gaming";

interface CollectionDefinition {
  key: CollectionKey;
  types: readonly ProductType[];
  /** The listing of the collection's first type. */
  to: string;
}

const COLLECTIONS: readonly CollectionDefinition[] = [
  {
    key: "scooters",
    types: ["scooter", "scooter_part"],
    to: "/shop/shop_with_category/scooter",
  },
  {
    key: "gaming",
    types: ["console", "controller", "game"],
    to: "/shop/shop_with_category/console",
  },
];

export interface Collection {
  key: CollectionKey;
  to: string;
  /** How many products the collection holds. */
  count: number;
  /** The first picture of the best seller of the collection's first type. */
  image: ProductImage;
}

/** Every collection that has products with a picture, in the order above. */
export function homeCollections(all: readonly Product[]): Collection[] {
  return COLLECTIONS.flatMap((definition) => {
    const members = all.filter((product) => definition.types.includes(product.type));
    // The picture shows the collection's main kind (a scooter, not its best-selling tyre).
    const [main] = definition.types;
    const image = sortProducts(
      members.filter((product) => product.type === main),
      "popular",
    ).find((product) => product.images[0])?.images[0];
    if (!image) return [];
    return [{ key: definition.key, to: definition.to, count: members.length, image }];
  });
}
