// The order change page's loader and action with real requests, over the real orders on SQLite
// (the rules on both dialects: server/orders/change-contact.test.ts): only the signed-in buyer's
// own order, a plain post that changes an unpaid order at once, each field's error kept with
// what was typed, and a paid order that changes only with a confirmation the provider accepts.
// The provider's own confirmations run in e2e/risky-action-confirmation.spec.ts; here it does
// not answer, as when it is down.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "../../server/catalogue/seed-catalogue.ts";
import { createAuditLog } from "../../server/admin/audit/audit-log.ts";
import { confirmationRedeemer } from "../../server/auth/redeem-confirmation.ts";
import type { ShopperSession } from "../../server/auth/shopper-session.ts";
import { createShopMailer } from "../../server/mail/shop-mailer.ts";
import { createOrderContactChanges } from "../../server/orders/contact-changes.ts";
import { createOrders } from "../../server/orders/orders.ts";
import type { ShopServices } from "../../server/shop-services.ts";
import { orderFixture } from "../../test-support/order-fixture.ts";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { servicesContext } from "../context/services-context.ts";
import { sessionContext } from "../context/session-context.ts";
import { loadContactChange, submitContactChange } from "./contact-change.server.ts";

const ORIGIN = "https://butik.test";
const START = new Date("2026-11-25T10:00:00.000Z");
const COMPANY = {
  name: "Kretsbutiken AB",
  orgNr: undefined,
  vatNr: undefined,
  address: "Storgatan 1, 111 22 Stockholm",
  phone: undefined,
  email: "kundtjanst@kretsbutiken.test",
};
const shopper = (userId: string, email: string): ShopperSession => ({
  userId,
  sessionId: `session-${userId}`,
  email,
  emailVerified: true,
  username: undefined,
});
const ANNA = shopper("anna", "anna@example.se");
const BERTIL = shopper("bertil", "bertil@example.se");
const NEW_ADDRESS = {
  change: "address",
  name: "Anna Svensson",
  street: "Kungsgatan 12",
  postcode: "41119",
  city: "Göteborg",
};

const [sqlite] = dialects();

