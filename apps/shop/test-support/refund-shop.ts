// A shop for the refund tests: a fresh database with two products, orders placed and paid the
// way checkout does, the admin's refunds and withdrawal desk, and /payment/callback served on a
// real port, so the built-in test provider's refund callbacks travel over HTTP, signed, exactly
// as in the running shop. The provider can be swapped for one the test builds on the callback's
// address (Stripe against a local API, a test provider that does not call back).
import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import type { Database } from "@kretsbutiken/database";
import { afterEach } from "vitest";
import { createAuditLog } from "../server/admin/audit/audit-log.ts";
import { createRefunds, type Refunds } from "../server/admin/refunds/refunds.ts";
import {
  createWithdrawalDesk,
  type WithdrawalDesk,
} from "../server/admin/withdrawals/withdrawal-desk.ts";
import { seedCatalogue } from "../server/catalogue/seed-catalogue.ts";
import type { ShopDatabase } from "../server/database/schema.ts";
import { createShopMailer, type ShopMailer } from "../server/mail/shop-mailer.ts";
import { createOrders, type Orders } from "../server/orders/orders.ts";
import { createPaymentCallbackRoute } from "../server/payments/payment-callback-route.ts";
import type { PaymentProvider } from "../server/payments/payment-provider.ts";
import { SIGNATURE_HEADER, signBody } from "../server/payments/signature.ts";
import { createTestProvider } from "../server/payments/test-provider/test-provider.ts";
import type { RefundOutcome } from "../server/payments/refund-event.ts";
import { orderFixture } from "./order-fixture.ts";
import { seedFixture } from "./seed-fixtures.ts";
import { useShopTestDatabases } from "./test-database.ts";

export const REFUND_TEST_SECRET = "refund-tests-secret";
export const ORIGIN = "https://kretsbutiken.test";
export const START = new Date("2026-11-25T10:00:00.000Z");
export const OWNER = { email: "agare@kretsbutiken.test", userId: "user-owner" };
export const COMPANY = {
  name: "Kretsbutiken AB",
  orgNr: "559000-0000",
  vatNr: "SE559000000001",
  address: "Storgatan 1, 111 22 Stockholm",
  phone: undefined,
  email: "kundtjanst@kretsbutiken.test",
};

export interface RefundShop {
  db: Database<ShopDatabase>["db"];
  orders: Orders;
  refunds: Refunds;
  desk: WithdrawalDesk;
  mailer: ShopMailer;
  callbackUrl: string;
  /** Places and pays an order: 2 × product 1 at 1 000 kr, 1 × product 2 at 500 kr, 39 kr delivery. */
  paidOrder(options?: { language?: "se" | "en"; paymentFee?: number }): Promise<PaidOrder>;
  placedOrder(): Promise<PaidOrder>;
  stock(productId: number): Promise<number>;
  refundStatus(refundId: string): Promise<string>;
  /** Posts a signed refund message to /payment/callback, as the test provider would. */
  callback(message: object): Promise<{ status: number; result: string | undefined }>;
  setNow(at: Date): void;
  close(): Promise<void>;
}

export interface PaidOrder {
  id: string;
  number: string;
  total: number;
}

export interface RefundShopOptions {
  refundOutcome?: RefundOutcome;
  /** Builds another provider on the callback's address instead of the calling-back one. */
  provider?: (callbackUrl: string) => PaymentProvider;
  /** Öre: refunds above it need confirming (SHOP_REFUND_CONFIRM_OVER_SEK). */
  confirmOver?: number;
}

/**
 * For one describe block of a dialect: opens a refund shop on a database of its own whenever a
 * test asks, and closes every shop a test opened after it.
 */
export function useRefundShops(
  variant: Parameters<typeof useShopTestDatabases>[0],
): (options?: RefundShopOptions) => Promise<RefundShop> {
  const databases = useShopTestDatabases(variant);
  const open: RefundShop[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((shop) => shop.close()));
  });
  return async (options = {}) => {
    const shop = await openRefundShop(() => databases.open(), options);
    open.push(shop);
    return shop;
  };
}

export async function openRefundShop(
  open: () => Promise<Database<ShopDatabase>>,
  options: RefundShopOptions = {},
): Promise<RefundShop> {
  const database = await open();
  const db = database.db;
  await seedCatalogue(
    db,
    [seedFixture({ id: 1, inStock: 10 }), seedFixture({ id: 2, inStock: 5 })],
    START,
  );
  let now = START;
  const clock = () => now;
  const mailer = createShopMailer({ smtpUrl: undefined, from: "shop@test", log: () => {} });
  const orders = createOrders(db, {
    reservationMinutes: 45,
    company: COMPANY,
    mailer,
    clock: { now: clock },
    log: () => {},
  });
  const audit = createAuditLog(db);

  const app = new Hono();
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const callbackUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payment/callback`;
  const provider =
    options.provider?.(callbackUrl) ??
    createTestProvider({
      secret: REFUND_TEST_SECRET,
      callbackUrl,
      retryDelaysMs: [],
      refundOutcome: () => options.refundOutcome ?? "succeeded",
      log: () => {},
    });
  const refunds = createRefunds(db, {
    audit,
    provider,
    mailer,
    company: COMPANY,
    clock,
    log: () => {},
    confirmOver: options.confirmOver,
  });
  app.route(
    "/",
    createPaymentCallbackRoute({
      provider,
      orders,
      refunds,
      origin: ORIGIN,
      log: () => {},
    }),
  );
  const desk = createWithdrawalDesk(db, { audit, refunds, clock });

  async function placedOrder(language: "se" | "en" = "se", paymentFee = 0): Promise<PaidOrder> {
    const placed = await orders.place(
      orderFixture({
        language,
        lines: [
          {
            productId: 1,
            name: "Testmobil",
            variant: "Svart",
            quantity: 2,
            unitPrice: 100_000,
            momsRate: 25,
          },
          { productId: 2, name: "Laddare", quantity: 1, unitPrice: 50_000, momsRate: 25 },
        ],
        deliveryFee: 3_900,
        paymentFee,
        reservedUntil: new Date(now.getTime() + 45 * 60_000),
      }),
    );
    if (!placed.ok) throw new Error("expected an order");
    return placed.order;
  }

  return {
    db,
    orders,
    refunds,
    desk,
    mailer,
    callbackUrl,
    placedOrder: () => placedOrder(),
    async paidOrder({ language = "se", paymentFee = 0 } = {}) {
      const order = await placedOrder(language, paymentFee);
      const paid = await orders.applyPayment(
        {
          eventId: `evt_${crypto.randomUUID()}`,
          orderId: order.id,
          outcome: "paid",
          amount: order.total,
          reference: `pi_${crypto.randomUUID().replaceAll("-", "")}`,
        },
        ORIGIN,
      );
      if (paid !== "paid") throw new Error(`expected the order paid, got ${paid}`);
      return order;
    },
    async stock(productId) {
      const row = await db
        .selectFrom("products")
        .select("in_stock")
        .where("id", "=", productId)
        .executeTakeFirstOrThrow();
      return Number(row.in_stock);
    },
    async refundStatus(refundId) {
      const row = await db
        .selectFrom("refunds")
        .select("status")
        .where("id", "=", refundId)
        .executeTakeFirstOrThrow();
      return row.status;
    },
    async callback(message) {
      const body = JSON.stringify(message);
      const response = await fetch(callbackUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          [SIGNATURE_HEADER]: signBody(REFUND_TEST_SECRET, body),
        },
        body,
      });
      const answer = (await response.json()) as { result?: string };
      return { status: response.status, result: answer.result };
    },
    setNow(at) {
      now = at;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
