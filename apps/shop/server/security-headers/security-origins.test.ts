import { describe, expect, it } from "vitest";
import { readShopConfig } from "../config.ts";
import { securityOrigins } from "./security-origins.ts";

describe("securityOrigins", () => {
  it.each([
    [
      "the defaults: the shop and the auth server on localhost, the built-in test provider",
      { NODE_ENV: "development" },
      { shopUrl: "http://localhost:3000", auth: "http://localhost:8000", paymentPage: undefined },
    ],
    [
      "an AUTH_URL with a path: its origin, as the widget calls paths below it",
      { AUTH_URL: "https://kretsbutiken.se/auth/", SHOP_PUBLIC_URL: "https://kretsbutiken.se" },
      {
        shopUrl: "https://kretsbutiken.se",
        auth: "https://kretsbutiken.se",
        paymentPage: undefined,
      },
    ],
    [
      "Stripe: its Checkout page",
      {
        SHOP_PUBLIC_URL: "https://kretsbutiken.se",
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
        SHOP_COMPANY_ORG_NR: "556000-0000",
        SHOP_COMPANY_VAT_NR: "SE556000000001",
        SHOP_COMPANY_ADDRESS: "Storgatan 1, 111 22 Stockholm",
        SHOP_COMPANY_PHONE: "08-000 00 00",
        SHOP_COMPANY_EMAIL: "kundservice@kretsbutiken.example",
      },
      {
        shopUrl: "https://kretsbutiken.se",
        auth: "http://localhost:8000",
        paymentPage: "https://checkout.stripe.com",
      },
    ],
  ])("%s", (_name, env, expected) => {
    expect(securityOrigins(readShopConfig({ NODE_ENV: "test", ...env }))).toEqual(expected);
  });
});
