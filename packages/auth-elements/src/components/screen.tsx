// The frame of every screen: a labelled region with the heading and the error box first.
import { useId, type ReactNode } from "react";
import { ErrorRegion } from "./error-region.tsx";
import { Headline } from "./headline.tsx";
import { useWidget } from "../widget/widget-context.ts";

export function Screen({ headline, children }: { headline: string; children?: ReactNode }) {
  const { errorId } = useScreenIds();
  const headingId = useId();
  return (
    <section className="hk-screen" aria-labelledby={headingId}>
      <Headline id={headingId}>{headline}</Headline>
      <ErrorRegion id={errorId} />
      {children}
    </section>
  );
}

/** The id of the error box, for inputs it marks (aria-describedby). */
export function useScreenIds(): { errorId: string } {
  return { errorId: useWidget().errorId };
}
