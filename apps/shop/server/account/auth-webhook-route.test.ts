// POST /api/auth-webhooks with the shop's real erasure behind it, on both dialects: a signed
// user.delete erases the account as "Radera mitt konto" does (orders kept for the books without
// the buyer, address book and alerts gone, the provider named in the audit log), once per
// webhook-id; an order in progress keeps its details and warns staff; a forgery, a replay or a
// body that is no event changes nothing; without a secret the address does not exist.
import { randomBytes } from "node:crypto";
import { signWebhook } from "@kretsbutiken/flow-protocol";
import { describe, expect, it } from "vitest";
import { orderFixture } from "../../test-support/order-fixture.ts";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { createAuditLog } from "../admin/audit/audit-log.ts";
import { createCustomerErasure } from "../admin/customers/customer-erasure.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { createOrderStore } from "../orders/order-store.ts";
import { createAccountDeletion } from "./account-deletion.ts";
import { AUTH_WEBHOOKS_PATH, createAuthWebhookRoute } from "./auth-webhook-route.ts";
import { createAuthWebhooks } from "./auth-webhooks.ts";

const NOW = new Date("2026-12-01T08:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const USER = "0b4f7a2e-4a4c-4d1e-9f6a-2d8f3c1b5e70";

/** A delivery as the provider sends it: `body` signed with `secret` at `at`. */
async function delivery(
  body: unknown,
  { id = "msg_1", secret = SECRET, at = NOW }: { id?: string; secret?: string; at?: Date } = {},
): Promise<RequestInit> {
  const raw = JSON.stringify(body);
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": await signWebhook(secret, id, timestamp, raw),
    },
    body: raw,
  };
}

function event(type: string, data: unknown, id = "msg_1") {
  return { id, type, timestamp: NOW.toISOString(), data };
}

