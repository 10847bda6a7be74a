// The frame of every screen: a labelled region with the heading and the error box first. It
// alone moves focus when the screen or its answer is new (use-screen-focus.ts).
import { useId, useRef, type ReactNode } from "react";
import { ErrorRegion } from "./error-region.tsx";
import { Headline } from "./headline.tsx";
import { useScreenFocus } from "./use-screen-focus.ts";
import { useWidget } from "../widget/widget-context.ts";

export function Screen({
  headline,
  takeFocus,
  children,
}: {
  headline: string;
  /** Take focus on mount even as the first screen (a step opened within one state). */
  takeFocus?: boolean;
  children?: ReactNode;
}) {
  const { errorId } = useScreenIds();
  const headingId = useId();
  const frame = useRef<HTMLElement>(null);
  useScreenFocus(frame, takeFocus);
  return (
    <section ref={frame} className="hk-screen" aria-labelledby={headingId}>
      <Headline id={headingId}>{headline}</Headline>
      <ErrorRegion id={errorId} />
      {children}
    </section>
  );
}

/** The id of the error box, for inputs it marks (aria-describedby). */
function useScreenIds(): { errorId: string } {
  return { errorId: useWidget().errorId };
}
