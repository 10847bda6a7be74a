// Stock cannot be held hostage, nor an order opened by its database id (issue 36, record 0047),
// against a built shop of its own with the default limits, behind a trusted proxy
// (TRUST_PROXY=1) so each client can come from an address of its own (X-Forwarded-For). Many
// anonymous clients, each in a cookie jar of its own, try at once to take all 48 of one
// phone with unpaid orders: from one address, from many addresses with one e-mail address, and
// from a few addresses with a new e-mail each time. They hold at most what the limits allow,
// a client that keeps sending gets 429 beside the form with everything typed still there, and
// a paying shopper still buys the phone afterwards, through its own link.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, request as http, test, type APIRequestContext } from "@playwright/test";
import { startServerProcess, type ServerProcess } from "../../../../bench/server-process.ts";
import { PAYMENT_TEST_SECRET, TEST_PORTS } from "../../../../e2e/support/test-ports.ts";
import { scaled } from "../../../../scripts/time-scale.ts";
import { checkoutBody, paymentSessionOf } from "../../test-support/checkout-requests.ts";

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../server.ts");

// Galaxy A16 5G: 2 290 kr, 48 in stock in the demo catalogue; free delivery at that price.
const A16 = (units: number) => `1050*${units}*black*`;
const PRICE = 229_000;
const STOCK = 48;

test.describe.configure({ mode: "serial", timeout: scaled(120_000) });

let shop: ServerProcess;
const clients: APIRequestContext[] = [];

test.beforeAll(async () => {
  shop = await startServerProcess(
    server,
    TEST_PORTS.holdShop,
    {
      NODE_ENV: "production",
      SHOP_PUBLIC_URL: `http://127.0.0.1:${TEST_PORTS.holdShop}`,
      PAYMENT_PROVIDER: "test",
      SHOP_DEMO: "1",
      PAYMENT_TEST_SECRET,
      DATABASE_URL: "",
      SHOP_SQLITE_PATH: ":memory:",
      TRUST_PROXY: "1",
    },
    "/healthz",
    "GET",
    ["REDIS_URL", "SMTP_URL"],
  );
});

test.afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await shop.stop();
});

/** A client with a cookie jar of its own, coming from `address` through the proxy. */
async function client(address: string): Promise<APIRequestContext> {
  const context = await http.newContext({
    baseURL: shop.url,
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  clients.push(context);
  return context;
}

function checkout(from: APIRequestContext, units: number, email: string) {
  return from.post("/page/checkout", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: checkoutBody([A16(units)], { email, seenTotal: String(units * PRICE) }),
    maxRedirects: 0,
  });
}

/** Units held by the orders that were placed (303 to the payment page), of those sent. */
const placedUnits = (statuses: number[], units: number) =>
  statuses.filter((status) => status === 303).length * units;

let held = 0;

test("many cookie jars from one address hold one client's share, and no more", async () => {
  const jars = await Promise.all(Array.from({ length: 12 }, () => client("203.0.113.10")));
  const answers = await Promise.all(jars.map((jar, i) => checkout(jar, 5, `jar${i}@example.se`)));
  const statuses = answers.map((answer) => answer.status());
  // One order of 5 units; every other is refused and takes nothing.
  expect(statuses.filter((status) => status === 303)).toHaveLength(1);
  expect(statuses.filter((status) => status === 429)).toHaveLength(11);
  const refused = answers.find((answer) => answer.status() === 429);
  const html = (await refused?.text()) ?? "";
  expect(html).toContain("Obetalda beställningar kan hålla högst 5 st av samma vara åt dig.");
  expect(refused?.headers()["retry-after"]).toBe("600");
  held += placedUnits(statuses, 5);
});

test("many addresses with one e-mail address hold that address's share, and no more", async () => {
  const jars = await Promise.all(
    Array.from({ length: 8 }, (_, i) => client(`203.0.113.${20 + i}`)),
  );
  const answers = await Promise.all(jars.map((jar) => checkout(jar, 5, "samma@example.se")));
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 303)).toHaveLength(1);
  expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  held += placedUnits(statuses, 5);
});

