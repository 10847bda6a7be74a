import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { imageUrl, SPIN_FRAMES, spinFrameSrc } from "../../../domain/catalogue/product-images.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { useT } from "../../i18n/use-t.ts";
import { useReducedMotion } from "./use-reduced-motion.ts";

const FRAME_WIDTH = 640;
/** One frame every 50 ms: a full turn in 1.2 s. */
const FRAME_MS = 50;
const DEGREES_PER_FRAME = 360 / SPIN_FRAMES;

const wrap = (frame: number) => ((frame % SPIN_FRAMES) + SPIN_FRAMES) % SPIN_FRAMES;
const frameUrl = (productId: number, frame: number) =>
  imageUrl(spinFrameSrc(productId, frame), FRAME_WIDTH, "webp");

/** Fetches every frame once, so turning the product does not wait on the network. */
function preloadFrames(productId: number, done: { current: boolean }): void {
  if (done.current) return;
  done.current = true;
  for (let f = 0; f < SPIN_FRAMES; f++) new Image().src = frameUrl(productId, f);
}

/** Keys that turn the product, and by how many frames. */
const KEY_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: SPIN_FRAMES / 4,
  PageDown: -SPIN_FRAMES / 4,
};

/**
 * The product turned through SPIN_FRAMES drawn frames: a slider, turned by dragging across
 * it (its width is one full turn) or by the arrow keys. `autoPlay` turns it once on opening,
 * unless the visitor prefers reduced motion; any touch or key stops it.
 */
export function SpinView({
  productId,
  name,
  autoPlay = false,
  priority = false,
}: {
  productId: number;
  name: string;
  autoPlay?: boolean;
  priority?: boolean;
}) {
  const t = useT();
  const hintId = useId();
  const reducedMotion = useReducedMotion();
  const [frame, setFrame] = useState(0);
  // Only ever true after a click (the button that opens the view), so never on the server.
  const [playing, setPlaying] = useState(
    () => autoPlay && !window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  const drag = useRef<{ x: number; frame: number; width: number } | null>(null);
  const preloaded = useRef(false);

  const preload = () => preloadFrames(productId, preloaded);

  useEffect(() => {
    if (!playing) return;
    preloadFrames(productId, preloaded);
    let shown = 0;
    const timer = window.setInterval(() => {
      shown += 1;
      setFrame(wrap(shown));
      if (shown >= SPIN_FRAMES) setPlaying(false);
    }, FRAME_MS);
    return () => window.clearInterval(timer);
  }, [playing, productId]);

  const turnTo = (next: number) => {
    setPlaying(false);
    setFrame(wrap(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (event.key === "Home") turnTo(0);
    else if (step !== undefined) turnTo(frame + step);
    else return;
    preload();
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      x: event.clientX,
      frame,
      width: event.currentTarget.getBoundingClientRect().width,
    };
    setPlaying(false);
    preload();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const frames = Math.round(((event.clientX - start.x) / start.width) * SPIN_FRAMES);
    setFrame(wrap(start.frame + frames));
  };

  const endDrag = () => {
    drag.current = null;
  };

  const degrees = frame * DEGREES_PER_FRAME;
  return (
    <div className="flex flex-col gap-2">
      <div
        role="slider"
        tabIndex={0}
        aria-label={t("productPage.spin.label", { name })}
        aria-describedby={hintId}
        aria-valuemin={0}
        aria-valuemax={360 - DEGREES_PER_FRAME}
        aria-valuenow={degrees}
        aria-valuetext={t("productPage.spin.value", { degrees })}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className="cursor-grab touch-pan-y overflow-hidden rounded-card border border-line bg-surface-muted select-none active:cursor-grabbing"
        data-testid="spin"
      >
        <img
          src={frameUrl(productId, frame)}
          alt=""
          width={FRAME_WIDTH}
          height={FRAME_WIDTH}
          draggable={false}
          className="block h-auto w-full"
          fetchPriority={priority ? "high" : undefined}
          data-spin-frame={frame}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-sm text-ink-muted">
          {t("productPage.spin.hint")}
        </p>
        {!reducedMotion && (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            disabled={playing}
            className={buttonClass("secondary")}
          >
            {t("productPage.spin.play")}
          </button>
        )}
      </div>
    </div>
  );
}
