// One section of the admin's overview: its heading, which names it for screen readers, and what
// it holds below.
import type { ReactNode } from "react";

export function OverviewSection({
  id,
  title,
  testId,
  children,
}: {
  id: string;
  title: string;
  /** The section's data-testid, for the sections the browser tests read. */
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8" data-testid={testId}>
      <h2 id={id} className="mb-2 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
