// The brands a large catalogue's spare parts and accessories are sold under. Real shops carry
// the same part from many suppliers; these are made-up suppliers with made-up Swedish and
// Nordic addresses (EU GPSR wants one on every product page), so no real company is named as
// the maker of something it does not make. Chargers, cables and power banks also come from
// two real makers whose addresses the demo catalogue already lists.
import { ANKER, BELKIN } from "../seed/manufacturers.ts";
import type { SeedProduct } from "../seed/seed-product.ts";

export type ArticleBrand = Pick<SeedProduct, "brand" | "manufacturer" | "manufacturerAddress"> & {
  /** Two to four capitals for SKUs. */
  code: string;
};

const supplier = (brand: string, code: string, address: string): ArticleBrand => ({
  brand,
  code,
  manufacturer: `${brand} AB`,
  manufacturerAddress: address,
});

/** Suppliers of parts, cases and screen protectors. */
export const PART_BRANDS: readonly ArticleBrand[] = [
  supplier("Kretsbutiken Basic", "KBB", "Verkstadsgatan 4, 652 21 Karlstad, Sverige"),
  supplier("Nordkraft", "NK", "Hamngatan 12, 211 22 Malmö, Sverige"),
  supplier("Fixkit Norden", "FXN", "Smedjegatan 9, 553 20 Jönköping, Sverige"),
  supplier("Polarskydd", "PS", "Storgatan 31, 972 38 Luleå, Sverige"),
  supplier("Voltlinje", "VL", "Kanalvägen 2, 183 30 Täby, Sverige"),
  supplier("Skyddsverkstan", "SV", "Industrivägen 17, 417 05 Göteborg, Sverige"),
  supplier("Stigbergs Reservdelar", "STB", "Stigbergsliden 6, 414 63 Göteborg, Sverige"),
  supplier("Fjällglas", "FG", "Järnvägsgatan 3, 831 34 Östersund, Sverige"),
  supplier("Ljusbågen", "LB", "Bangårdsgatan 8, 753 20 Uppsala, Sverige"),
  supplier("Kvarnholm Tech", "KQ", "Kvarnholmsvägen 52, 131 31 Nacka, Sverige"),
];

/** Makers of chargers, cables and power banks. */
export const POWER_BRANDS: readonly ArticleBrand[] = [
  ...PART_BRANDS.slice(0, 6),
  { brand: "Anker", code: "ANK", ...ANKER },
  { brand: "Belkin", code: "BLK", ...BELKIN },
];
