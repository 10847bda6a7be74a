import { useState } from "react";
import type { Product } from "../../domain/catalogue/product.ts";
import { useT } from "../i18n/use-t.ts";
import { changeCartQuantity } from "./cart-store.ts";
import { useListVoice } from "./list-voice.ts";

const STEP_BUTTON =
  "size-9 rounded-control border border-line bg-surface text-lg leading-none hover:bg-surface-muted disabled:opacity-40";

/**
 * − / number / + for one cart line, between 1 and `max` (the stock left for this line). A typed
 * number is applied when it is a whole number; above the stock it is lowered, and the shopper
 * told so.
 */
export function QuantityStepper({
  lineKey,
  quantity,
  max,
  product,
}: {
  lineKey: string;
  quantity: number;
  max: number;
  product: Product;
}) {
  const t = useT();
  const voice = useListVoice();
  const name = voice.name(product.name);
  const id = `quantity-${lineKey.replace(/[^A-Za-z0-9]/g, "-")}`;
  // What the shopper is typing, until it is a number the cart takes.
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const set = (next: number) => {
    setDraft(undefined);
    changeCartQuantity(lineKey, next, product, voice);
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <label htmlFor={id} className="sr-only">
        {t("lists.cartPage.quantityOf", { name })}
      </label>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={STEP_BUTTON}
          disabled={quantity <= 1}
          onClick={() => set(quantity - 1)}
          aria-label={t("lists.cartPage.decrease", { name })}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={draft ?? String(quantity)}
          onChange={(event) => {
            const text = event.currentTarget.value;
            const value = Number(text);
            if (text !== "" && Number.isInteger(value) && value >= 1) set(value);
            else setDraft(text);
          }}
          onBlur={() => setDraft(undefined)}
          className="h-9 w-16 rounded-control border border-line bg-surface px-2 text-center"
        />
        <button
          type="button"
          className={STEP_BUTTON}
          disabled={quantity >= max}
          onClick={() => set(quantity + 1)}
          aria-label={t("lists.cartPage.increase", { name })}
        >
          +
        </button>
      </div>
      <span className="text-xs text-ink-muted">{t("lists.cartPage.maxNote", { count: max })}</span>
    </div>
  );
}