test("a few addresses with a new e-mail each time hold three orders each", async () => {
  const addresses = ["198.51.100.1", "198.51.100.2", "2001:db8:7:1::1", "2001:db8:7:1::2"];
  const jars = await Promise.all(
    addresses.flatMap((address) => Array.from({ length: 8 }, () => client(address))),
  );
  const answers = await Promise.all(jars.map((jar, i) => checkout(jar, 1, `ny${i}@example.se`)));
  const statuses = answers.map((answer) => answer.status());
  // Three per IPv4 address; the two IPv6 addresses share a /64, so three between them.
  expect(statuses.filter((status) => status === 303)).toHaveLength(9);
  const refused = answers.find((answer) => answer.status() === 429);
  expect(await refused?.text()).toContain(
    "Du har redan flera obetalda beställningar som håller varor åt dig.",
  );
  held += placedUnits(statuses, 1);
  // Without the limits these 52 orders would have asked for 132 units of the 48.
  expect(held).toBe(19);
});

test("a client that keeps sending gets 429 beside the form, with everything it typed", async () => {
  const jar = await client("192.0.2.50");
  const statuses: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    statuses.push((await checkout(jar, 1, `skickar${i}@example.se`)).status());
  }
  expect(statuses.filter((status) => status === 303)).toHaveLength(3);
  held += 3;
  const limited = await jar.post("/page/checkout", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: checkoutBody([A16(1)], {
      email: "sista.forsoket@example.se",
      street: "Långgatan 21",
      seenTotal: String(PRICE),
    }),
    maxRedirects: 0,
  });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(3000);
  const html = await limited.text();
  expect(html).toMatch(
    /role="alert"[^>]*>.*Du har skickat formuläret många gånger på kort tid\. Vänta \d+ min/s,
  );
  expect(html).toContain('value="sista.forsoket@example.se"');
  expect(html).toContain('value="Långgatan 21"');
  expect(html).toContain('value="Anna Svensson"');
});

test("a paying shopper still buys the phone, and opens the order by its link only", async () => {
  const shopper = await client("192.0.2.99");
  const placed = await checkout(shopper, 5, "betalar@example.se");
  expect(placed.status()).toBe(303);
  const paymentPage = placed.headers().location ?? "";
  const session = paymentSessionOf(paymentPage);

  // The hold is as long as a card payment needs: ten minutes.
  const holdMinutes = (session.expiresAt - Date.now()) / 60_000;
  expect(holdMinutes).toBeGreaterThan(9);
  expect(holdMinutes).toBeLessThanOrEqual(10);
  // The payment page's address shows nothing of the order.
  for (const secret of [session.orderId, session.orderNumber, session.orderLink, "229000"]) {
    expect(paymentPage).not.toContain(secret);
    expect(
      Buffer.from(paymentPage.split("/").at(-2) ?? "", "base64url").toString("latin1"),
    ).not.toContain(secret);
  }

  expect((await shopper.get(paymentPage)).status()).toBe(200);
  const paid = await shopper.post(`${paymentPage}pay`, {
    form: { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  expect(paid.headers().location).toBe(`${shop.url}/payment/complete?order=${session.orderLink}`);
  const success = await shopper.get(`/page/order_success?order=${session.orderLink}`);
  expect(success.status()).toBe(200);
  expect(await success.text()).toMatch(/data-testid="order-status">Betald</);
  expect(held + 5).toBeLessThanOrEqual(STOCK);

  // The order's database id alone opens nothing: not its tracking, nor its confirmation page,
  // nor the payment's way back (which would cancel it); its link opens it, no e-mail asked.
  const stranger = await client("192.0.2.100");
  const byId = await stranger.get(`/page/order_tracking?order=${session.orderId}`);
  expect(await byId.text()).not.toContain(session.orderNumber);
  expect((await stranger.get(`/page/order_success?order=${session.orderId}`)).status()).toBe(404);
  expect(
    await (await stranger.get(`/payment/cancel?order=${session.orderId}`)).text(),
  ).not.toContain(session.orderNumber);
  const byLink = await stranger.get(`/page/order_tracking?order=${session.orderLink}`);
  const tracking = await byLink.text();
  expect(tracking).toContain(session.orderNumber);
  expect(tracking).toMatch(/data-testid="order-status">Betald</);
  // The withdrawal opens at the order from its link too, straight to choosing what to return.
  const withdraw = await stranger.get(`/page/angra_kop?order=${session.orderLink}`);
  expect(await withdraw.text()).toContain(`Vad vill du ångra i order ${session.orderNumber}?`);
});
