import type { ReactNode } from "react";

/**
 * Where a list page shows its list, at least a screen high whatever it holds: the wishlist and
 * compare lists live in local storage and appear only after hydration, and an empty list is
 * shorter than a full one. With the room kept, the footer stays below the fold while the list
 * fills in, instead of jumping (a layout shift, CLS).
 */
export function ListArea({ children }: { children: ReactNode }) {
  return <div className="min-h-svh">{children}</div>;
}
