// "Köps ofta tillsammans" on /product/product_bundle/{id}: the product and two things that go
// with it. There are no order statistics yet, so "often bought together" is a fixed rule
// over the catalogue, the same for every visitor: accessories for the same device first.
import type { Product } from "../../domain/catalogue/product.ts";
import { isBuyable } from "../../domain/catalogue/stock-level.ts";
import { ACCESSORY_TYPES, BUNDLE_PARTNERS } from "../../domain/catalogue/bundle-kinds.ts";
import { devicePaths } from "../../domain/catalogue/category-paths.ts";

type Candidate = Pick<Product, "id" | "type" | "brand" | "categoryPaths" | "available" | "inStock">;

const isAccessory = (candidate: Candidate) => ACCESSORY_TYPES.includes(candidate.type);

/**
 * Up to two buyable products, chosen in this order of preference, each tier in catalogue
 * order: accessories listed on one of the product's device pages (category-paths.ts); accessories of its brand;
 * products of its own type.
 */
export function bundlePartners<P extends Candidate>(product: Candidate, all: readonly P[]): P[] {
  const devices = devicePaths(product);
  const fitsDevice = (candidate: Candidate) =>
    devicePaths(candidate).some((path) => devices.includes(path));
  const tiers: ((candidate: P) => boolean)[] = [
    (candidate) => isAccessory(candidate) && fitsDevice(candidate),
    (candidate) => isAccessory(candidate) && candidate.brand === product.brand,
    (candidate) => candidate.type === product.type,
  ];
  const candidates = all.filter((candidate) => candidate.id !== product.id && isBuyable(candidate));
  const chosen: P[] = [];
  for (const tier of tiers) {
    for (const candidate of candidates) {
      if (chosen.length === BUNDLE_PARTNERS) return chosen;
      if (tier(candidate) && !chosen.includes(candidate)) chosen.push(candidate);
    }
  }
  return chosen;
}
