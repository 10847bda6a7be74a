// The payment provider the configuration names (PAYMENT_PROVIDER).
import { randomBytes } from "node:crypto";
import type { PaymentConfig } from "../config.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";
import { createTestProvider, type TestProvider } from "./test-provider/test-provider.ts";

export function createPaymentProvider(
  config: PaymentConfig,
  callbackUrl: string,
  log?: (line: string) => void,
): { provider: PaymentProvider; testProvider: TestProvider | undefined } {
  if (config.provider === "stripe") {
    const provider = createStripeProvider({
      secretKey: config.secretKey,
      webhookSecret: config.webhookSecret,
    });
    return { provider, testProvider: undefined };
  }
  const testProvider = createTestProvider({
    secret: config.testSecret ?? randomBytes(32).toString("base64url"),
    callbackUrl,
    log,
  });
  return { provider: testProvider, testProvider };
}
