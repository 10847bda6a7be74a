// Where a product's energy label and its product information sheet are shown: pages of their
// own beside the product's (/product/{slug}/{id}/energimarkning and …/produktblad), so the
// arrow's link works without JavaScript and a listing can link straight to the label.
import { productPath } from "./product-path.ts";
import type { Product } from "./product.ts";

type Addressed = Pick<Product, "id" | "slug">;

export const energyLabelPath = (product: Addressed): string =>
  `${productPath(product)}/energimarkning`;

export const productSheetPath = (product: Addressed): string =>
  `${productPath(product)}/produktblad`;
