// One section of an order's admin page: a bordered box with its heading, named for screen
// readers by that heading. The page is a column of these, so another part of the admin can add
// its own section (refunds) without touching the others.
import type { ReactNode } from "react";

export function OrderSection({
  id,
  heading,
  children,
  wide,
}: {
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

/** A definition list of label and value pairs, as the sections show facts. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
