// The screen's heading. It can take focus (tabIndex -1) but never takes it by itself: the
// screen frame decides where focus goes (use-screen-focus.ts).
import type { ReactNode } from "react";

export function Headline({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h1 id={id} tabIndex={-1} className="hk-headline" part="headline1">
      {children}
    </h1>
  );
}