describe.each([sqlite!])("the order change page on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function page(status = "reserved") {
    const { db } = await databases.open();
    await seedCatalogue(db, [seedFixture({ id: 1, inStock: 5 })], START);
    const mailer = createShopMailer({ smtpUrl: undefined, from: "shop@test", log: () => {} });
    const orders = createOrders(db, { reservationMinutes: 45, company: COMPANY, mailer });
    const placed = await orders.place(
      orderFixture({
        userId: ANNA.userId,
        reservedUntil: new Date(Date.now() + 45 * 60_000),
        lines: [{ productId: 1, name: "Testmobil", quantity: 1, unitPrice: 100_000, momsRate: 25 }],
      }),
    );
    if (!placed.ok) throw new Error("expected an order");
    const { id, accessToken } = placed.order;
    await db.updateTable("orders").set({ status }).where("id", "=", id).execute();
    const services = {
      orders,
      orderContact: createOrderContactChanges(db, {
        audit: createAuditLog(db),
        mailer,
        company: COMPANY,
      }),
      // Nothing listens there: the provider is down.
      auth: {
        redeemConfirmation: confirmationRedeemer({
          baseUrl: "http://127.0.0.1:9",
          timeoutMs: 2_000,
          warn: () => {},
        }),
      },
      bodyLimits: { form: 16_384, request: 65_536, upload: 65_536 },
      publicUrl: ORIGIN,
      requestId: "test",
    } as unknown as ShopServices;
    const context = (session: ShopperSession | null) => {
      const provider = new RouterContextProvider();
      provider.set(servicesContext, services);
      provider.set(sessionContext, session);
      return provider;
    };
    const url = `${ORIGIN}/page/order_change?order=${accessToken}`;
    const post = (
      fields: Record<string, string>,
      {
        session = ANNA,
        site = "same-origin",
      }: { session?: ShopperSession | null; site?: string } = {},
    ) =>
      submitContactChange(
        new Request(url, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Sec-Fetch-Site": site,
            Cookie: "hanko=session-token",
          },
          body: new URLSearchParams(fields),
        }),
        context(session),
      );
    const load = (session: ShopperSession | null = ANNA, link = accessToken) =>
      loadContactChange(new Request(`${ORIGIN}/page/order_change?order=${link}`), context(session));
    const stored = async () => (await orders.find(id))!;
    return { post, load, stored, accessToken, mailer };
  }

  type Answer = Awaited<ReturnType<typeof submitContactChange>>;
  const location = (answer: Answer) => {
    if (!(answer instanceof Response))
      throw new Error(`expected a redirect, got ${answer.init?.status}`);
    return `${answer.status} ${answer.headers.get("Location")}`;
  };
  const refused = (answer: Answer) => {
    if (answer instanceof Response) throw new Error(`expected a refusal, got ${answer.status}`);
    return { status: answer.init?.status, ...answer.data };
  };
  const thrown = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      if (error instanceof Response) return `${error.status} ${error.headers.get("Location")}`;
      const status = (error as { init?: { status?: number } }).init?.status;
      return `${status}`;
    }
    throw new Error("expected it to throw");
  };

  it("shows the buyer their order's addresses and what may change", async () => {
    const { load } = await page("paid");
    expect(await load()).toMatchObject({
      email: "anna@example.se",
      shipping: { street: "Storgatan 1", postcode: "111 22", city: "Stockholm" },
      confirm: true,
      open: { email: true, address: true },
    });
  });

  it("sends a signed-out visitor to sign in and back, and answers 404 for someone else", async () => {
    const { load, post, accessToken } = await page();
    const back = encodeURIComponent(`/page/order_change?order=${accessToken}`);
    expect(await thrown(load(null))).toBe(`303 /page/login?redirect_to=${back}`);
    expect(await thrown(load(BERTIL))).toBe("404");
    expect(await thrown(load(ANNA, "no-such-link"))).toBe("404");
    expect(refused(await post(NEW_ADDRESS, { session: BERTIL }))).toMatchObject({
      status: 404,
      error: "change.error.unknown",
    });
  });

  it("changes an unpaid order at once and leads back to the order saying so", async () => {
    const { post, stored, accessToken } = await page("reserved");
    expect(location(await post(NEW_ADDRESS))).toBe(
      `303 /page/order_tracking?order=${accessToken}&changed=address`,
    );
    expect((await stored()).shipping).toEqual({
      name: "Anna Svensson",
      street: "Kungsgatan 12",
      postcode: "411 19",
      city: "Göteborg",
    });
    expect(location(await post(NEW_ADDRESS))).toBe(
      `303 /page/order_tracking?order=${accessToken}&changed=unchanged`,
    );
  });

  it("refuses a mistake beside its field, keeping what was typed", async () => {
    const { post, stored } = await page("reserved");
    expect(refused(await post({ change: "email", email: "anna(at)example.se" }))).toEqual({
      status: 400,
      kind: "email",
      error: "change.error.fields",
      errors: { email: "checkout.error.email" },
      values: { email: "anna(at)example.se" },
    });
    expect(refused(await post({ change: "telefon" }))).toMatchObject({
      status: 400,
      kind: undefined,
      error: "change.error.unknown",
    });
    expect((await stored()).email).toBe("anna@example.se");
  });

  it("changes a paid order only with a confirmation the provider accepts", async () => {
    const { post, stored, mailer } = await page("paid");
    expect(refused(await post(NEW_ADDRESS))).toMatchObject({
      status: 403,
      kind: "address",
      error: "change.error.unconfirmed",
      confirmation: "confirmation_missing",
    });
    // A token the provider cannot vouch for, being down.
    const token = "t".repeat(43);
    expect(refused(await post({ ...NEW_ADDRESS, confirmation: token }))).toMatchObject({
      status: 403,
      error: "change.error.unconfirmed",
      confirmation: "confirmation_unavailable",
    });
    expect((await stored()).shipping.street).toBe("Storgatan 1");
    expect(mailer.outbox()).toEqual([]);
  });

  it("says when it is too late, and refuses a post from another site", async () => {
    const { post, stored } = await page("packed");
    expect(refused(await post(NEW_ADDRESS))).toMatchObject({
      status: 409,
      error: "change.error.closed",
    });
    expect(refused(await post(NEW_ADDRESS, { site: "cross-site" }))).toMatchObject({
      status: 403,
      error: "change.error.elsewhere",
    });
    expect((await stored()).shipping.street).toBe("Storgatan 1");
  });
});
