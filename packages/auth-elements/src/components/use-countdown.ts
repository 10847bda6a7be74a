// Whole seconds left of a server-given wait (resend_after, retry_after), ticking each second
// (spec §9). It restarts whenever `restartKey` changes (each server answer), and calls
// `onDone` once when a running countdown reaches zero.
import { useEffect, useLayoutEffect, useRef, useState } from "react";

function whole(seconds: number | undefined): number {
  return Math.max(0, Math.ceil(seconds ?? 0));
}

export function useCountdown(
  seconds: number | undefined,
  restartKey: unknown,
  onDone?: () => void,
): number {
  const [tracked, setTracked] = useState(() => ({ key: restartKey, remaining: whole(seconds) }));
  let { remaining } = tracked;
  if (tracked.key !== restartKey) {
    // A new answer: start over (React's "adjust state when a prop changes" pattern).
    remaining = whole(seconds);
    setTracked({ key: restartKey, remaining });
  }
  const running = remaining > 0;
  const wasRunning = useRef(running);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  // A layout effect: the clock starts in the same commit that shows the first number.
  useLayoutEffect(() => {
    if (!running) return;
    wasRunning.current = true;
    const timer = setInterval(
      () =>
        setTracked((current) => ({ ...current, remaining: Math.max(0, current.remaining - 1) })),
      1000,
    );
    return () => clearInterval(timer);
  }, [running, restartKey]);

  useEffect(() => {
    if (running || !wasRunning.current) return;
    wasRunning.current = false;
    done.current?.();
  }, [running]);

  return remaining;
}
