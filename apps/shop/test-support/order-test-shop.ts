// A shop database with products and placed orders, and read-outs of what a test of the order
// rules checks (stock, an order's row, its status history, the catalogue version), for the tests
// of paying, releasing and advancing orders on both dialects.
import { seedCatalogue } from "../server/catalogue/seed-catalogue.ts";
import { readCatalogueVersion } from "../server/catalogue/catalogue-version.ts";
import {
  createOrderStore,
  type NewOrderLine,
  type PlacedOrder,
} from "../server/orders/order-store.ts";
import { orderFixture } from "./order-fixture.ts";
import { seedFixture } from "./seed-fixtures.ts";
import type { useShopTestDatabases } from "./test-database.ts";

export const ORDER_TEST_START = new Date("2026-11-25T10:00:00.000Z");

/** A line of `quantity` of product `productId` at 1 000 kr. */
export const orderLine = (productId: number, quantity: number): NewOrderLine => ({
  productId,
  name: `Testmobil ${productId}`,
  quantity,
  unitPrice: 100_000,
  momsRate: 25,
});

export async function orderTestShop(
  databases: ReturnType<typeof useShopTestDatabases>,
  stock: Record<number, number>,
) {
  const database = await databases.open();
  const { db } = database;
  await seedCatalogue(
    db,
    Object.entries(stock).map(([id, inStock]) => seedFixture({ id: Number(id), inStock })),
    ORDER_TEST_START,
  );
  const store = createOrderStore(db, { now: () => ORDER_TEST_START });
  return {
    db,
    async place(...lines: NewOrderLine[]): Promise<PlacedOrder> {
      const placed = await store.place(
        orderFixture({ lines, reservedUntil: new Date(ORDER_TEST_START.getTime() + 45 * 60_000) }),
      );
      if (!placed.ok) throw new Error("expected an order");
      return placed.order;
    },
    async stockOf(id: number): Promise<number> {
      const row = await db
        .selectFrom("products")
        .select("in_stock")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return Number(row.in_stock);
    },
    async order(id: string) {
      const row = await db
        .selectFrom("orders")
        .select(["status", "payment_ref", "refund_due", "version", "carrier", "tracking_number"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return { ...row, refund_due: Number(row.refund_due), version: Number(row.version) };
    },
    /** The order's status history, oldest first, as "status@instant". */
    async history(id: string): Promise<string[]> {
      const rows = await db
        .selectFrom("order_status_history")
        .select(["status", "at"])
        .where("order_id", "=", id)
        .orderBy("at")
        .execute();
      return rows.map((row) => `${row.status}@${new Date(row.at).toISOString()}`);
    },
    async paymentEvents(orderId: string) {
      return db
        .selectFrom("payment_events")
        .select(["event_id", "outcome", "amount", "received_at"])
        .where("order_id", "=", orderId)
        .orderBy("received_at")
        .execute()
        .then((rows) =>
          rows.map((row) => ({
            ...row,
            amount: Number(row.amount),
            received_at: new Date(row.received_at).toISOString(),
          })),
        );
    },
    catalogueVersion: () => readCatalogueVersion(db),
  };
}
