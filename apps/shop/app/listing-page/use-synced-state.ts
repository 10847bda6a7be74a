import { useState } from "react";

/**
 * Local state that follows `value` whenever it changes (a new page of loader data), while the
 * shopper may change it in between. Adjusted during render, as React recommends, not in an
 * effect: the control never shows the stale value for a frame.
 */
export function useSyncedState<T>(value: T): [T, (next: T) => void] {
  const [state, setState] = useState({ current: value, from: value });
  if (!Object.is(state.from, value)) setState({ current: value, from: value });
  const current = Object.is(state.from, value) ? state.current : value;
  return [current, (next) => setState({ current: next, from: value })];
}
