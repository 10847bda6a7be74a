// The ten shop listings of spec §2 as layout variants of one listing, keyed by the path's
// second segment (/shop/{layout}/{id}).
import type { ListingLayout } from "./listing-layout.ts";

const NAMES = [
  "shop_list",
  "shop_top_filter",
  "shop_filter_hide",
  "shop_left_sidebar",
  "shop_right_sidebar",
  "shop_canvas_filter",
  "shop_with_category",
  "shop_category_filter",
  "shop_no_sidebar",
  "shop_list_infinite",
] as const;

export type ShopLayoutName = (typeof NAMES)[number];

export const SHOP_LAYOUTS: Record<ShopLayoutName, ListingLayout> = {
  shop_list: { filters: "start", view: "list" },
  shop_top_filter: { filters: "top", view: "grid" },
  shop_filter_hide: { filters: "toggle", view: "grid" },
  shop_left_sidebar: { filters: "start", view: "grid" },
  shop_right_sidebar: { filters: "end", view: "grid" },
  shop_canvas_filter: { filters: "drawer", view: "grid" },
  shop_with_category: { filters: "start", view: "grid", categories: "tiles" },
  shop_category_filter: { filters: "top", view: "grid", categories: "chips" },
  shop_no_sidebar: { filters: "toggle", view: "grid" },
  shop_list_infinite: { filters: "drawer", view: "grid", infinite: true },
};

/** The layout a /shop/… path names; shop_no_sidebar for anything else. */
export function shopLayoutName(pathname: string): ShopLayoutName {
  const name = pathname.split("/")[2];
  return NAMES.find((it) => it === name) ?? "shop_no_sidebar";
}
