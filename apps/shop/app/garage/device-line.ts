// A saved phone's, tablet's or console's product line: the device category page it is listed on
// (app/catalogue/device-categories.ts), named as that page's heading. Accessories are kept per
// line in the catalogue, so this is what "tillbehör till min …" can honestly show.
import { devicePaths } from "../../domain/catalogue/category-paths.ts";
import type { Localized, Product } from "../../domain/catalogue/product.ts";
import { deviceCategoryTitle, findDeviceCategory } from "../catalogue/device-categories.ts";

export interface DeviceLine {
  path: string;
  name: Localized;
}

export function deviceLine(product: Pick<Product, "categoryPaths">): DeviceLine | undefined {
  for (const path of devicePaths(product)) {
    const found = findDeviceCategory(path);
    if (!found) continue;
    return {
      path,
      name: {
        se: deviceCategoryTitle(found.group, found.category, "se"),
        en: deviceCategoryTitle(found.group, found.category, "en"),
      },
    };
  }
  return undefined;
}
