// Checkout's loader and action, driven with real requests against a real shop database and the
// real services (server/create-services.ts) with the built-in test provider. Only the payment
// provider's start is wrapped where a test needs the outside service to fail. SQLite only: the
// order store's behaviour on both dialects is held by its own tests; nothing here differs.
import type { Kysely } from "@kretsbutiken/database";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { KRONA } from "../../domain/preferences/currency.ts";
import { servicesContext } from "../context/services-context.ts";
import { preferencesContext } from "../context/preferences-context.ts";
import { sessionContext } from "../context/session-context.ts";
import type { ShopServices } from "../../server/shop-services.ts";
import { readShopConfig } from "../../server/config.ts";
import { createServices } from "../../server/create-services.ts";
import type { ShopDatabase } from "../../server/database/schema.ts";
import type { PaymentRequest } from "../../server/payments/payment-provider.ts";
import { openSession } from "../../server/payments/test-provider/test-payment-token.ts";
import type { ShopperSession } from "../../server/auth/shopper-session.ts";
import { seedCatalogue } from "../../server/catalogue/seed-catalogue.ts";
import { BUYER } from "../../test-support/checkout-requests.ts";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { CART_COOKIE, encodeCart, encodeCartLine } from "../shopper-lists/cart-cookie.ts";
import type { CartItem } from "../../domain/shopper-lists/cart-rules.ts";
import type { CheckoutState } from "./checkout-state.ts";
import { pickupPointsNear } from "./pickup-points.ts";
import { loadCheckout, submitCheckout } from "./checkout.server.ts";

const SECRET = "checkout-test-secret-checkout-test-secret";
const PUBLIC_URL = "https://butik.test";
const PHONE: CartItem = { id: 1, quantity: 2, color: "black", size: "128 GB" };
/** Two phones at 9 999 kr; delivery is free from 499 kr, and a card costs nothing. */
const TOTAL = 2 * 999_900;

const [sqlite] = dialects();

async function testShop(
  databases: ReturnType<typeof useShopTestDatabases>,
  {
    env = {},
    stock = 5,
    failPayment = false,
    afterPricing,
  }: {
    env?: Record<string, string>;
    stock?: number;
    failPayment?: boolean;
    /** Runs once, right after checkout first reads the products: what happens meanwhile. */
    afterPricing?: (db: ShopDb) => Promise<void>;
  } = {},
) {
  const database = await databases.open();
  const { db } = database;
  await seedCatalogue(db, [seedFixture({ id: 1, inStock: stock })], new Date());
  const config = readShopConfig({
    NODE_ENV: "test",
    PAYMENT_PROVIDER: "test",
    PAYMENT_TEST_SECRET: SECRET,
    SHOP_PUBLIC_URL: PUBLIC_URL,
    ...env,
  });
  const errors: unknown[] = [];
  const logger = pino(
    { level: "error" },
    { write: (line: string) => errors.push(JSON.parse(line)) },
  );
  const { services } = createServices(config, database, { logger });
  const started: PaymentRequest[] = [];
  const payments: ShopServices["payments"] = {
    ...services.payments,
    start(request) {
      started.push(request);
      if (failPayment) return Promise.reject(new Error("provider unreachable"));
      return services.payments.start(request);
    },
  };
  let meanwhile = afterPricing;
  const checkoutCatalogue: ShopServices["checkoutCatalogue"] = {
    ...services.checkoutCatalogue,
    async byIds(ids) {
      const products = await services.checkoutCatalogue.byIds(ids);
      const then = meanwhile;
      meanwhile = undefined;
      await then?.(db);
      return products;
    },
  };
  const shopServices: ShopServices = {
    ...services,
    payments,
    checkoutCatalogue,
    clientAddress: "203.0.113.7",
    clientKey: "203.0.113.7",
  };

  const contextFor = (session: ShopperSession | null = null, language: "se" | "en" = "se") => {
    const context = new RouterContextProvider();
    context.set(servicesContext, shopServices);
    context.set(preferencesContext, {
      language,
      currency: KRONA,
      primaryColor: undefined,
      consent: undefined,
    });
    context.set(sessionContext, session);
    return context;
  };

  return {
    db,
    services: shopServices,
    started,
    errors,
    contextFor,
    async stock(): Promise<number> {
      const row = await db
        .selectFrom("products")
        .select("in_stock")
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
      return Number(row.in_stock);
    },
    async orders() {
      const rows = await db
        .selectFrom("orders")
        .select(["id", "status", "email", "idempotency_key"])
        .orderBy("created_at")
        .execute();
      return rows;
    },
    submit(
      fields: Record<string, string | undefined> = {},
      {
        lines = [encodeCartLine(PHONE)],
        session = null,
        language = "se",
      }: { lines?: string[]; session?: ShopperSession | null; language?: "se" | "en" } = {},
    ) {
      const body = new URLSearchParams();
      for (const line of lines) body.append("line", line);
      for (const [name, value] of Object.entries({
        ...BUYER,
        attempt: crypto.randomUUID(),
        seenTotal: String(TOTAL),
        ...fields,
      })) {
        if (value !== undefined) body.set(name, value);
      }
      return submitCheckout(
        new Request(`${PUBLIC_URL}/page/checkout`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body,
        }),
        contextFor(session, language),
      );
    },
  };
}

