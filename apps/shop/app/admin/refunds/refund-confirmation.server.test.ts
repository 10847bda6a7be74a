// A refund form posted with a confirmation (docs/decisions/0070), against the real auth server
// on a port: a token the staff member got by mailed code for exactly this order and amount is
// redeemed with the session the form came with, once; a token for another order or amount,
// or a form without a session, is refused with the provider's reason; and a form that brings
// no token, or names no refund, confirms nothing and leaves the provider unasked, so a token
// it carried is still there to be used.
import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { confirmationClient } from "../../../../auth/src/confirmations/testing/confirmation-client.ts";
import { createTestAuth, type TestAuth } from "../../../../auth/test/create-test-auth.ts";
import { signIn } from "../../../../auth/test/sign-in.ts";
import { CONFIRMATION_FIELD } from "../../../domain/confirmations/risky-action.ts";
import {
  REFUND_AMOUNT_FIELD,
  REFUND_ORDER_FIELD,
  refundAction,
  type ConfirmedRefund,
} from "../../../domain/refunds/refund-confirmation.ts";
import { createShopAuth } from "../../../server/auth/create-shop-auth.ts";
import type { ShopServices } from "../../../server/shop-services.ts";
import { SESSION_COOKIE } from "../../../http/session-token.ts";
import { servicesContext } from "../../context/services-context.ts";
import { readRefundConfirmation } from "./refund-confirmation.server.ts";

const REQUEST_ID = "req-refund-1";
const REFUND: ConfirmedRefund = { order: "KB-1042", amount: 129_900 };

const running: { auth: TestAuth; server: ServerType }[] = [];
afterEach(async () => {
  for (const { auth, server } of running.splice(0)) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await auth.close();
  }
});

/** The auth server on a port, the shop's context that calls it, and what it was sent. */
async function provider() {
  const auth = await createTestAuth({ SESSION_LIFETIME: "3600" });
  /** The X-Request-Id of each call the auth server got. */
  const requestIds: (string | null)[] = [];
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve(
      {
        fetch: (request: Request, env: unknown) => {
          requestIds.push(request.headers.get("X-Request-Id"));
          return auth.app.fetch(request, env);
        },
        port: 0,
        hostname: "127.0.0.1",
      },
      () => resolve(s),
    );
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
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    auth: shopAuth,
    requestId: REQUEST_ID,
  } as unknown as ShopServices);

  const staff = await signIn(auth, { address: "lena@kretsbutiken.se" });
  const client = confirmationClient(auth, staff);
  /** A token the staff member got by confirming `request` with the code mailed to them. */
  async function confirmed(request: unknown): Promise<string> {
    const { id } = await client.open(request);
    const mail = await auth.smtp.nextMail(staff.address);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
    return ((await (await client.passcode(id, { code })).json()) as { token: string }).token;
  }
  return { auth, context, staff, client, confirmed, requestIds };
}

/** The refund form as the browser posts it, with the staff member's session cookie. */
function posted(session: string | undefined, fields: Record<string, string>) {
  const request = new Request("http://localhost:8000/admin/orders/KB-1042", {
    method: "POST",
    headers: session === undefined ? {} : { Cookie: `${SESSION_COOKIE}=${session}` },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return { request, form };
}

const refundFields = (token: string, refund: ConfirmedRefund = REFUND) => ({
  [CONFIRMATION_FIELD]: token,
  [REFUND_ORDER_FIELD]: refund.order,
  [REFUND_AMOUNT_FIELD]: String(refund.amount),
});

describe("reading a refund form's confirmation", () => {
  it("redeems a token for exactly this order and amount, with this request's id, once", async () => {
    const { context, staff, confirmed, requestIds } = await provider();
    const token = await confirmed(refundAction(REFUND));
    const { request, form } = posted(staff.session.token, refundFields(token));

    expect(await readRefundConfirmation(request, context, form)).toStrictEqual({
      confirmed: REFUND,
    });
    expect(requestIds).toEqual([REQUEST_ID]);

    // The same form again: the token is used.
    const again = posted(staff.session.token, refundFields(token));
    expect(await readRefundConfirmation(again.request, context, again.form)).toStrictEqual({
      confirmed: undefined,
      refusal: "confirmation_used",
    });
  });

  it.each([
    { name: "another amount", refund: { ...REFUND, amount: REFUND.amount + 100 } },
    { name: "another order", refund: { ...REFUND, order: "KB-1043" } },
  ])("refuses a token confirmed for $name", async ({ refund }) => {
    const { context, staff, confirmed } = await provider();
    const token = await confirmed(refundAction(refund));
    const { request, form } = posted(staff.session.token, refundFields(token));
    expect(await readRefundConfirmation(request, context, form)).toStrictEqual({
      confirmed: undefined,
      refusal: "confirmation_mismatch",
    });
  });

  it("refuses a form posted without a session, and leaves the token unused", async () => {
    const { context, confirmed, client, requestIds } = await provider();
    const token = await confirmed(refundAction(REFUND));
    const { request, form } = posted(undefined, refundFields(token));
    expect(await readRefundConfirmation(request, context, form)).toStrictEqual({
      confirmed: undefined,
      refusal: "confirmation_missing",
    });
    expect(requestIds).toEqual([]);
    expect((await client.redeem(token, refundAction(REFUND))).status).toBe(200);
  });

  it.each<{ name: string; fields: Record<string, string> }>([
    { name: "no token", fields: { [REFUND_ORDER_FIELD]: "KB-1042", [REFUND_AMOUNT_FIELD]: "1" } },
    {
      name: "an empty token",
      fields: {
        [CONFIRMATION_FIELD]: "",
        [REFUND_ORDER_FIELD]: "KB-1042",
        [REFUND_AMOUNT_FIELD]: "1",
      },
    },
  ])("confirms nothing, and refuses nothing, for a form with $name", async ({ fields }) => {
    const { context, staff, requestIds } = await provider();
    const { request, form } = posted(staff.session.token, fields);
    expect(await readRefundConfirmation(request, context, form)).toStrictEqual({
      confirmed: undefined,
    });
    expect(requestIds).toEqual([]);
  });

  it.each<{ name: string; refund: Record<string, string> }>([
    { name: "no order or amount", refund: {} },
    { name: "no amount", refund: { [REFUND_ORDER_FIELD]: "KB-1042" } },
    {
      name: "an amount that is not whole öre",
      refund: { [REFUND_ORDER_FIELD]: "KB-1042", [REFUND_AMOUNT_FIELD]: "1299.00" },
    },
  ])(
    "confirms nothing for a token that comes with $name, and leaves it unused",
    async ({ refund }) => {
      const { context, staff, confirmed, client, requestIds } = await provider();
      const token = await confirmed(refundAction(REFUND));
      const { request, form } = posted(staff.session.token, {
        [CONFIRMATION_FIELD]: token,
        ...refund,
      });
      expect(await readRefundConfirmation(request, context, form)).toStrictEqual({
        confirmed: undefined,
      });
      expect(requestIds).toEqual([]);
      expect((await client.redeem(token, refundAction(REFUND))).status).toBe(200);
    },
  );
});
