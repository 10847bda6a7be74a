import type { ReactNode } from "react";

/**
 * An honest "nothing here yet" block: what is missing, and where to go instead. Marked
 * data-empty-state, so the route crawl can insist that a page shows its content.
 */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="container-page py-10" aria-label={title} data-empty-state>
      <div className="mx-auto max-w-2xl rounded-card border border-dashed border-line p-8 text-center">
        <h2 className="text-lg font-semibold">{title}</h2>
        <div className="mt-3 space-y-3 text-ink-muted">{children}</div>
      </div>
    </section>
  );
}
