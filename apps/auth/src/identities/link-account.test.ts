// The linking rules of ./link-account.ts (docs/decisions/0033) over the real stores, on SQLite
// and PostgreSQL: who a provider's account becomes, and which redirect error code it ends in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestClock } from "../../test/test-clock.ts";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { createEmailStore } from "../users/email-store.ts";
import { createUserStore } from "../users/user-store.ts";
import { createIdentityStore } from "./identity-store.ts";
import {
  connectAccount,
  linkAccount,
  type LinkRules,
  type LinkStores,
  type ProviderAccount,
} from "./link-account.ts";

const RULES: LinkRules = {
  allowLinking: true,
  allowSignup: true,
  requireVerification: true,
  emailLimit: 5,
  isFlow: true,
};

describe.each(dialectCases())("linkAccount on $dialect", ({ dialect, skipReason }) => {
  let test: TestDatabase | undefined;
  let stores: LinkStores;
  const clock = createTestClock("2026-03-01T10:00:00.000Z");

  beforeAll(async () => {
    if (skipReason) return;
    test = await openTestDatabase(dialect);
    const { db } = test.database;
    stores = {
      users: createUserStore(db, clock),
      emails: createEmailStore(db, clock),
      identities: createIdentityStore(db, clock),
    };
  });
  afterAll(() => test?.close());
  beforeEach((ctx) => {
    if (skipReason) ctx.skip(skipReason);
  });

  let counter = 0;
  /** A fresh subject and address, so that the cases share one database without meeting. */
  function account(overrides: Partial<ProviderAccount> = {}): ProviderAccount {
    counter += 1;
    return {
      providerId: "google",
      subject: `subject-${counter}-${crypto.randomUUID()}`,
      email: `person-${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      emailVerified: true,
      data: { source: "test" },
      ...overrides,
    };
  }

  async function existingUser(address: string, verified = true): Promise<string> {
    const id = crypto.randomUUID();
    const created = await stores.users.create({ id, email: { address, verified } });
    if (!created.ok) throw new Error(`existingUser: ${created.conflict}`);
    return id;
  }

  const identityOf = (providerId: string, subject: string) =>
    stores.identities.find(providerId, subject);

  describe("an unknown identity with an unknown address", () => {
    it("signs up: a new user with the provider's verified address, and the identity", async () => {
      const provider = account({ email: " New.Person@Example.COM " });
      const result = await linkAccount(stores, provider, RULES);
      expect(result).toMatchObject({
        ok: true,
        account: { userCreated: true, emailVerified: true },
      });
      if (!result.ok) return;
      const emails = await stores.users.emails(result.account.userId);
      expect(emails).toMatchObject([
        { address: "new.person@example.com", verified: true, primary: true },
      ]);
      const identity = await identityOf("google", provider.subject);
      expect(identity).toMatchObject({
        id: result.account.identityId,
        user_id: result.account.userId,
        email_id: emails[0]!.id,
      });
      expect(JSON.parse(identity!.data)).toEqual({ source: "test" });
    });

    it("signs up without an address when the provider gives none", async () => {
      const provider = account({ email: undefined, emailVerified: false });
      const result = await linkAccount(stores, provider, { ...RULES, isFlow: false });
      expect(result).toMatchObject({
        ok: true,
        account: { userCreated: true, emailVerified: true },
      });
      if (!result.ok) return;
      expect(await stores.users.emails(result.account.userId)).toEqual([]);
      expect((await identityOf("google", provider.subject))?.email_id).toBeNull();
    });

    it("in a flow, signs up with an unverified address that the flow must still prove", async () => {
      const provider = account({ emailVerified: false });
      const result = await linkAccount(stores, provider, RULES);
      expect(result).toMatchObject({
        ok: true,
        account: { userCreated: true, emailVerified: false },
      });
      if (!result.ok) return;
      expect(await stores.users.emails(result.account.userId)).toMatchObject([{ verified: false }]);
    });

    it("outside a flow, refuses an unverified address: nothing could prove it", async () => {
      const provider = account({ emailVerified: false });
      expect(await linkAccount(stores, provider, { ...RULES, isFlow: false })).toEqual({
        ok: false,
        code: "unverified_email",
      });
      expect(await identityOf("google", provider.subject)).toBeUndefined();
      expect(await stores.users.findByEmail(provider.email!)).toBeUndefined();
    });

    it("takes an unverified address as it is when verification is not required", async () => {
      const provider = account({ emailVerified: false });
      const result = await linkAccount(stores, provider, {
        ...RULES,
        isFlow: false,
        requireVerification: false,
      });
      expect(result).toMatchObject({
        ok: true,
        account: { userCreated: true, emailVerified: true },
      });
    });

    it("is signup_disabled when sign-up is off, and creates nothing", async () => {
      const provider = account();
      expect(await linkAccount(stores, provider, { ...RULES, allowSignup: false })).toEqual({
        ok: false,
        code: "signup_disabled",
      });
      expect(await identityOf("google", provider.subject)).toBeUndefined();
    });
  });

  describe("an unknown identity whose address has an account", () => {
    it("links to that account when the provider allows it and vouches for the address", async () => {
      const provider = account();
      const ownerId = await existingUser(provider.email!);
      const result = await linkAccount(stores, provider, RULES);
      expect(result).toMatchObject({
        ok: true,
        account: { userId: ownerId, userCreated: false, emailVerified: true },
      });
      const [email] = await stores.users.emails(ownerId);
      expect(await identityOf("google", provider.subject)).toMatchObject({
        user_id: ownerId,
        email_id: email!.id,
      });
    });

    it("matches the address whatever its case", async () => {
      const provider = account();
      const ownerId = await existingUser(provider.email!);
      const shouted = { ...provider, email: provider.email!.toUpperCase() };
      expect(await linkAccount(stores, shouted, RULES)).toMatchObject({
        ok: true,
        account: { userId: ownerId },
      });
    });

    it("is user_conflict when the provider does not allow linking, and links nothing", async () => {
      const provider = account();
      await existingUser(provider.email!);
      expect(await linkAccount(stores, provider, { ...RULES, allowLinking: false })).toEqual({
        ok: false,
        code: "user_conflict",
      });
      expect(await identityOf("google", provider.subject)).toBeUndefined();
    });

    // Whoever controls an account at a provider can often set any address on it; an address
    // the provider has not verified proves nothing about who owns ours.
    it.each([
      ["in a flow, verification required", { isFlow: true, requireVerification: true }],
      ["in a flow, verification not required", { isFlow: true, requireVerification: false }],
      ["outside a flow, verification not required", { isFlow: false, requireVerification: false }],
      ["outside a flow, verification required", { isFlow: false, requireVerification: true }],
    ])("never links an address the provider has not verified (%s)", async (_name, rules) => {
      const provider = account({ emailVerified: false });
      const ownerId = await existingUser(provider.email!);
      expect(await linkAccount(stores, provider, { ...RULES, ...rules })).toEqual({
        ok: false,
        code: "unverified_email",
      });
      expect(await identityOf("google", provider.subject)).toBeUndefined();
      expect(await stores.identities.listOf(ownerId)).toEqual([]);
    });

    it("ignores an address another account merely added unverified (decision 0016)", async () => {
      const provider = account();
      const squatter = await existingUser(`squatter-${crypto.randomUUID()}@example.com`);
      expect(
        await stores.emails.add(squatter, provider.email!, { verified: false, limit: 5 }),
      ).toMatchObject({ ok: true });
      const result = await linkAccount(stores, provider, RULES);
      expect(result).toMatchObject({ ok: true, account: { userCreated: true } });
      if (!result.ok) return;
      expect(result.account.userId).not.toBe(squatter);
    });
  });

  describe("a known identity", () => {
    async function signedUp(provider: ProviderAccount) {
      const result = await linkAccount(stores, provider, RULES);
      if (!result.ok) throw new Error(`sign-up failed: ${result.code}`);
      return result.account;
    }

    it("signs its user in and keeps the provider's latest claims", async () => {
      const provider = account();
      const first = await signedUp(provider);
      const again = await linkAccount(stores, { ...provider, data: { source: "later" } }, RULES);
      expect(again).toEqual({
        ok: true,
        account: {
          userId: first.userId,
          identityId: first.identityId,
          userCreated: false,
          emailVerified: true,
        },
      });
      const identity = await identityOf("google", provider.subject);
      expect(JSON.parse(identity!.data)).toEqual({ source: "later" });
    });

    it("is told apart by provider: the same subject at another provider is another account", async () => {
      const provider = account();
      const first = await signedUp(provider);
      const elsewhere = await linkAccount(
        stores,
        { ...provider, providerId: "custom_other", email: undefined },
        RULES,
      );
      expect(elsewhere).toMatchObject({ ok: true, account: { userCreated: true } });
      if (!elsewhere.ok) return;
      expect(elsewhere.account.userId).not.toBe(first.userId);
    });

    it("adds a new verified address the provider now names to the user", async () => {
      const provider = account();
      const first = await signedUp(provider);
      const moved = { ...provider, email: `moved-${crypto.randomUUID()}@example.com` };
      expect(await linkAccount(stores, moved, RULES)).toMatchObject({
        ok: true,
        account: { userId: first.userId },
      });
      const emails = await stores.users.emails(first.userId);
      const added = emails.find((email) => email.address === moved.email);
      expect(added).toMatchObject({ verified: true, primary: false });
      expect((await identityOf("google", provider.subject))?.email_id).toBe(added!.id);
    });

    it("adds no address the provider has not verified, but still signs in by subject", async () => {
      const provider = account();
      const first = await signedUp(provider);
      const unverified = {
        ...provider,
        email: `unverified-${crypto.randomUUID()}@example.com`,
        emailVerified: false,
      };
      expect(await linkAccount(stores, unverified, RULES)).toMatchObject({
        ok: true,
        account: { userId: first.userId, emailVerified: true },
      });
      expect(await stores.users.emails(first.userId)).toHaveLength(1);
      expect((await identityOf("google", provider.subject))?.email_id).toBeNull();
    });

    it("is email_maxnum when the user is at the limit of addresses", async () => {
      const provider = account();
      const first = await signedUp(provider);
      await stores.emails.add(first.userId, `second-${crypto.randomUUID()}@example.com`, {
        verified: true,
        limit: 5,
      });
      const moved = { ...provider, email: `third-${crypto.randomUUID()}@example.com` };
      expect(await linkAccount(stores, moved, { ...RULES, emailLimit: 2 })).toEqual({
        ok: false,
        code: "email_maxnum",
      });
    });

    it("is multiple_accounts when the address it now names belongs to another account", async () => {
      const provider = account();
      await signedUp(provider);
      const otherAddress = `other-${crypto.randomUUID()}@example.com`;
      await existingUser(otherAddress);
      expect(await linkAccount(stores, { ...provider, email: otherAddress }, RULES)).toEqual({
        ok: false,
        code: "multiple_accounts",
      });
    });

    it("asks the flow to prove an unverified address of the user's own", async () => {
      const provider = account({ emailVerified: false });
      const first = await signedUp(provider);
      expect(first.emailVerified).toBe(false);
      expect(await linkAccount(stores, provider, RULES)).toMatchObject({
        ok: true,
        account: { userId: first.userId, emailVerified: false },
      });
    });
  });

  describe("connectAccount: connecting from the profile", () => {
    it("links the identity to the signed-in user, whatever address the provider names", async () => {
      const userId = await existingUser(`me-${crypto.randomUUID()}@example.com`);
      const provider = account();
      const result = await connectAccount(stores, provider, userId);
      expect(result).toMatchObject({
        ok: true,
        account: { userId, userCreated: false, emailVerified: true },
      });
      expect(await identityOf("google", provider.subject)).toMatchObject({
        user_id: userId,
        email_id: null,
      });
    });

    it("names the user's own address when the provider gives it", async () => {
      const address = `mine-${crypto.randomUUID()}@example.com`;
      const userId = await existingUser(address);
      const provider = account({ email: address });
      await connectAccount(stores, provider, userId);
      const [email] = await stores.users.emails(userId);
      expect((await identityOf("google", provider.subject))?.email_id).toBe(email!.id);
    });

    it("connects again without complaint", async () => {
      const userId = await existingUser(`again-${crypto.randomUUID()}@example.com`);
      const provider = account();
      const first = await connectAccount(stores, provider, userId);
      const second = await connectAccount(stores, provider, userId);
      expect(second).toEqual(first);
    });

    it("is user_conflict when the identity belongs to someone else", async () => {
      const provider = account();
      const owner = await linkAccount(stores, provider, RULES);
      expect(owner.ok).toBe(true);
      const userId = await existingUser(`thief-${crypto.randomUUID()}@example.com`);
      expect(await connectAccount(stores, provider, userId)).toEqual({
        ok: false,
        code: "user_conflict",
      });
    });
  });
});
