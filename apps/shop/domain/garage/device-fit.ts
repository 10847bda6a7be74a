// Whether a product fits a saved device (Min garage, issue 41), from what the catalogue says:
// - a scooter part fits a saved scooter by its fitment (scooter-doctor/fitment.ts): made for the
//   model, known not to fit it, or not known;
// - an accessory fits a saved phone, tablet or console when one of its device category pages
//   (Product.categoryPaths, e.g. "/apple/iphone") covers the device's. The catalogue keeps those
//   per product line (iPhone, Galaxy S series, PS5), not per model, so "fits" here means "made
//   for your device's line"; an accessory made only for other lines does not fit, and one with
//   no device page (a USB-C charger for anything) is not known.
import { devicePaths } from "../catalogue/category-paths.ts";
import type { Product, ProductType } from "../catalogue/product.ts";
import { fitFor, type FitAnswer, type PartFitment } from "../scooter-doctor/fitment.ts";
import type { ModelSlug } from "../scooter-doctor/scooter-models.ts";

export type { FitAnswer };

/** The products that go with a phone, tablet or console rather than being one. */
export const ACCESSORY_TYPES: readonly ProductType[] = [
  "accessory",
  "controller",
  "game",
  "audio",
  "bag",
  "simulation",
];

/** The catalogue's device kinds, as product types. */
export const GADGET_TYPES: readonly ProductType[] = ["phone", "tablet", "console"];

/**
 * Device pages that also hold a line's accessories: a dock for "original and OLED" is made for
 * an OLED too. A device's own page covers itself.
 */
const ALSO_COVERED_BY: Readonly<Record<string, readonly string[]>> = {
  "/NintendoSwitch/oled": ["/NintendoSwitch/original-oled", "/NintendoSwitch/all-models"],
  "/NintendoSwitch/original": ["/NintendoSwitch/original-oled", "/NintendoSwitch/all-models"],
  "/NintendoSwitch/lite": ["/NintendoSwitch/all-models"],
  "/playstation/ps4": ["/playstation/ps4ps5"],
  "/playstation/ps5": ["/playstation/ps4ps5"],
  "/xbox/xseries": ["/xbox/xseries-xone"],
};

/** The device pages whose accessories fit a device listed on `paths`. */
export function coveringPaths(paths: readonly string[]): string[] {
  return [...new Set(paths.flatMap((path) => [path, ...(ALSO_COVERED_BY[path] ?? [])]))];
}

type FitProduct = Pick<Product, "type" | "categoryPaths"> & { fitment?: PartFitment };

/** A scooter part and a saved scooter model; undefined when the product is no scooter part. */
export function scooterFit(product: FitProduct, model: ModelSlug): FitAnswer | undefined {
  if (product.type !== "scooter_part") return undefined;
  return fitFor(product.fitment, model);
}

/**
 * An accessory and a saved phone, tablet or console (its device pages); undefined when the
 * product is no accessory or the device is on no device page.
 */
export function gadgetFit(
  product: FitProduct,
  device: Pick<Product, "categoryPaths">,
): FitAnswer | undefined {
  if (!ACCESSORY_TYPES.includes(product.type)) return undefined;
  const own = devicePaths(device);
  if (own.length === 0) return undefined;
  const made = devicePaths(product);
  if (made.length === 0) return "unknown";
  const covering = coveringPaths(own);
  return made.some((path) => covering.includes(path)) ? "fits" : "does-not-fit";
}
