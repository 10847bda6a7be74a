// One section of a product's admin page: a bordered box with its heading, named for screen
// readers by that heading, with the answer to its own form's last post at its top.
import type { ReactNode } from "react";
import type { ProductIntent } from "../product-action-data.ts";
import { ProductNotice } from "./product-notice.tsx";

export function ProductSection({
  id,
  heading,
  intents,
  children,
  wide,
}: {
  id: string;
  heading: string;
  /** The forms of this section, whose answers it shows. */
  intents: readonly ProductIntent[];
  children: ReactNode;
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
      <ProductNotice intents={intents} />
      {children}
    </section>
  );
}
