import { ShopError } from "../../domain/shop-error.ts";

/** The sign-in provider did not answer, or answered nonsense: the visitor counts as signed out. */
export class AuthUnavailableError extends ShopError<"AUTH_UNAVAILABLE"> {
  constructor(message: string, options?: { cause?: unknown }) {
    super("AUTH_UNAVAILABLE", message, options);
  }
}
