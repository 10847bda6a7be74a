// Ports of the servers the browser tests share (playwright.config.ts starts them).
// SHOP_TEST_PORT moves all of them, so two runs can share a machine.
const base = Number(process.env.SHOP_TEST_PORT ?? 3210);

export const TEST_PORTS = {
  shop: base,
  /** Our auth server, which the shop under test signs in against. */
  auth: base + 1,
  /** That auth server's mail sink, read over HTTP (e2e/support/shop-auth-server.ts). */
  authMail: base + 2,
  /** The SMTP sink the shop's order mails go to, read over the same HTTP server. */
  shopSmtp: base + 3,
  /** A second shop on a fresh catalogue, for tests that must not see the others' orders. */
  pristineShop: base + 4,
  /** Shops that the fault tests stop or cut off from their database. */
  faultShop: base + 5,
  drainShop: base + 6,
  /** A shop with the default checkout limits behind a trusted proxy (stock-hold.spec.ts). */
  holdShop: base + 7,
  /** Two shop processes sharing one port (SHOP_REUSE_PORT, reuse-port.spec.ts). */
  sharedPortShop: base + 8,
} as const;

/** Signs the shop's test payment provider's pages and callbacks in browser tests. */
export const PAYMENT_TEST_SECRET = "browser-tests-payment-secret";

export const SHOP_TEST_URL = `http://127.0.0.1:${TEST_PORTS.shop}`;
export const AUTH_TEST_URL = `http://127.0.0.1:${TEST_PORTS.auth}`;
export const AUTH_MAIL_TEST_URL = `http://127.0.0.1:${TEST_PORTS.authMail}`;
