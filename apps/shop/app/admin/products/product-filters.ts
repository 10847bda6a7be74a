// /admin/products' search and filters as the URL carries them (a GET form, so a list can be
// linked and works without JavaScript): `q` free text, `typ` a product type, `synlighet`
// publicerad|dold, `lager=lagt` low stock only. Anything unknown is ignored.
import { isProductType } from "../../../domain/catalogue/product.ts";
import type { ProductListQuery } from "../../../domain/catalogue/admin-product.ts";

export type ProductFilters = Omit<ProductListQuery, "page" | "pageSize">;

export interface ProductFilterValues {
  q: string;
  typ: string;
  synlighet: "" | "publicerad" | "dold";
  lager: boolean;
}

export function readProductFilters(params: URLSearchParams): {
  filters: ProductFilters;
  values: ProductFilterValues;
} {
  const text = (params.get("q") ?? "").slice(0, 100);
  const type = params.get("typ") ?? "";
  const visibility = params.get("synlighet");
  const lowStock = params.get("lager") === "lagt";
  const values: ProductFilterValues = {
    q: text,
    typ: isProductType(type) ? type : "",
    synlighet: visibility === "publicerad" || visibility === "dold" ? visibility : "",
    lager: lowStock,
  };
  return {
    values,
    filters: {
      text,
      type: isProductType(type) ? type : undefined,
      published: values.synlighet === "" ? undefined : values.synlighet === "publicerad",
      lowStock,
    },
  };
}
