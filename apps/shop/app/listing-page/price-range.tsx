// The price filter: two range inputs on one track (the two thumbs) and two number inputs.
// Only the number inputs carry the names minPrice and maxPrice, so without JavaScript the
// form sends exactly what the shopper typed; the sliders come alive with JavaScript and move
// the numbers. Each slider is labelled and says its value in kronor; arrows, Page Up/Down,
// Home and End work as on any slider.
import { useHydrated } from "../components/use-hydrated.ts";
import { useT } from "../i18n/use-t.ts";
import type { PriceScale } from "./price-scale.ts";
import { useSyncedState } from "./use-synced-state.ts";

const THUMB =
  "pointer-events-none absolute inset-x-0 top-1/2 h-6 w-full -translate-y-1/2 appearance-none bg-transparent disabled:opacity-50 " +
  "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-surface [&::-webkit-slider-thumb]:bg-primary " +
  "[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-surface [&::-moz-range-thumb]:bg-primary " +
  "focus-visible:outline-none focus-visible:[&::-webkit-slider-thumb]:outline-2 focus-visible:[&::-webkit-slider-thumb]:outline-offset-2 focus-visible:[&::-webkit-slider-thumb]:outline-ink";

const NUMBER =
  "mt-1 w-full rounded-control border border-line bg-surface px-2 py-1 text-sm text-ink";

const numberOr = (text: string, fallback: number) => {
  const value = Number(text);
  return text.trim() !== "" && Number.isFinite(value) ? value : fallback;
};

export function PriceRange({
  scale,
  minPrice,
  maxPrice,
}: {
  scale: PriceScale;
  minPrice: number | undefined;
  maxPrice: number | undefined;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [minText, setMinText] = useSyncedState(minPrice === undefined ? "" : String(minPrice));
  const [maxText, setMaxText] = useSyncedState(maxPrice === undefined ? "" : String(maxPrice));
  const clamp = (value: number) => Math.min(scale.max, Math.max(scale.min, value));
  const low = clamp(numberOr(minText, scale.min));
  const high = clamp(numberOr(maxText, scale.max));
  const percent = (value: number) => ((value - scale.min) / (scale.max - scale.min)) * 100;
  const kronor = (value: number) =>
    t("listing.price.kronor", { amount: value.toLocaleString("sv-SE") });

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 font-semibold">{t("listing.facet.price")}</legend>
      <div className="relative mx-3 h-6">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-line" />
        <div
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-primary"
          style={{
            insetInlineStart: `${percent(low)}%`,
            insetInlineEnd: `${100 - percent(high)}%`,
          }}
        />
        <input
          type="range"
          className={THUMB}
          aria-label={t("listing.price.min")}
          aria-valuetext={kronor(low)}
          min={scale.min}
          max={scale.max}
          step={scale.step}
          value={low}
          disabled={!hydrated}
          onChange={(event) =>
            setMinText(String(Math.min(Number(event.currentTarget.value), high)))
          }
        />
        <input
          type="range"
          className={THUMB}
          aria-label={t("listing.price.max")}
          aria-valuetext={kronor(high)}
          min={scale.min}
          max={scale.max}
          step={scale.step}
          value={high}
          disabled={!hydrated}
          onChange={(event) => setMaxText(String(Math.max(Number(event.currentTarget.value), low)))}
        />
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <label>
          {t("listing.price.from")}
          <input
            type="number"
            inputMode="numeric"
            name="minPrice"
            min={0}
            step={1}
            placeholder={String(scale.min)}
            value={minText}
            onChange={(event) => setMinText(event.currentTarget.value)}
            className={NUMBER}
          />
        </label>
        <label>
          {t("listing.price.to")}
          <input
            type="number"
            inputMode="numeric"
            name="maxPrice"
            min={0}
            step={1}
            placeholder={String(scale.max)}
            value={maxText}
            onChange={(event) => setMaxText(event.currentTarget.value)}
            className={NUMBER}
          />
        </label>
      </div>
    </fieldset>
  );
}
