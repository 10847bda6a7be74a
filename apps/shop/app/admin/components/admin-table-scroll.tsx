// A wide admin table's horizontal scroller: a named region that keyboard users can focus and
// scroll with the arrow keys (axe's scrollable-region-focusable), for tables whose content
// (long JSON in the change log, many columns on a phone) may not fit the page.
import type { ReactNode } from "react";

export function AdminTableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller must be focusable
      tabIndex={0}
      className="overflow-x-auto rounded-control focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      {children}
    </div>
  );
}
