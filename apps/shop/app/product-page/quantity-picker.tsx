import { useId } from "react";
import { useT } from "../i18n/use-t.ts";

const stepButton =
  "size-10 rounded-control border border-line text-lg font-semibold hover:bg-surface-muted disabled:opacity-50";

/** Keeps a quantity within 1..max (spec §4: never more than in stock). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}

/** How many to buy, 1 up to what is in stock: a number field with a step button each side. */
export function QuantityPicker({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t("productPage.quantity")}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => onChange(clampQuantity(value - 1, max))}
          disabled={value <= 1}
          aria-controls={inputId}
          className={stepButton}
        >
          <span aria-hidden="true">−</span>
          <span className="sr-only">{t("productPage.quantityLess")}</span>
        </button>
        <input
          id={inputId}
          type="number"
          name="quantity"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          onChange={(event) => onChange(clampQuantity(event.target.valueAsNumber, max))}
          aria-describedby={hintId}
          className="h-10 w-16 rounded-control border border-line bg-surface text-center"
        />
        <button
          type="button"
          onClick={() => onChange(clampQuantity(value + 1, max))}
          disabled={value >= max}
          aria-controls={inputId}
          className={stepButton}
        >
          <span aria-hidden="true">+</span>
          <span className="sr-only">{t("productPage.quantityMore")}</span>
        </button>
        <span id={hintId} className="text-sm text-ink-muted">
          {t("productPage.quantityMax", { count: max })}
        </span>
      </div>
    </div>
  );
}
