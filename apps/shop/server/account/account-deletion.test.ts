// Leaving the shop against the real auth server on a port (its DELETE /user) and the shop's
// database on both dialects: nothing is deleted anywhere while an order is in progress, the plan
// shown went stale, or the provider does not let accounts go; otherwise the account is gone at
// the provider and the shop keeps only the books' part of its orders. Nothing is deleted either
// without the shopper's confirmation for exactly "account.delete" (a real one, by mailed code),
// or with one for something else, or one already used.
import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../auth/test/create-test-auth.ts";
import { signIn, type SignedInUser } from "../../../auth/test/sign-in.ts";
import {
  confirmationClient,
  REFUND,
} from "../../../auth/src/confirmations/testing/confirmation-client.ts";
import { orderFixture } from "../../test-support/order-fixture.ts";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { createAuditLog } from "../admin/audit/audit-log.ts";
import { createCustomerErasure } from "../admin/customers/customer-erasure.ts";
import { createShopAuth } from "../auth/create-shop-auth.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { createContactMessages } from "../contact/contact-messages.ts";
import { createOrderStore } from "../orders/order-store.ts";
import { createGarageDevices } from "../garage/garage-devices.ts";
import { createAccountDeletion } from "./account-deletion.ts";
import { ACCOUNT_DELETE } from "../../domain/confirmations/risky-action.ts";

const NOW = new Date("2026-11-26T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

const running: { auth: TestAuth; server: ServerType }[] = [];
afterEach(async () => {
  for (const { auth, server } of running.splice(0)) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await auth.close();
  }
});

