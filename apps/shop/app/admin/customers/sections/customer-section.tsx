// One section of a customer's admin page: its heading, which names it for screen readers, and
// what it holds below.
import type { ReactNode } from "react";

export function CustomerSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-2 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