type ShopDb = Kysely<ShopDatabase>;
type Answer = Awaited<ReturnType<typeof submitCheckout>>;

/** The page state and status of an answer that shows the form again. */
function shown(answer: Answer): { status: number; state: CheckoutState; headers: Headers } {
  if (answer instanceof Response) throw new Error(`expected the form, got ${answer.status}`);
  return {
    status: answer.init?.status ?? 200,
    state: answer.data,
    headers: new Headers(answer.init?.headers),
  };
}

function redirected(answer: Answer): { status: number; location: string } {
  if (!(answer instanceof Response)) throw new Error("expected a redirect");
  return { status: answer.status, location: answer.headers.get("Location") ?? "" };
}

const SESSION: ShopperSession = {
  userId: "user-1",
  sessionId: "session-1",
  email: "anna@konto.se",
  emailVerified: true,
  username: undefined,
};

describe.each([sqlite!])("checkout on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  describe("loadCheckout", () => {
    it("prices the cart in the cookie, with the first delivery option and the default payment chosen", async () => {
      const shop = await testShop(databases);
      const request = new Request(`${PUBLIC_URL}/page/checkout`, {
        headers: { Cookie: `${CART_COOKIE}=${encodeURIComponent(encodeCart([PHONE]))}` },
      });
      const state = await loadCheckout(request, shop.contextFor());
      expect(state.lines.map((line) => [line.productId, line.quantity, line.unitPrice])).toEqual([
        [1, 2, 999_900],
      ]);
      expect(state.problems).toEqual([]);
      expect(state.values).toEqual({ delivery: "instabox", payment: "card" });
      expect(state.errors).toEqual({});
      expect(state.notice).toBeUndefined();
      expect(state.attempt).toMatch(/^[0-9a-f-]{36}$/);
      expect(state.freeShippingFrom).toBe(49_900);
      expect(state.signedInEmail).toBeUndefined();
    });

    it("fills in a signed-in shopper's account e-mail and the details of their last order", async () => {
      const shop = await testShop(databases);
      const placed = redirected(
        await shop.submit({ email: "gammal@example.se" }, { session: SESSION }),
      );
      expect(placed.status).toBe(303);
      const state = await loadCheckout(
        new Request(`${PUBLIC_URL}/page/checkout`),
        shop.contextFor(SESSION),
      );
      expect(state.lines).toEqual([]);
      expect(state.signedInEmail).toBe("anna@konto.se");
      expect(state.values).toEqual({
        delivery: "instabox",
        payment: "card",
        email: "anna@konto.se",
        phone: "+46701234567",
        name: "Anna Svensson",
        street: "Storgatan 1",
        postcode: "111 22",
        city: "Stockholm",
      });
    });

    it("takes the last order's e-mail for an account without one, and leaves a first buyer's empty", async () => {
      const shop = await testShop(databases);
      const noEmail = { ...SESSION, email: undefined };
      const first = await loadCheckout(
        new Request(`${PUBLIC_URL}/page/checkout`),
        shop.contextFor(noEmail),
      );
      expect(first.values).toEqual({
        delivery: "instabox",
        payment: "card",
        email: "",
        phone: "",
      });
      redirected(await shop.submit({ email: "gammal@example.se" }, { session: noEmail }));
      const again = await loadCheckout(
        new Request(`${PUBLIC_URL}/page/checkout`),
        shop.contextFor(noEmail),
      );
      expect(again.values.email).toBe("gammal@example.se");
    });
  });

  describe("submitCheckout", () => {
    it("places the order, holds its stock and sends the buyer to the payment page for its total", async () => {
      const shop = await testShop(databases);
      const attempt = crypto.randomUUID();
      const { status, location } = redirected(await shop.submit({ attempt }));
      expect(status).toBe(303);
      expect(location.startsWith(`${PUBLIC_URL}/testbetalning/`)).toBe(true);
      const token = /\/testbetalning\/([^/]+)\//.exec(location)?.[1] ?? "";
      const session = openSession(SECRET, token);
      const [order] = await shop.orders();
      expect(order).toMatchObject({
        status: "reserved",
        email: "anna.svensson@example.se",
        idempotency_key: attempt,
      });
      expect(session).toMatchObject({ orderId: order!.id, amount: TOTAL, method: "card" });
      const flags = await shop.db
        .selectFrom("orders")
        .select("test_payment")
        .executeTakeFirstOrThrow();
      expect(Number(flags.test_payment)).toBe(1);
      expect(await shop.stock()).toBe(3);
      expect(shop.started).toHaveLength(1);
      expect(shop.started[0]).toMatchObject({
        orderId: order!.id,
        amount: TOTAL,
        email: "anna.svensson@example.se",
        language: "se",
        method: "card",
        lines: [{ name: "Testmobil 1 (Svart, 128 GB)", quantity: 2, unitPrice: 999_900 }],
        fees: [
          { name: "Instabox Paketskåp", amount: 0 },
          { name: "Kort", amount: 0 },
        ],
        origin: PUBLIC_URL,
      });
    });

    it("names the lines and fees in English for an English page, delivery charged below free shipping", async () => {
      const shop = await testShop(databases, { env: { SHOP_FREE_SHIPPING_FROM_SEK: "50000" } });
      const seenTotal = String(TOTAL + 6_900);
      redirected(
        await shop.submit(
          { seenTotal, payment: "swish", delivery: "budbee-home" },
          { language: "en" },
        ),
      );
      expect(shop.started[0]).toMatchObject({
        language: "en",
        amount: TOTAL + 6_900,
        method: "swish",
        lines: [{ name: "Test phone 1 (Black, 128 GB)" }],
        fees: [
          { name: "Budbee Home delivery", amount: 6_900 },
          { name: "Swish", amount: 0 },
        ],
      });
      const row = await shop.db
        .selectFrom("orders")
        .select(["delivery_fee", "language"])
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ language: "en" });
      expect(Number(row.delivery_fee)).toBe(6_900);
    });

    it("names a line without a variant by the product's name alone", async () => {
      const shop = await testShop(databases);
      const plain: CartItem = { id: 1, quantity: 1, color: undefined, size: undefined };
      redirected(
        await shop.submit({ seenTotal: String(999_900) }, { lines: [encodeCartLine(plain)] }),
      );
      expect(shop.started[0]?.lines).toEqual([
        { name: "Testmobil 1", quantity: 1, unitPrice: 999_900 },
      ]);
    });

    it("cancels the order and gives its stock back when the payment cannot be started (503)", async () => {
      const shop = await testShop(databases, { failPayment: true });
      const attempt = crypto.randomUUID();
      const { status, state } = shown(await shop.submit({ attempt }));
      expect(status).toBe(503);
      expect(state.notice).toEqual({ key: "checkout.notice.paymentUnavailable" });
      // The next send is a new attempt: the cancelled order is not found again.
      expect(state.attempt).not.toBe(attempt);
      expect(state.attempt).toMatch(/^[0-9a-f-]{36}$/);
      expect(state.values.email).toBe(BUYER.email);
      expect(await shop.orders()).toMatchObject([{ status: "cancelled" }]);
      expect(await shop.stock()).toBe(5);
      expect(shop.errors).toMatchObject([
        {
          msg: "could not start the payment; the order is cancelled",
          err: { message: "provider unreachable" },
        },
      ]);
    });

    it("answers 409 with a new attempt when this attempt's order has ended, placing nothing", async () => {
      const shop = await testShop(databases);
      const attempt = crypto.randomUUID();
      redirected(await shop.submit({ attempt }));
      const [order] = await shop.orders();
      await shop.services.orders.cancel(order!.id);
      const { status, state } = shown(await shop.submit({ attempt }));
      expect(status).toBe(409);
      expect(state.notice).toEqual({ key: "checkout.notice.previousEnded" });
      expect(state.attempt).not.toBe(attempt);
      expect(await shop.orders()).toHaveLength(1);
      expect(await shop.stock()).toBe(5);
      expect(shop.started).toHaveLength(1);
    });

    it("sends a buyer whose attempt's order is paid to its confirmation, not to pay again", async () => {
      const shop = await testShop(databases);
      const attempt = crypto.randomUUID();
      redirected(await shop.submit({ attempt }));
      const [order] = await shop.orders();
      await shop.services.orders.applyPayment(
        {
          eventId: "evt_1",
          orderId: order!.id,
          outcome: "paid",
          amount: TOTAL,
          reference: "ref_1",
        },
        PUBLIC_URL,
      );
      const view = await shop.services.orders.find(order!.id);
      const { status, location } = redirected(await shop.submit({ attempt }));
      expect(status).toBe(303);
      expect(location).toBe(`/page/order_success?order=${view!.accessToken}`);
      expect(shop.started).toHaveLength(1);
    });

    it("takes a resent attempt whose order still waits to the same order's payment", async () => {
      const shop = await testShop(databases);
      const attempt = crypto.randomUUID();
      redirected(await shop.submit({ attempt }));
      const again = redirected(await shop.submit({ attempt }));
      expect(again.status).toBe(303);
      expect(await shop.orders()).toHaveLength(1);
      expect(await shop.stock()).toBe(3);
      expect(shop.started.map((request) => request.orderId)).toEqual([
        shop.started[0]!.orderId,
        shop.started[0]!.orderId,
      ]);
    });

    it("uses a fresh attempt for one that is not a UUID", async () => {
      const shop = await testShop(databases);
      redirected(await shop.submit({ attempt: "not-a-uuid" }));
      redirected(await shop.submit({ attempt: "not-a-uuid" }));
      const orders = await shop.orders();
      expect(orders).toHaveLength(2);
      for (const order of orders) expect(order.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
      expect(orders[0]!.idempotency_key).not.toBe(orders[1]!.idempotency_key);
    });

    it.each([
      ["no lines", []],
      ["a line it cannot read", [encodeCartLine(PHONE), "1*x*black*"]],
    ])("answers %s with 400, keeping what was typed and placing nothing", async (_, lines) => {
      const shop = await testShop(databases);
      const { status, state } = shown(await shop.submit({}, { lines }));
      expect(status).toBe(400);
      expect(state.notice).toEqual({ key: "checkout.notice.cartUnreadable" });
      expect(state.values).toMatchObject({ email: BUYER.email, name: BUYER.name });
      expect(state.lines.map((line) => line.quantity)).toEqual(lines.length ? [2] : []);
      expect(await shop.orders()).toEqual([]);
    });

    it("keeps the typed text, each field cut to 300 characters, and not the lines", async () => {
      const shop = await testShop(databases);
      const { state } = shown(await shop.submit({ name: "N".repeat(400) }));
      expect(state.values.name).toBe("N".repeat(300));
      expect(state.values.line).toBeUndefined();
      expect(state.errors).toEqual({ name: "checkout.error.nameTooLong" });
    });

    it("answers 409 with the cart's problem when it holds more than is in stock", async () => {
      const shop = await testShop(databases, { stock: 1 });
      const { status, state } = shown(await shop.submit());
      expect(status).toBe(409);
      expect(state.problems).toHaveLength(1);
      expect(await shop.orders()).toEqual([]);
    });

    it("answers a cart it cannot sell with 409 before looking at the form", async () => {
      const shop = await testShop(databases, { stock: 1 });
      const { status, state } = shown(await shop.submit({ email: "inte-en-adress" }));
      expect(status).toBe(409);
      expect(state.errors).toEqual({});
    });

    it("shows the cart as it can be bought now (409) when the stock went between pricing and placing", async () => {
      const shop = await testShop(databases, {
        afterPricing: async (db) => {
          await db.updateTable("products").set({ in_stock: 1 }).where("id", "=", 1).execute();
        },
      });
      const { status, state } = shown(await shop.submit());
      expect(status).toBe(409);
      expect(state.notice).toBeUndefined();
      expect(state.problems).toHaveLength(1);
      expect(await shop.orders()).toEqual([]);
      expect(await shop.stock()).toBe(1);
      expect(shop.started).toEqual([]);
    });

    it("shows the form's errors with 400 and places nothing", async () => {
      const shop = await testShop(databases);
      const { status, state } = shown(
        await shop.submit({ email: "inte-en-adress", terms: undefined }),
      );
      expect(status).toBe(400);
      expect(Object.keys(state.errors).sort()).toEqual(["email", "terms"]);
      expect(await shop.orders()).toEqual([]);
    });

    it("shows the total for the choices made on 'update', placing nothing even when all is right", async () => {
      const shop = await testShop(databases);
      const { status, state } = shown(await shop.submit({ intent: "update" }));
      expect(status).toBe(200);
      expect(state.errors).toEqual({});
      expect(await shop.orders()).toEqual([]);
    });

    it("shows a changed total again (409) instead of charging it", async () => {
      const shop = await testShop(databases);
      const { status, state } = shown(await shop.submit({ seenTotal: String(TOTAL - 100) }));
      expect(status).toBe(409);
      expect(state.notice).toEqual({ key: "checkout.notice.totalChanged", amount: TOTAL });
      expect(await shop.orders()).toEqual([]);
      expect(shop.started).toEqual([]);
    });

    describe("pickup points", () => {
      const pickup = { delivery: "postnord-ombud", seenTotal: String(TOTAL) };

      const [nearest, second] = pickupPointsNear("postnord-ombud", "111 22", "Stockholm");

      it.each([
        ["an empty choice", "", nearest],
        ["no choice sent", undefined, nearest],
        ["the second point", second!.id, second],
      ])("takes the point for %s", async (_, pickupPoint, point) => {
        const shop = await testShop(databases);
        redirected(await shop.submit({ ...pickup, pickupPoint }));
        const row = await shop.db
          .selectFrom("orders")
          .select("pickup_point")
          .executeTakeFirstOrThrow();
        expect(row.pickup_point).toBe(`${point!.name}, ${point!.address}`);
      });

      it("takes the chosen point, and refuses one that is not near the address", async () => {
        const shop = await testShop(databases);
        const near = shown(await shop.submit({ ...pickup, intent: "update" }));
        expect(near.state.errors).toEqual({});
        const refused = shown(await shop.submit({ ...pickup, pickupPoint: "no-such-point" }));
        expect(refused.status).toBe(400);
        expect(refused.state.errors).toEqual({ pickupPoint: "checkout.error.pickupPoint" });
        expect(await shop.orders()).toEqual([]);
      });
    });

    it("answers 429 with Retry-After when this address has sent too many orders", async () => {
      const shop = await testShop(databases, {
        env: { CHECKOUT_SUBMISSIONS_PER_ADDRESS_PER_HOUR: "1", OPEN_ORDERS_PER_ADDRESS: "9" },
      });
      redirected(await shop.submit({ attempt: crypto.randomUUID() }));
      const { status, state, headers } = shown(await shop.submit({ attempt: crypto.randomUUID() }));
      expect(status).toBe(429);
      expect(state.notice).toMatchObject({ key: "abuse.tooMany", minutes: 60 });
      expect(Number(headers.get("Retry-After"))).toBe(3600);
      expect(await shop.orders()).toHaveLength(1);
    });

    it("answers 429 naming the hold's minutes when the buyer holds as many unpaid orders as allowed", async () => {
      const shop = await testShop(databases, {
        env: { OPEN_ORDERS_PER_ADDRESS: "1", ORDER_RESERVATION_MINUTES: "30" },
      });
      const one = { ...PHONE, quantity: 1 };
      const seenTotal = String(999_900);
      redirected(await shop.submit({ seenTotal }, { lines: [encodeCartLine(one)] }));
      const { status, state, headers } = shown(
        await shop.submit({ seenTotal }, { lines: [encodeCartLine(one)] }),
      );
      expect(status).toBe(429);
      expect(state.notice?.key).toBe("abuse.tooMany");
      expect(state.notice?.text).toContain("vänta 30 min");
      expect(Number(headers.get("Retry-After"))).toBe(1800);
      expect(await shop.orders()).toHaveLength(1);
    });

    it("says how many units unpaid orders may hold when the cart is over it", async () => {
      const shop = await testShop(databases, { env: { OPEN_ORDER_UNITS_PER_PRODUCT: "1" } });
      const { status, state } = shown(await shop.submit());
      expect(status).toBe(429);
      expect(state.notice?.text).toContain("högst 1 st");
      expect(await shop.orders()).toEqual([]);
    });

    it("answers a body it cannot read with that problem's status and the loaded checkout", async () => {
      const shop = await testShop(databases);
      const answer = await submitCheckout(
        new Request(`${PUBLIC_URL}/page/checkout`, {
          method: "POST",
          headers: {
            "Content-Type": "text/plain",
            Cookie: `${CART_COOKIE}=${encodeURIComponent(encodeCart([PHONE]))}`,
          },
          body: "email=x",
        }),
        shop.contextFor(),
      );
      const { status, state } = shown(answer);
      expect(status).toBe(415);
      expect(state.notice?.key).toMatch(/^request\./);
      expect(state.lines.map((line) => line.quantity)).toEqual([2]);
      expect(await shop.orders()).toEqual([]);
    });
  });
});

