// The product a label page or a product information sheet page is about
// (/product/{slug}/{id}/energimarkning, …/produktblad): a published phone or tablet with a label.
// A malformed address, an unknown product or one without a label is a 404 as the spec's
// validate hook answers it; a stale slug is sent on to the canonical address, as the product
// page does.
import { redirect, type RouterContextProvider } from "react-router";
import type { EnergyLabel } from "../../domain/catalogue/energy-label.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import { isCatalogueSegment } from "../catalogue/catalogue-id.ts";
import { servicesContext } from "../context/services-context.ts";
import { throwValidationFailed } from "../errors/page-errors.ts";
import { pagePathname } from "../errors/page-pathname.ts";
import { productIdFromPath } from "../../domain/catalogue/product-path.ts";

export interface LabelledProduct {
  product: Pick<
    Product,
    "id" | "slug" | "brand" | "name" | "category" | "manufacturer" | "manufacturerAddress"
  >;
  label: EnergyLabel;
}

export async function labelledProduct(
  {
    params,
    request,
    context,
  }: {
    params: { token?: string; id?: string };
    request: Request;
    context: Readonly<RouterContextProvider>;
  },
  /** The page's own tail, "energimarkning" or "produktblad", for the canonical redirect. */
  tail: string,
): Promise<LabelledProduct> {
  const pathname = pagePathname(request);
  const { token, id: idText } = params;
  const id =
    isCatalogueSegment(token) && isCatalogueSegment(idText) ? productIdFromPath(idText) : undefined;
  if (id === undefined) throwValidationFailed(pathname);
  const { catalogue } = context.get(servicesContext);
  const found = await catalogue.byId(id);
  if (!found?.energyLabel) throwValidationFailed(pathname);
  if (found.slug !== token) throw redirect(`/product/${found.slug}/${found.id}/${tail}`, 301);
  return {
    product: {
      id: found.id,
      slug: found.slug,
      brand: found.brand,
      name: found.name,
      category: found.category,
      manufacturer: found.manufacturer,
      manufacturerAddress: found.manufacturerAddress,
    },
    label: found.energyLabel,
  };
}
