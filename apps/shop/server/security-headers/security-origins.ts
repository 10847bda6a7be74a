// The origins the security headers name, from the shop's configuration.
import type { ShopConfig } from "../config.ts";
import { STRIPE_CHECKOUT_ORIGIN } from "../payments/stripe-provider.ts";
import type { SecurityOrigins } from "./security-headers.ts";

export function securityOrigins(config: ShopConfig): SecurityOrigins {
  return {
    shopUrl: config.publicUrl,
    // A CSP source with a path matches that path alone: the widget calls paths below AUTH_URL.
    auth: new URL(config.auth.publicUrl).origin,
    // The test provider's page is this server's own /testbetalning/.
    paymentPage: config.payment.provider === "stripe" ? STRIPE_CHECKOUT_ORIGIN : undefined,
  };
}