describe.each([sqlite!])("checkout with the address book on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);
  const WORK = {
    label: "Jobbet",
    name: "Anna Svensson",
    street: "Kungsgatan 9",
    postcode: "41119",
    city: "Göteborg",
  };
  const HOME = {
    ...WORK,
    label: "Hemma",
    street: "Storgatan 1",
    postcode: "111 22",
    city: "Stockholm",
  };

  async function shopWithBook() {
    const shop = await testShop(databases);
    const book = shop.services.addressBook;
    const home = await book.add(SESSION.userId, HOME);
    const work = await book.add(SESSION.userId, WORK, { makeDefault: true });
    if (!home.ok || !work.ok) throw new Error("not saved");
    return { shop, book, home: home.address, work: work.address };
  }

  const billingOf = async (shop: Awaited<ReturnType<typeof testShop>>) => {
    const row = await shop.db.selectFrom("orders").select("billing").executeTakeFirstOrThrow();
    return JSON.parse(row.billing) as Record<string, string>;
  };

  it("starts from the default saved address rather than the last order's, and offers them all", async () => {
    const { shop, work, home } = await shopWithBook();
    redirected(await shop.submit({ street: "Gamla vägen 1" }, { session: SESSION }));
    const state = await loadCheckout(
      new Request(`${PUBLIC_URL}/page/checkout`),
      shop.contextFor(SESSION),
    );
    expect(state.savedAddresses.map((a) => a.id)).toEqual([work.id, home.id]);
    expect(state.values).toMatchObject({
      street: "Kungsgatan 9",
      postcode: "411 19",
      city: "Göteborg",
      savedAddress: work.id,
      savedAddressShown: work.id,
      phone: "+46701234567",
    });
    expect(state.signedIn).toBe(true);
    const guest = await loadCheckout(new Request(`${PUBLIC_URL}/page/checkout`), shop.contextFor());
    expect(guest.savedAddresses).toEqual([]);
    expect(guest.signedIn).toBe(false);
  });

  it("places the order to the saved address chosen, even when the fields did not follow (no JavaScript)", async () => {
    const { shop, work, home } = await shopWithBook();
    const fields = { street: "Kungsgatan 9", postcode: "411 19", city: "Göteborg" };
    redirected(
      await shop.submit(
        { ...fields, savedAddress: home.id, savedAddressShown: work.id },
        { session: SESSION },
      ),
    );
    expect(await billingOf(shop)).toEqual({
      name: "Anna Svensson",
      street: "Storgatan 1",
      postcode: "111 22",
      city: "Stockholm",
    });
  });

  it("shows the chosen address's fields on 'update' without placing anything", async () => {
    const { shop, work, home } = await shopWithBook();
    const { state } = shown(
      await shop.submit(
        { intent: "update", savedAddress: home.id, savedAddressShown: work.id },
        { session: SESSION },
      ),
    );
    expect(state.values).toMatchObject({ street: "Storgatan 1", savedAddressShown: home.id });
    expect(await shop.orders()).toEqual([]);
  });

  it("keeps what the shopper typed over a chosen address that the fields show", async () => {
    const { shop, work } = await shopWithBook();
    redirected(
      await shop.submit(
        { street: "Kungsgatan 11", savedAddress: work.id, savedAddressShown: work.id },
        { session: SESSION },
      ),
    );
    expect((await billingOf(shop)).street).toBe("Kungsgatan 11");
  });

  it("ignores a saved address of someone else", async () => {
    const { shop, home } = await shopWithBook();
    const other = { ...SESSION, userId: "user-2" };
    redirected(
      await shop.submit({ savedAddress: home.id, street: "Egen väg 2" }, { session: other }),
    );
    expect((await billingOf(shop)).street).toBe("Egen väg 2");
  });

  it("saves a new address when asked, once, with its postcode written", async () => {
    const { shop, book } = await shopWithBook();
    const fresh = {
      savedAddress: "new",
      street: "Sjövägen 3",
      postcode: "98138",
      city: "Kiruna",
      saveAddress: "on",
    };
    redirected(await shop.submit(fresh, { session: SESSION }));
    redirected(await shop.submit({ ...fresh, street: " sjövägen 3" }, { session: SESSION }));
    const streets = (await book.list(SESSION.userId)).map((a) => [
      a.street,
      a.postcode,
      a.isDefault,
    ]);
    expect(streets).toEqual([
      ["Kungsgatan 9", "411 19", true],
      ["Storgatan 1", "111 22", false],
      ["Sjövägen 3", "981 38", false],
    ]);
    // A guest's tick keeps nothing anywhere (one phone: the stock left).
    const one = encodeCartLine({ ...PHONE, quantity: 1 });
    redirected(await shop.submit({ ...fresh, seenTotal: String(999_900) }, { lines: [one] }));
    expect(await shop.db.selectFrom("saved_addresses").select("id").execute()).toHaveLength(3);
  });

  it("refuses to keep an address in a full book, beside the box, placing nothing and keeping the fields", async () => {
    const { shop, book } = await shopWithBook();
    for (let i = 2; i < book.limit; i += 1)
      await book.add(SESSION.userId, { ...WORK, street: `Gatan ${i}` });
    const { status, state } = shown(
      await shop.submit({ street: "Ny gata 1", saveAddress: "on" }, { session: SESSION }),
    );
    expect(status).toBe(400);
    expect(state.errors).toEqual({ saveAddress: "checkout.error.addressBookFull" });
    expect(state.values).toMatchObject({ street: "Ny gata 1", saveAddress: "on" });
    expect(await shop.orders()).toEqual([]);
    // Unticked, the order goes through.
    redirected(await shop.submit({ street: "Ny gata 1" }, { session: SESSION }));
  });
});
