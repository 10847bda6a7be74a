import { useMatches } from "react-router";
import type { SharedPageHandle } from "../../http/page-cache-control.ts";

export type CookieBarPosition = "bottom" | "bottom-left" | "bottom-right";

/**
 * What a route module may say about the shell around it, through its `handle` export, and
 * whether caches may share its page (`sharedPage`, http/page-cache-control.ts).
 */
export interface ShopHandle extends SharedPageHandle {
  /** Spec §2: theme settings are hidden on the coming-soon page. */
  hideThemeSettings?: boolean;
  /** Spec §2: hidden on login, register, forgot_password and comming_soon. */
  hideTapToTop?: boolean;
  /**
   * The cookie_bar demo pages: the consent banner shows, always open, at the position their
   * path names (…/bottom, …/bottom_left, …/bottom_right).
   */
  cookieBarDemo?: boolean;
  /** The admin (/admin): its own frame instead of the storefront's header, footer and extras. */
  adminFrame?: boolean;
  /** A page meant to be printed (a return label): no storefront frame around it either. */
  printFrame?: boolean;
  /** false keeps the page out of sitemap.xml (pages with no content for search engines). */
  indexable?: boolean;
}

/** The position a cookie_bar demo path names; anything else is the default, bottom. */
export function cookieBarPositionFromPath(pathname: string): CookieBarPosition {
  const last = pathname.split("/").pop();
  if (last === "bottom_left") return "bottom-left";
  if (last === "bottom_right") return "bottom-right";
  return "bottom";
}

function isShopHandle(value: unknown): value is ShopHandle {
  return typeof value === "object" && value !== null;
}

/** The handles of all matched routes merged, the deepest winning. */
export function useShopHandle(): ShopHandle {
  const merged: ShopHandle = {};
  for (const match of useMatches()) {
    if (isShopHandle(match.handle)) Object.assign(merged, match.handle);
  }
  return merged;
}
