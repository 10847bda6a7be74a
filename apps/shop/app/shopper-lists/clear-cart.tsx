import { useEffect, useRef, useState } from "react";
import { buttonClass } from "../components/button-styles.ts";
import { useT } from "../i18n/use-t.ts";
import { clearCart } from "./cart-store.ts";
import { useListVoice } from "./list-voice.ts";

/** "Empty the cart", asked once more in the page itself (no browser confirm box). */
export function ClearCart() {
  const t = useT();
  const voice = useListVoice();
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) confirm.current?.focus();
    else if (wasAsking.current) start.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={start}
        type="button"
        onClick={() => setAsking(true)}
        className={buttonClass("secondary")}
      >
        {t("lists.cartPage.clear")}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby="clear-cart-question" className="flex flex-wrap gap-2">
      <p id="clear-cart-question" className="w-full font-semibold">
        {t("lists.cartPage.clearQuestion")}
      </p>
      <button
        ref={confirm}
        type="button"
        onClick={() => clearCart(voice)}
        className={buttonClass("primary")}
      >
        {t("lists.cartPage.clearConfirm")}
      </button>
      <button type="button" onClick={() => setAsking(false)} className={buttonClass("secondary")}>
        {t("lists.cartPage.clearCancel")}
      </button>
    </div>
  );
}
