// What a product card needs, and nothing more: listings, search and related products send
// this to the browser instead of whole products (no specifications, safety texts or every
// picture), which keeps a listing's page data small.
import type { EnergyClass } from "../../domain/catalogue/energy-label.ts";
import type { Product } from "../../domain/catalogue/product.ts";

export type CardProduct = Pick<
  Product,
  | "id"
  | "slug"
  | "type"
  | "name"
  | "description"
  | "brand"
  | "label"
  | "ratingStars"
  | "totalReviews"
  | "totalPurchases"
  | "price"
  | "discount"
  | "lowestPrice30Days"
  | "inStock"
  | "available"
  | "new"
> & {
  /** The first picture only. */
  images: Product["images"];
  /** Phones and tablets: the class of the energy label, for the arrow beside the price. */
  energyClass?: EnergyClass;
};

export function toCardProduct(product: Product): CardProduct {
  return {
    id: product.id,
    slug: product.slug,
    type: product.type,
    name: product.name,
    description: product.description,
    brand: product.brand,
    ...(product.label ? { label: product.label } : {}),
    ratingStars: product.ratingStars,
    totalReviews: product.totalReviews,
    totalPurchases: product.totalPurchases,
    price: product.price,
    discount: product.discount,
    ...(product.lowestPrice30Days === undefined
      ? {}
      : { lowestPrice30Days: product.lowestPrice30Days }),
    inStock: product.inStock,
    available: product.available,
    new: product.new,
    images: product.images.slice(0, 1),
    ...(product.energyLabel ? { energyClass: product.energyLabel.energyClass } : {}),
  };
}
