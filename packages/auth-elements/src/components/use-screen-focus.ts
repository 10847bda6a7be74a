// Where focus goes when the widget shows something new. The screen frame is its one owner:
//   - a new screen, from the second on: the first invalid input, else the heading, so keyboard
//     and screen-reader users land at the top of the new step instead of on a vanished button;
//   - a new answer on the same screen that removed the focused element (the passcode boxes
//     are remounted after a wrong code): the first invalid input, else the heading.
// Otherwise focus stays where the user put it (the first screen never takes it from the page).
//
// A layout effect, not a passive one: focus moves in the same task that changes the DOM. A
// passive effect runs after paint, and on a loaded machine keys typed as soon as the new screen
// showed went to no element (the max-attempts browser test failed in CI that way).
import { useLayoutEffect, useRef, type RefObject } from "react";
import { useWidget } from "../widget/widget-context.ts";

/** Nothing has focus: the focused element was removed, or the page had none. */
function focusLost(frame: HTMLElement): boolean {
  const active = frame.ownerDocument.activeElement;
  return active === null || active === frame.ownerDocument.body || !active.isConnected;
}

function focusTarget(frame: HTMLElement): HTMLElement | null {
  return (
    frame.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)') ??
    frame.querySelector<HTMLElement>("h1")
  );
}

/** `takeFocus`: a screen the user opened within one state (the profile's delete-account step). */
export function useScreenFocus(frame: RefObject<HTMLElement | null>, takeFocus = false): void {
  const { screens, responses } = useWidget().state;
  const mounted = useRef(false);
  useLayoutEffect(() => {
    const element = frame.current;
    if (element === null) return;
    const isNew = !mounted.current;
    mounted.current = true;
    const wanted = isNew ? takeFocus || screens > 1 : focusLost(element);
    if (wanted) focusTarget(element)?.focus();
  }, [frame, screens, responses, takeFocus]);
}
