// One section of an admin page made of sections (an order's, a product's): a bordered box with
// its heading, named for screen readers by that heading. Such a page is a column (or two) of
// these, so another part of the admin can add its own section (an order's refunds) without
// touching the others.
import type { ReactNode } from "react";

export function AdminSection({
  id,
  heading,
  children,
  wide,
}: {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  children: ReactNode;
  /** Spans both columns of the page's grid. */
  wide?: boolean;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-card border border-line p-4 ${wide ? "lg:col-span-2" : ""}`}
    >
      <h2 id={id} className="mb-3 text-xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
