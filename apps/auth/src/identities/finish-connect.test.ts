// The end of a connect's callback (./finish-connect.ts), on SQLite and PostgreSQL: the account
// is held for the profile, never linked; another user's identity is user_conflict.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn } from "../../test/sign-in.ts";
import { dialectCases } from "../../test/test-database.ts";
import { finishConnect } from "./finish-connect.ts";
import { createIdentityStore } from "./identity-store.ts";
import type { ProviderAccount } from "./link-account.ts";
import { createPendingConnectionStore } from "./pending-connections.ts";

const BACK = "https://shop.example.test/account?tab=providers";

describe.each(dialectCases())("finishConnect on $dialect", ({ dialect, skipReason }) => {
  let auth: TestAuth;
  beforeAll(async () => {
    if (skipReason) return;
    auth = await createTestAuth({}, { dialect, redis: false });
  });
  afterAll(() => auth?.close());
  beforeEach((ctx) => {
    if (skipReason) ctx.skip(skipReason);
  });

  const identities = () => createIdentityStore(auth.deps.db, auth.deps.clock);
  const account = (subject = crypto.randomUUID()): ProviderAccount => ({
    providerId: "google",
    subject,
    email: `${subject}@example.test`,
    emailVerified: true,
    data: { sub: subject },
  });
  const heldBy = (location: string) =>
    createPendingConnectionStore(auth.deps.db, auth.deps.clock).take(
      new URL(location).searchParams.get("hanko_token") ?? "",
      undefined,
    );

  it("holds a new account for the user's flow and links nothing", async () => {
    const { userId } = await signIn(auth);
    const provider = account();
    const input = { account: provider, userId, flowId: "flow-1", codeVerifier: undefined };
    const finished = await finishConnect(auth.deps, { ...input, redirectTo: BACK });
    expect(finished).toMatchObject({ ok: true, userId });
    const location = new URL(finished.location);
    expect(`${location.origin}${location.pathname}`).toBe("https://shop.example.test/account");
    expect(location.searchParams.get("tab")).toBe("providers");
    expect(await identities().find("google", provider.subject)).toBeUndefined();
    expect(await identities().listOf(userId)).toEqual([]);
    expect(await heldBy(finished.location)).toStrictEqual({
      userId,
      flowId: "flow-1",
      verifier: "none",
      account: provider,
    });
  });

  it("holds an identity the user already has (connecting again is harmless)", async () => {
    const { userId } = await signIn(auth);
    const provider = account();
    await identities().create({ userId, emailId: null, ...provider, data: provider.data });
    const finished = await finishConnect(auth.deps, {
      account: provider,
      userId,
      flowId: "flow-2",
      codeVerifier: undefined,
      redirectTo: BACK,
    });
    expect(finished.ok).toBe(true);
    expect(await heldBy(finished.location)).toMatchObject({ userId, flowId: "flow-2" });
  });

  it("is user_conflict for another user's identity, and holds nothing", async () => {
    const owner = await signIn(auth);
    const thief = await signIn(auth);
    const provider = account();
    await identities().create({
      userId: owner.userId,
      emailId: null,
      ...provider,
      data: provider.data,
    });
    const before = await auth.deps.db.selectFrom("pending_connections").selectAll().execute();
    const finished = await finishConnect(auth.deps, {
      account: provider,
      userId: thief.userId,
      flowId: "flow-3",
      codeVerifier: undefined,
      redirectTo: BACK,
    });
    expect(finished).toMatchObject({ ok: false, code: "user_conflict" });
    const location = new URL(finished.location);
    expect(location.searchParams.get("error")).toBe("user_conflict");
    expect(location.searchParams.has("hanko_token")).toBe(false);
    expect(await auth.deps.db.selectFrom("pending_connections").selectAll().execute()).toEqual(
      before,
    );
    expect(await identities().find("google", provider.subject)).toMatchObject({
      user_id: owner.userId,
    });
  });
});