/** Our auth server on a port, and the shop's view of it. */
async function provider(allowDeletion: boolean) {
  const auth = await createTestAuth({
    SESSION_LIFETIME: "3600",
    ...(allowDeletion ? { ACCOUNT_ALLOW_DELETION: "true" } : {}),
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: auth.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  running.push({ auth, server });
  const shopAuth = createShopAuth({
    publicUrl: "http://localhost:8000",
    internalUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    issuer: auth.config.publicUrl,
    audience: auth.config.rpId,
    sessionCheckSeconds: 0,
    timeoutMs: 2000,
  });
  return { auth, shopAuth };
}

describe.each(dialects())("leaving the shop on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop(allowDeletion = true) {
    const { db } = await databases.open();
    await seedCatalogue(db, [seedFixture({ id: 1 })], new Date(NOW.getTime() - 400 * DAY));
    const { auth, shopAuth } = await provider(allowDeletion);
    const user = await signIn(auth, { address: "anna@example.se" });
    const warnings: string[] = [];
    const erasure = createCustomerErasure(db, { audit: createAuditLog(db), clock: () => NOW });
    /** What happens between the provider's deletion and the shop's erasure, or at each erase. */
    const meanwhile = { afterDeletion: async () => {}, beforeErase: async () => {} };
    const leaving = createAccountDeletion({
      erasure: {
        plan: (subject, at) => erasure.plan(subject, at),
        erase: async (...args) => {
          await meanwhile.beforeErase();
          return erasure.erase(...args);
        },
      },
      auth: {
        redeemConfirmation: shopAuth.redeemConfirmation,
        deleteAccount: async (token, call) => {
          const answer = await shopAuth.deleteAccount(token, call);
          await meanwhile.afterDeletion();
          return answer;
        },
      },
      warn: (message) => warnings.push(message),
    });
    const store = createOrderStore(db, { now: () => new Date(NOW.getTime() - 60 * DAY) });

    /** An order of the account, `status` now. */
    async function order(status: string) {
      const placed = await store.place(
        orderFixture({
          userId: user.userId,
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

    const account = { userId: user.userId, email: "Anna@Example.se" };
    /** A token the shopper got by confirming `request` with the code mailed to them. */
    async function confirmed(request: unknown = ACCOUNT_DELETE): Promise<string> {
      const client = confirmationClient(auth, user);
      const { id } = await client.open(request);
      const mail = await auth.smtp.nextMail(user.address);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      const answer = await client.passcode(id, { code: code ?? "" });
      return ((await answer.json()) as { token: string }).token;
    }
    const live = async (who: SignedInUser = user) =>
      (await shopAuth.sessionFor(who.session.token)) !== undefined;
    const ordersOf = () => db.selectFrom("orders").select(["email", "user_id", "total"]).execute();
    const message = () =>
      createContactMessages(db).save({
        name: "Anna",
        email: "anna@example.se",
        message: "Hej igen!",
        language: "se",
      });
    return {
      db,
      user,
      leaving,
      order,
      account,
      live,
      ordersOf,
      warnings,
      meanwhile,
      message,
      erasure,
      shopAuth,
      confirmed,
      client: confirmationClient(auth, user),
    };
  }

  it("deletes the account at the provider and keeps only the books' part of its orders", async () => {
    const { db, user, leaving, order, account, live, ordersOf, confirmed } = await shop();
    await order("cancelled");
    await createContactMessages(db).save({
      name: "Anna",
      email: "anna@example.se",
      message: "Hej! Har ni laddare till min mobil?",
      language: "se",
    });
    const plan = await leaving.plan(account);
    expect(plan).toMatchObject({
      orders: [expect.any(String)],
      openOrders: [],
      contactMessages: 1,
    });

    const left = await leaving.leave(account, user.session.token, {
      reviews: "remove",
      fingerprint: plan.fingerprint,
      confirmation: await confirmed(),
    });
    expect(left).toMatchObject({ ok: true, summary: { contactMessagesDeleted: 1 } });
    expect(await live()).toBe(false);
    const [kept] = await ordersOf();
    expect([kept?.email, kept?.user_id, Number(kept?.total)]).toEqual(["", null, 100_000]);
    const audit = await db.selectFrom("audit_log").select(["actor_email", "action"]).execute();
    expect(audit).toContainEqual({ actor_email: "kunden själv", action: "customer.erase" });
  });

  it("deletes the account's Min garage: its devices and their check reminders", async () => {
    const { db, user, leaving, account, confirmed } = await shop();
    const garage = createGarageDevices(db, { dialect: variant.dialect });
    const added = await garage.add(user.userId, { kind: "scooter", model: "xiaomi-pro-2" });
    await garage.add("someone-else", { kind: "scooter", model: "xiaomi-m365" });
    await db
      .insertInto("garage_reminders")
      .values({
        id: "reminder-1",
        device_id: added.ok ? added.device.id : "",
        user_id: user.userId,
        email: "anna@example.se",
        language: "se",
        every_km: 500,
        last_check_at: NOW.toISOString(),
      })
      .execute();
    const plan = await leaving.plan(account);
    const left = await leaving.leave(account, user.session.token, {
      reviews: "remove",
      fingerprint: plan.fingerprint,
      confirmation: await confirmed(),
    });
    expect(left).toMatchObject({ ok: true, summary: { garageDevicesDeleted: 1 } });
    expect(await db.selectFrom("garage_reminders").select("id").execute()).toEqual([]);
    expect(await garage.list(user.userId)).toEqual([]);
    expect(await garage.list("someone-else")).toHaveLength(1);
  });

  it("deletes nothing while an order is in progress", async () => {
    const { user, leaving, order, account, live, ordersOf, confirmed } = await shop();
    const open = await order("paid");
    const plan = await leaving.plan(account);
    expect(plan.openOrders).toEqual([open.number]);
    expect(
      await leaving.leave(account, user.session.token, {
        reviews: "remove",
        fingerprint: plan.fingerprint,
        confirmation: await confirmed(),
      }),
    ).toEqual({ ok: false, reason: "open_orders", orders: [open.number] });
    expect(await live()).toBe(true);
    expect((await ordersOf())[0]?.email).toBe("anna@example.se");
  });

  it("deletes nothing when the shop holds more than the plan the shopper saw", async () => {
    const { user, leaving, order, account, live, ordersOf, confirmed } = await shop();
    const plan = await leaving.plan(account);
    await order("cancelled");
    expect(
      await leaving.leave(account, user.session.token, {
        reviews: "remove",
        fingerprint: plan.fingerprint,
        confirmation: await confirmed(),
      }),
    ).toEqual({ ok: false, reason: "changed" });
    expect(await live()).toBe(true);
    expect((await ordersOf())[0]?.email).toBe("anna@example.se");
  });

  it("deletes nothing where the provider does not let accounts be deleted", async () => {
    const { user, leaving, order, account, live, ordersOf, confirmed } = await shop(false);
    await order("cancelled");
    const plan = await leaving.plan(account);
    expect(
      await leaving.leave(account, user.session.token, {
        reviews: "remove",
        fingerprint: plan.fingerprint,
        confirmation: await confirmed(),
      }),
    ).toEqual({ ok: false, reason: "disabled" });
    expect(await live()).toBe(true);
    expect((await ordersOf())[0]?.email).toBe("anna@example.se");
  });

  it("deletes nothing for a session the provider no longer takes (its confirmation is not redeemed)", async () => {
    const { leaving, account, live, confirmed } = await shop();
    const plan = await leaving.plan(account);
    const other = { userId: "someone-else", email: "x@example.se" };
    expect(
      await leaving.leave(other, "not-a-session", {
        reviews: "remove",
        fingerprint: (await leaving.plan(other)).fingerprint,
        confirmation: await confirmed(),
      }),
    ).toEqual({ ok: false, reason: "unconfirmed", refusal: "confirmation_not_found" });
    expect(plan.orders).toEqual([]);
    expect(await live()).toBe(true);
  });

  it("keeps the details of an order that came in progress once the account was deleted, and says so", async () => {
    const { user, leaving, order, account, live, warnings, meanwhile, confirmed } = await shop();
    const plan = await leaving.plan(account);
    let placed = "";
    meanwhile.afterDeletion = async () => {
      placed = (await order("paid")).number;
    };
    const left = await leaving.leave(account, user.session.token, {
      reviews: "remove",
      fingerprint: plan.fingerprint,
      confirmation: await confirmed(),
    });
    expect(left).toEqual({ ok: false, reason: "kept_for_orders", orders: [placed] });
    expect(await live()).toBe(false);
    expect(warnings).toEqual([
      `an account was deleted while orders ${placed} were in progress: erase the customer in the admin once they are done`,
    ]);
  });

  it("plans again when what the shop holds changes while it erases, and erases that too", async () => {
    const { db, user, leaving, account, meanwhile, message, confirmed } = await shop();
    const plan = await leaving.plan(account);
    let changes = 0;
    meanwhile.beforeErase = async () => {
      if (changes++ < 2) await message();
    };
    const left = await leaving.leave(account, user.session.token, {
      reviews: "remove",
      fingerprint: plan.fingerprint,
      confirmation: await confirmed(),
    });
    expect(left).toMatchObject({ ok: true, summary: { contactMessagesDeleted: 2 } });
    expect(await db.selectFrom("contact_messages").select("id").execute()).toEqual([]);
  });

  it("gives up, loudly, when every erasure is raced", async () => {
    const { user, leaving, account, meanwhile, message, confirmed } = await shop();
    const plan = await leaving.plan(account);
    meanwhile.beforeErase = async () => {
      await message();
    };
    await expect(
      leaving.leave(account, user.session.token, {
        reviews: "remove",
        fingerprint: plan.fingerprint,
        confirmation: await confirmed(),
      }),
    ).rejects.toThrow("erasing a deleted account failed: conflict");
  });

  it.each([
    {
      name: "without a confirmation",
      token: () => Promise.resolve(undefined),
      refusal: "confirmation_missing",
    },
    {
      name: "with a confirmation of another action",
      token: (confirmed: (request?: unknown) => Promise<string>) => confirmed(REFUND),
      refusal: "confirmation_mismatch",
    },
    {
      name: "with a confirmation of the account's deletion for other details",
      token: (confirmed: (request?: unknown) => Promise<string>) =>
        confirmed({ action: "account.delete", details: { user: "someone-else" } }),
      refusal: "confirmation_mismatch",
    },
    {
      name: "with a token that is no token",
      token: () => Promise.resolve("A".repeat(43)),
      refusal: "confirmation_not_found",
    },
  ])("deletes nothing $name", async ({ token, refusal }) => {
    const { leaving, order, account, live, ordersOf, user, confirmed } = await shop();
    await order("cancelled");
    const plan = await leaving.plan(account);
    expect(
      await leaving.leave(account, user.session.token, {
        reviews: "remove",
        fingerprint: plan.fingerprint,
        confirmation: await token(confirmed),
      }),
    ).toEqual({ ok: false, reason: "unconfirmed", refusal });
    expect(await live()).toBe(true);
    expect((await ordersOf())[0]?.email).toBe("anna@example.se");
  });

  it("deletes nothing with a confirmation already redeemed, and the next one works", async () => {
    const { leaving, account, live, user, confirmed, client } = await shop();
    const plan = await leaving.plan(account);
    const used = await confirmed();
    expect((await client.redeem(used, ACCOUNT_DELETE)).status).toBe(200);
    const choice = { reviews: "remove" as const, fingerprint: plan.fingerprint };
    expect(
      await leaving.leave(account, user.session.token, { ...choice, confirmation: used }),
    ).toEqual({ ok: false, reason: "unconfirmed", refusal: "confirmation_used" });
    expect(await live()).toBe(true);
    const fresh = await confirmed();
    expect(
      await leaving.leave(account, user.session.token, { ...choice, confirmation: fresh }),
    ).toMatchObject({ ok: true });
    expect(await live()).toBe(false);
  });

  it("refuses loudly when the erasure has no plan for an account", async () => {
    const { erasure, shopAuth, account } = await shop();
    const blind = createAccountDeletion({
      erasure: {
        plan: () => Promise.resolve(undefined),
        erase: (...args) => erasure.erase(...args),
      },
      auth: shopAuth,
      warn: () => {},
    });
    await expect(blind.plan(account)).rejects.toThrow("an account always has a plan");
  });
});
