// The product types as the admin's selects and list show them, named in the visitor's language.
// Given by the loaders, so the admin's pages do not import the storefront's type names, which
// would split them out of the listing pages' own chunk into one more file those pages fetch.
import type { RouterContextProvider } from "react-router";
import { PRODUCT_TYPES, type ProductType } from "../../../domain/catalogue/product.ts";
import { PRODUCT_TYPE_NAMES } from "../../catalogue/product-type-names.ts";
import { preferencesContext } from "../../context/preferences-context.ts";

export type ProductTypeOptions = readonly (readonly [ProductType, string])[];

export function productTypeOptions(context: Readonly<RouterContextProvider>): ProductTypeOptions {
  const { language } = context.get(preferencesContext);
  return PRODUCT_TYPES.map((type) => [type, PRODUCT_TYPE_NAMES[type][language]] as const);
}
