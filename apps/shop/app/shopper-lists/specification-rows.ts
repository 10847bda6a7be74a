import type { Language } from "../../domain/language.ts";
import type { Product } from "../../domain/catalogue/product.ts";

export interface SpecificationRow {
  label: string;
  /** One value per product, in the products' order; undefined where a product has none. */
  values: (string | undefined)[];
}

/**
 * Every specification label of the products, in the order they first appear, with each
 * product's value: rows line up by label even when the products list them differently.
 */
export function specificationRows(
  products: readonly Pick<Product, "specifications">[],
  language: Language,
): SpecificationRow[] {
  const labels: string[] = [];
  for (const product of products) {
    for (const spec of product.specifications) {
      if (!labels.includes(spec.label[language])) labels.push(spec.label[language]);
    }
  }
  return labels.map((label) => ({
    label,
    values: products.map(
      (product) =>
        product.specifications.find((spec) => spec.label[language] === label)?.value[language],
    ),
  }));
}
