// What a product page's form post answers (product-actions.server.ts): which form it was
// (`intent`), and either what was done or why nothing was, with each field's problem and what
// was typed, so the page shows the refusal beside the field and keeps the input.
import type { MessageKey } from "../../i18n/messages.ts";
import type { FieldErrors, TypedValues } from "./product-form.ts";

export const PRODUCT_INTENTS = [
  "details",
  "publish",
  "unpublish",
  "price",
  "cancel_price",
  "stock",
  "picture",
  "remove_picture",
  "energy_label",
  "fitment",
] as const;

export type ProductIntent = (typeof PRODUCT_INTENTS)[number];

export const isProductIntent = (value: string): value is ProductIntent =>
  (PRODUCT_INTENTS as readonly string[]).includes(value);

/** Why a whole form was refused (rather than a field of it). */
export type ProductRefusal = "conflict" | "not_found" | "started" | "deal" | "intent";

export type ProductActionData =
  | {
      ok: true;
      intent: ProductIntent;
      /** details, energy_label: false when nothing differed. */
      changed?: boolean;
      /** energy_label, fitment: it was removed (every field empty). */
      removed?: boolean;
      /** price: what was set, and from when. */
      price?: number;
      from?: string;
      scheduled?: boolean;
      /** stock: the stock the adjustment left. */
      inStock?: number;
    }
  | { ok: false; intent: ProductIntent | ""; refusal: ProductRefusal }
  | {
      ok: false;
      intent: ProductIntent;
      refusal: "fields";
      errors: FieldErrors;
      values: TypedValues;
      /** below_zero: the stock there is now. */
      inStock?: number;
    }
  /** The body could not be read (too large, wrong type): the shop's own message. */
  | { ok: false; intent: ""; problem: MessageKey };