describe.each(dialects())("the sign-in provider's webhooks on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop() {
    const { db } = await databases.open();
    await seedCatalogue(db, [seedFixture({ id: 1 })], new Date(NOW.getTime() - 400 * DAY));
    const warnings: string[] = [];
    const accounts = createAccountDeletion({
      erasure: createCustomerErasure(db, { audit: createAuditLog(db), clock: () => NOW }),
      auth: {
        deleteAccount: () => Promise.reject(new Error("the provider has deleted it already")),
        redeemConfirmation: () => Promise.reject(new Error("no confirmation after a deletion")),
      },
      warn: (message) => warnings.push(message),
    });
    const refused: string[] = [];
    const app = createAuthWebhookRoute(
      createAuthWebhooks(db, { secret: SECRET, accounts, clock: () => NOW }),
      (line) => refused.push(line),
    );
    const post = async (init: RequestInit) => {
      const response = await app.request(AUTH_WEBHOOKS_PATH, init);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const store = createOrderStore(db, { now: () => new Date(NOW.getTime() - 60 * DAY) });

    /** An order of the account, `status` now. */
    async function order(status: string) {
      const placed = await store.place(
        orderFixture({
          userId: USER,
          reservedUntil: new Date(NOW.getTime() + 60_000),
          lines: [
            { productId: 1, name: "Testmobil", quantity: 1, unitPrice: 100_000, momsRate: 25 },
          ],
        }),
      );
      if (!placed.ok) throw new Error("sold out");
      await db.updateTable("orders").set({ status }).where("id", "=", placed.order.id).execute();
      return placed.order;
    }
    async function saveAddress(id: string) {
      await db
        .insertInto("saved_addresses")
        .values({
          id,
          user_id: USER,
          label: "Hemma",
          name: "Anna Svensson",
          street: "Storgatan 1",
          postcode: "111 22",
          city: "Stockholm",
          is_default: 0,
          updated_at: NOW.toISOString(),
        })
        .execute();
    }
    await saveAddress("address-1");
    await db
      .insertInto("product_alerts")
      .values({
        id: "alert-1",
        email: "anna@example.se",
        product_id: 1,
        kind: "stock",
        language: "se",
      })
      .execute();

    const ordersOf = () =>
      db.selectFrom("orders").select(["email", "user_id", "number", "total"]).execute();
    const addresses = () => db.selectFrom("saved_addresses").select("id").execute();
    const alerts = () => db.selectFrom("product_alerts").select("id").execute();
    const audit = () =>
      db.selectFrom("audit_log").select(["actor_email", "action"]).orderBy("id").execute();
    return { post, order, saveAddress, ordersOf, addresses, alerts, audit, warnings, refused };
  }

  it("erases a deleted account's data, keeps its orders for the books and names the provider", async () => {
    const { post, order, ordersOf, addresses, alerts, audit } = await shop();
    const placed = await order("cancelled");

    const answer = await post(await delivery(event("user.delete", { id: USER })));

    expect(answer).toEqual({ status: 200, body: { result: "erased" } });
    const kept = await ordersOf();
    expect(kept.map((row) => [row.email, row.user_id, row.number, Number(row.total)])).toEqual([
      ["", null, placed.number, 100_000],
    ]);
    expect(await addresses()).toEqual([]);
    expect(await alerts()).toEqual([]);
    expect(await audit()).toContainEqual({
      actor_email: "inloggningstjänsten",
      action: "customer.erase",
    });
  });

  it("does nothing more when the same delivery comes again", async () => {
    const { post, order, saveAddress, addresses, audit } = await shop();
    await order("cancelled");
    const first = await delivery(event("user.delete", { id: USER }));
    await post(first);
    const logged = await audit();
    await saveAddress("address-2");

    const again = await post(await delivery(event("user.delete", { id: USER })));

    expect(again).toEqual({ status: 200, body: { result: "duplicate" } });
    expect(await addresses()).toEqual([{ id: "address-2" }]);
    expect(await audit()).toEqual(logged);
  });

  it("keeps the details of an order in progress and tells staff to erase the customer later", async () => {
    const { post, order, ordersOf, addresses, warnings } = await shop();
    const open = await order("paid");

    const answer = await post(await delivery(event("user.delete", { id: USER })));

    expect(answer).toEqual({ status: 200, body: { result: "kept_for_orders" } });
    expect((await ordersOf())[0]).toMatchObject({ email: "anna@example.se", user_id: USER });
    expect(await addresses()).toEqual([{ id: "address-1" }]);
    expect(warnings).toEqual([
      `an account was deleted while orders ${open.number} were in progress: erase the customer in the admin once they are done`,
    ]);
  });

  it.each([
    ["signed with another secret", { secret: `whsec_${randomBytes(32).toString("base64")}` }, 401],
    ["signed six minutes ago", { at: new Date(NOW.getTime() - 6 * 60_000) }, 401],
    ["signed six minutes ahead", { at: new Date(NOW.getTime() + 6 * 60_000) }, 401],
  ])("refuses a user.delete %s and erases nothing", async (_case, signing, status) => {
    const { post, order, ordersOf, addresses, audit, refused } = await shop();
    await order("cancelled");

    const answer = await post(await delivery(event("user.delete", { id: USER }), signing));

    expect(answer).toEqual({ status, body: { error: "unauthenticated" } });
    expect((await ordersOf())[0]?.email).toBe("anna@example.se");
    expect(await addresses()).toEqual([{ id: "address-1" }]);
    expect(await audit()).toEqual([]);
    expect(refused).toEqual([
      "[auth-webhooks] refused a delivery (unauthenticated); nothing changed",
    ]);
  });

  it.each([
    ["no signature", { method: "POST", headers: { "webhook-id": "msg_1" }, body: "{}" }, 401],
    ["nothing at all", { method: "POST" }, 401],
  ])("refuses a delivery with %s", async (_case, init, status) => {
    const { post, addresses } = await shop();
    expect((await post(init)).status).toBe(status);
    expect(await addresses()).toEqual([{ id: "address-1" }]);
  });

  it.each([
    ["a user.delete naming no user", event("user.delete", { id: "anna" })],
    ["an event without data", { id: "msg_1", type: "user.delete", timestamp: NOW.toISOString() }],
    ["not an object", ["user.delete", USER]],
  ])("answers 400 to a signed body that is %s, erasing nothing", async (_case, body) => {
    const { post, addresses } = await shop();
    expect(await post(await delivery(body))).toEqual({ status: 400, body: { error: "malformed" } });
    expect(await addresses()).toEqual([{ id: "address-1" }]);
  });

  it.each(["user.update", "session.create", "user.update.avatar"])(
    "takes a %s and changes nothing",
    async (type) => {
      const { post, addresses } = await shop();
      expect(await post(await delivery(event(type, { id: USER })))).toEqual({
        status: 200,
        body: { result: "ignored" },
      });
      expect(await addresses()).toEqual([{ id: "address-1" }]);
    },
  );
});

describe("the address without a secret", () => {
  it("does not exist: the shop subscribed to nothing", async () => {
    const app = createAuthWebhookRoute(undefined, () => {});
    const response = await app.request(
      AUTH_WEBHOOKS_PATH,
      await delivery(event("user.delete", { id: USER })),
    );
    expect(response.status).toBe(404);
  });

  it("refuses a body past 64 KiB before reading it", async () => {
    const app = createAuthWebhookRoute(undefined, () => {});
    const response = await app.request(AUTH_WEBHOOKS_PATH, {
      method: "POST",
      headers: { "content-length": String(65 * 1024) },
      body: "x".repeat(65 * 1024),
    });
    expect(response.status).toBe(413);
  });
});
