// The order link's token on SQLite and PostgreSQL: a placed order opens by its token only;
// its database id, its number, a token one character off or cut short open nothing.
import { migrateDown, migrateToLatest } from "@kretsbutiken/database";
import { describe, expect, it } from "vitest";
import { orderFixture } from "../../test-support/order-fixture.ts";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { shopMigrations } from "../database/migrations.ts";
import {
  isOrderLinkToken,
  newOrderLinkToken,
  orderIdByLinkToken,
  sameToken,
} from "./order-link-token.ts";
import { createOrderStore } from "./order-store.ts";
import { findOrderByLink } from "./order-view.ts";

const NOW = new Date("2026-11-28T12:00:00.000Z");
const LINK_MIGRATION = "2026-11-28-36-order-holds-test-payments-and-links";

describe("order link tokens", () => {
  it("are 32 URL-safe characters of 24 random bytes, never the same twice", () => {
    const tokens = Array.from({ length: 1000 }, newOrderLinkToken);
    expect(new Set(tokens).size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(24);
    }
  });

  it.each([
    ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", true],
    ["abcdefghijklmnopqrstuvwxyz-_0129", true],
    ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", false],
    ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", false],
    ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", false],
    ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/", false],
    [" AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", false],
    ["123e4567-e89b-12d3-a456-426614174000", false],
    ["KB-2026-000001", false],
    ["", false],
  ])("%j is a token: %s", (text, expected) => {
    expect(isOrderLinkToken(text)).toBe(expected);
  });

  it.each([
    ["abc", "abc", true],
    ["abc", "abd", false],
    ["abc", "ab", false],
    ["abc", "abcd", false],
    ["", "", true],
  ])("sameToken(%j, %j) is %s", (stored, given, expected) => {
    expect(sameToken(stored, given)).toBe(expected);
  });
});

describe.each(dialects())("finding an order by its link on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function twoOrders() {
    const { db } = await databases.open();
    await seedCatalogue(db, [seedFixture({ id: 1, inStock: 10 })], NOW);
    const store = createOrderStore(db, { now: () => NOW });
    const place = async () => {
      const placed = await store.place(
        orderFixture({
          lines: [{ productId: 1, name: "Testmobil", quantity: 1, unitPrice: 100, momsRate: 25 }],
          reservedUntil: new Date(NOW.getTime() + 600_000),
        }),
      );
      if (!placed.ok) throw new Error("expected an order");
      return placed.order;
    };
    return { db, first: await place(), second: await place() };
  }

  it("opens each order by its own token, and by nothing else", async () => {
    const { db, first, second } = await twoOrders();
    expect(first.accessToken).not.toBe(second.accessToken);
    expect(await orderIdByLinkToken(db, first.accessToken)).toBe(first.id);
    expect(await orderIdByLinkToken(db, second.accessToken)).toBe(second.id);
    expect((await findOrderByLink(db, first.accessToken))?.number).toBe(first.number);

    const last = first.accessToken.at(-1) === "A" ? "B" : "A";
    for (const guess of [
      first.id,
      first.number,
      `${first.accessToken.slice(0, 31)}${last}`,
      first.accessToken.slice(0, 12),
      first.accessToken.slice(0, 31),
      `${first.accessToken}A`,
      first.accessToken.toLowerCase() === first.accessToken
        ? first.accessToken.toUpperCase()
        : first.accessToken.toLowerCase(),
      "",
    ]) {
      expect(await orderIdByLinkToken(db, guess), guess).toBeUndefined();
      expect(await findOrderByLink(db, guess), guess).toBeUndefined();
    }
  });

  it("gives the orders placed before the token existed a token of their own", async () => {
    const database = await databases.open();
    const { db } = database;
    await seedCatalogue(db, [seedFixture({ id: 1, inStock: 10 })], NOW);
    const store = createOrderStore(db, { now: () => NOW });
    for (let i = 0; i < 2; i += 1) {
      await store.place(
        orderFixture({
          lines: [{ productId: 1, name: "Testmobil", quantity: 1, unitPrice: 100, momsRate: 25 }],
          reservedUntil: new Date(NOW.getTime() + 600_000),
        }),
      );
    }
    // Back to before the token's migration (and whatever came after it), then up again.
    let reverted: string[] = [];
    do reverted = await migrateDown(database, shopMigrations, { app: "shop" });
    while (reverted.length > 0 && reverted[0] !== LINK_MIGRATION);
    expect(reverted).toEqual([LINK_MIGRATION]);
    await migrateToLatest(database, shopMigrations, { app: "shop" });
    const rows = await db.selectFrom("orders").select(["id", "access_token"]).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.access_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await orderIdByLinkToken(db, row.access_token ?? "")).toBe(row.id);
    }
    expect(rows[0]?.access_token).not.toBe(rows[1]?.access_token);
  });
});
