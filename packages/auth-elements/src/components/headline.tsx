// The screen's heading. From the second screen on it takes focus when it mounts, so keyboard
// and screen-reader users land at the top of the new step instead of on a vanished button.
import { useEffect, useRef, type ReactNode } from "react";
import { useWidget } from "../widget/widget-context.ts";

export function Headline({ id, children }: { id: string; children: ReactNode }) {
  const { state } = useWidget();
  const focus = state.screens > 1;
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus({ preventScroll: false });
    // Only when the screen mounts: later updates of the same screen keep the user's focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <h1 id={id} ref={ref} tabIndex={-1} className="hk-headline" part="headline1">
      {children}
    </h1>
  );
}
