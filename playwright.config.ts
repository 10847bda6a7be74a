import { defineConfig, devices } from "@playwright/test";
import {
  AUTH_MAIL_TEST_URL,
  AUTH_TEST_URL,
  PAYMENT_TEST_SECRET,
  SHOP_TEST_URL,
  TEST_PORTS,
} from "./e2e/support/test-ports.ts";
import { TEST_OWNERS } from "./e2e/support/admin-sign-in.ts";
import { CHROMIUM_ARGS, findChromium } from "./scripts/find-chromium.ts";
import { requireServicesInCi } from "./scripts/required-services.ts";
import { scaled } from "./scripts/time-scale.ts";

// Browser tests are *.spec.ts: beside an app for that app alone, in e2e/ when they cross apps.
// Every server they need is started here on its own port, on its embedded defaults: the shop,
// and the auth server it signs in against. SHOP_TEST_PORT moves them, so two runs can share a
// machine (e2e/support/test-ports.ts).
const SHOP_PORT = TEST_PORTS.shop;
// In CI the database fault specs may not skip themselves for want of PostgreSQL.
requireServicesInCi();

export default defineConfig({
  testMatch: "**/*.spec.ts",
  testIgnore: ["**/node_modules/**"],
  workers: process.env.CI ? 1 : 2,
  // A focused test left in would silently run alone: never, locally or in CI.
  forbidOnly: true,
  retries: 0,
  // Playwright's 30 s a test and 5 s an expectation, on a quiet four-core machine; scaled for
  // this one (scripts/time-scale.ts), as are the tests' own limits and wall-clock windows.
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  reporter: [["list"]],
  use: { baseURL: `http://127.0.0.1:${SHOP_PORT}`, trace: "off" },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      command: "node e2e/support/shop-auth-server.ts",
      url: `${AUTH_MAIL_TEST_URL}/healthz`,
      reuseExistingServer: false,
      timeout: scaled(30_000),
    },
    {
      command: "node apps/shop/server.ts",
      env: {
        PORT: String(SHOP_PORT),
        NODE_ENV: "production",
        // Production needs the shop's origin: every absolute URL it writes names this one.
        SHOP_PUBLIC_URL: SHOP_TEST_URL,
        // Payments go to the built-in test provider, which production refuses outside a demo.
        PAYMENT_PROVIDER: "test",
        SHOP_DEMO: "1",
        // The shop's tests write sign-ups, messages and orders (which take stock): always into
        // a throwaway in-memory SQLite, never into ./data nor into a DATABASE_URL that CI sets
        // for the PostgreSQL unit tests and that outlives the run (stock bought by one run would
        // be missing in the next). The PostgreSQL store is tested beside its code.
        DATABASE_URL: "",
        SHOP_SQLITE_PATH: ":memory:",
        // Likewise the abuse limits count in this process, never in a REDIS_URL that CI sets
        // and that outlives the run: a client address's votes or sign-ups from one run would
        // still count against the next within the hour. The Redis store is tested beside its
        // code (server/rate-limit/window-store.test.ts).
        REDIS_URL: "",
        // Lets /test?fail=loader throw, to prove unhandled errors reach the error page.
        SHOP_FAULT_INJECTION: "1",
        // /page/comming_soon counts down to this (a date the tests' lifetime will not reach).
        SHOP_OPENING_AT: "2030-03-01T09:00:00+01:00",
        AUTH_URL: AUTH_TEST_URL,
        // Order mails go over real SMTP to the sink beside the auth server; the test payment
        // provider signs with a secret the tests know, so they can send it callbacks.
        SMTP_URL: `smtp://127.0.0.1:${TEST_PORTS.shopSmtp}`,
        PAYMENT_TEST_SECRET,
        // Every browser test comes from 127.0.0.1: the per-client lookup limit would be shared
        // by all of them. The limits per order number (10 a minute) and on wrong guesses (20 an
        // hour) are kept per client, and the tests exercise them from addresses of their own.
        ORDER_LOOKUPS_PER_MINUTE: "1000",
        // One trusted proxy: a test that sends X-Forwarded-For is the client it names there, so
        // the per-client limits are tested from many addresses (the others are 127.0.0.1).
        TRUST_PROXY: "1",
        // The same for the contact form and the newsletter: the tests exercise the limits per
        // e-mail address (app/abuse/abuse-limits.spec.ts), with their defaults.
        CONTACT_MESSAGES_PER_HOUR: "100000",
        NEWSLETTER_SIGNUPS_PER_HOUR: "100000",
        // And for checkout: the tests place many orders, most never paid, from one address and
        // a few e-mail addresses. The limits on what a buyer may hold unpaid and on orders sent
        // are proven on a shop of their own with their defaults (app/checkout/stock-hold.spec.ts).
        CHECKOUT_SUBMISSIONS_PER_HOUR: "100000",
        CHECKOUT_SUBMISSIONS_PER_ADDRESS_PER_HOUR: "100000",
        OPEN_ORDERS_PER_CLIENT: "100000",
        OPEN_ORDERS_PER_ADDRESS: "100000",
        OPEN_ORDER_UNITS_PER_PRODUCT: "100000",
        // The admin's tests sign in as these owners, one per spec file (e2e/support/).
        SHOP_OWNERS: Object.values(TEST_OWNERS).join(","),
        SHOP_ADMIN_SECRET: "browser-tests-admin-form-secret-0123456789",
      },
      url: `http://127.0.0.1:${SHOP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: scaled(30_000),
    },
  ],
});
