// What the admin's product forms give the store once read and checked
// (app/admin/products/product-form.ts): a product's page text, and what a new product starts with.
import type { Localized, ProductSpecification, ProductType } from "./product.ts";

export interface ProductDetailsInput {
  name: Localized;
  description: Localized;
  manufacturer: string;
  manufacturerAddress: string;
  categoryPaths: string[];
  specifications: ProductSpecification[];
}

export interface NewProductInput {
  sku: string;
  slug: string;
  type: ProductType;
  brand: string;
  name: Localized;
  /** The first price, öre incl. moms, from now on. */
  price: number;
  inStock: number;
}
