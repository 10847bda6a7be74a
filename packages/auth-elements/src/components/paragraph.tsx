import type { ReactNode } from "react";

export function Paragraph({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="hk-paragraph" part="paragraph">
      {children}
    </p>
  );
}
