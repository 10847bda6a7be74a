// The shop's one error base, as the auth server's AuthError<Code>: every error the shop throws on
// purpose is a ShopError with a code from this union, and the HTTP status an uncaught one is
// answered with is read from SHOP_ERROR_STATUS, here and nowhere else. Most are caught where
// they are thrown (a refusal inside a transaction undoes it and becomes the caller's answer);
// the status matters only for the few that can reach the server's error handler.

export type ShopErrorCode =
  /** An order asks for more than is in stock; the order is undone (order-store.ts). */
  | "SOLD_OUT"
  /** A buyer would hold more unpaid than the limits allow (open-order-limits.ts). */
  | "OVER_HOLD_LIMIT"
  /** Staff's refund, withdrawal or cancel refused by a rule; undone and answered. */
  | "REFUND_REFUSED"
  /** Staff's change to a product refused by a rule; undone and answered. */
  | "PRODUCT_CHANGE_REFUSED"
  /** A customer's data changed while it was being erased; the erasure is undone. */
  | "ERASURE_RACED"
  /** An order line at a moms rate the books have no accounts for. */
  | "UNKNOWN_MOMS_RATE"
  /** The sign-in provider did not answer, or answered nonsense. */
  | "AUTH_UNAVAILABLE"
  /** The blog's articles in the repository are not valid. */
  | "BLOG_CONTENT_INVALID"
  /** The environment does not configure a shop that can start. */
  | "SHOP_CONFIG_INVALID";

/** The status each code is answered with if it ever reaches a response uncaught. */
export const SHOP_ERROR_STATUS: Readonly<Record<ShopErrorCode, number>> = {
  SOLD_OUT: 409,
  OVER_HOLD_LIMIT: 429,
  REFUND_REFUSED: 409,
  PRODUCT_CHANGE_REFUSED: 409,
  ERASURE_RACED: 409,
  UNKNOWN_MOMS_RATE: 500,
  AUTH_UNAVAILABLE: 503,
  BLOG_CONTENT_INVALID: 500,
  SHOP_CONFIG_INVALID: 500,
};

export abstract class ShopError<Code extends ShopErrorCode = ShopErrorCode> extends Error {
  readonly code: Code;

  constructor(code: Code, message?: string, options?: ErrorOptions) {
    super(message ?? code, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** The HTTP status for an error no route answered: a ShopError's, else 500. */
export function shopErrorStatus(error: unknown): number {
  return error instanceof ShopError ? SHOP_ERROR_STATUS[error.code as ShopErrorCode] : 500;
}
