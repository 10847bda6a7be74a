// Giving an admin role is confirmed (docs/decisions/0070), against the real auth server on a
// port: no token, a token for another address or role, or one already used gives nobody a role
// and writes nothing in the change log; a token the owner got for exactly this address and role
// (by mailed code) gives it, once. The command line needs none.
import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { confirmationClient } from "../../../../auth/src/confirmations/testing/confirmation-client.ts";
import { createTestAuth, type TestAuth } from "../../../../auth/test/create-test-auth.ts";
import { signIn } from "../../../../auth/test/sign-in.ts";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { staffRoleAction } from "../../../domain/admin/staff-role-action.ts";
import { createShopAuth } from "../../auth/create-shop-auth.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { createStaffDirectory } from "./staff-directory.ts";

const running: { auth: TestAuth; server: ServerType }[] = [];
afterEach(async () => {
  for (const { auth, server } of running.splice(0)) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await auth.close();
  }
});

async function provider() {
  const auth = await createTestAuth({ SESSION_LIFETIME: "3600" });
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

describe.each(dialects())("confirmed staff roles on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function admin() {
    const { db } = await databases.open();
    const { auth, shopAuth } = await provider();
    const owner = await signIn(auth, { address: "agare@kretsbutiken.se" });
    const actor = { email: owner.address, userId: owner.userId };
    const staff = createStaffDirectory(db, {
      owners: [owner.address],
      audit: createAuditLog(db),
    });
    const client = confirmationClient(auth, owner);
    /** A token the owner got by confirming `request` with the code mailed to them. */
    async function confirmed(request: unknown): Promise<string> {
      const { id } = await client.open(request);
      const mail = await auth.smtp.nextMail(owner.address);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
      return ((await (await client.passcode(id, { code })).json()) as { token: string }).token;
    }
    /** The owner's confirmation as the route hands it over: this session, this token. */
    const withToken = (token: string | undefined) => ({
      redeem: (request: Parameters<typeof shopAuth.redeemConfirmation>[2]) =>
        shopAuth.redeemConfirmation(owner.session.token, token, request),
    });
    const changes = () => db.selectFrom("audit_log").select(["action", "subject_id"]).execute();
    return { staff, actor, confirmed, withToken, changes, client };
  }

  const lena = { email: "lena@example.se", email_verified: true };
  const lenaSession = {
    userId: "u-lena",
    sessionId: "s-1",
    email: lena.email,
    emailVerified: true,
    username: undefined,
  };

  it.each([
    {
      name: "without a token",
      token: () => Promise.resolve(undefined),
      refusal: "confirmation_missing",
    },
    {
      name: "with a token for another address",
      token: (confirmed: (r: unknown) => Promise<string>) =>
        confirmed(staffRoleAction("mallory@example.se", "owner")),
      refusal: "confirmation_mismatch",
    },
    {
      name: "with a token for another role",
      token: (confirmed: (r: unknown) => Promise<string>) =>
        confirmed(staffRoleAction(lena.email, "staff")),
      refusal: "confirmation_mismatch",
    },
    {
      name: "with a token of another kind of action",
      token: (confirmed: (r: unknown) => Promise<string>) =>
        confirmed({ action: "account.delete", details: {} }),
      refusal: "confirmation_mismatch",
    },
  ])("gives no role $name", async ({ token, refusal }) => {
    const { staff, actor, confirmed, withToken, changes } = await admin();
    const result = await staff.grant(actor, lena.email, "owner", withToken(await token(confirmed)));
    expect(result).toEqual({ ok: false, reason: "unconfirmed", refusal });
    expect(await staff.roleOf(lenaSession)).toBeUndefined();
    expect(await changes()).toEqual([]);
  });

  it("gives the role confirmed for exactly this address, its letter case aside, once", async () => {
    const { staff, actor, confirmed, withToken, changes } = await admin();
    const token = await confirmed(staffRoleAction(" Lena@Example.se ", "owner"));
    expect(await staff.grant(actor, "LENA@example.se", "owner", withToken(token))).toEqual({
      ok: true,
    });
    expect(await staff.roleOf(lenaSession)).toBe("owner");
    expect(await changes()).toEqual([{ action: "staff.add", subject_id: lena.email }]);

    // The same token again, even for the same change: used.
    await staff.revoke(actor, lena.email);
    expect(await staff.grant(actor, lena.email, "owner", withToken(token))).toEqual({
      ok: false,
      reason: "unconfirmed",
      refusal: "confirmation_used",
    });
    expect(await staff.roleOf(lenaSession)).toBeUndefined();
  });

  it("does not use up a confirmation on an address it refuses anyway", async () => {
    const { staff, actor, confirmed, withToken, client } = await admin();
    const token = await confirmed(staffRoleAction(lena.email, "staff"));
    expect(await staff.grant(actor, "inte en adress", "staff", withToken(token))).toEqual({
      ok: false,
      reason: "invalid_email",
    });
    expect((await client.redeem(token, staffRoleAction(lena.email, "staff"))).status).toBe(200);
  });
});
