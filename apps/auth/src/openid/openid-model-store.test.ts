// The database adapter oidc-provider keeps its records through (openid-model-store.ts): one row
// per model and id, read back only while unexpired, with the account and client columns that
// carry the foreign keys written only for the models whose ids are real rows.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { createTestClock } from "../../test/test-clock.ts";
import { createOpenIdClients } from "./openid-clients.ts";
import { createModelStore, deleteExpiredModels } from "./openid-model-store.ts";

const START = "2030-03-01T10:00:00.250Z";
const clock = createTestClock(START);
let auth: TestAuth;
let models: ReturnType<typeof createModelStore>;
let userId: string;
let clientId: string;

beforeAll(async () => {
  auth = await createTestAuth({}, { deps: { clock } });
  models = createModelStore(auth.deps.db, clock);
  userId = crypto.randomUUID();
  const created = await auth.deps.users.create({
    id: userId,
    email: { address: `modell.${Date.now()}@example.se`, verified: true },
  });
  expect(created.ok).toBe(true);
  const clients = createOpenIdClients(auth.deps.db, auth.deps.secretBox, clock);
  clientId = (
    await clients.create({
      name: "Modelltest",
      type: "public",
      redirectUris: ["http://rp.example/cb"],
      postLogoutRedirectUris: [],
    })
  ).client.clientId;
}, 30_000);

afterAll(async () => {
  await auth?.close();
});

beforeEach(() => clock.set(START));

const id = () => crypto.randomUUID();

function row(model: string, rowId: string) {
  return auth.deps.db
    .selectFrom("openid_models")
    .selectAll()
    .where("model", "=", model)
    .where("id", "=", rowId)
    .executeTakeFirst();
}

describe("upsert and find", () => {
  it("inserts a row with its payload, grant, uid and expiry", async () => {
    const key = id();
    const payload = { jti: key, grantId: "g-1", uid: "u-1", kind: "AccessToken" };
    await models("AccessToken").upsert(key, payload, 60);
    expect(await models("AccessToken").find(key)).toEqual(payload);
    expect(await row("AccessToken", key)).toEqual({
      model: "AccessToken",
      id: key,
      payload: JSON.stringify(payload),
      grant_id: "g-1",
      uid: "u-1",
      account_id: null,
      client_id: null,
      expires_at: "2030-03-01T10:01:00.250Z",
      consumed_at: null,
    });
  });

  it("updates the same model and id in place: payload, columns and expiry replaced", async () => {
    const key = id();
    const store = models("Session");
    await store.upsert(key, { uid: "first", grantId: "g-a", accountId: userId }, 60);
    clock.advance(10_000);
    await store.upsert(key, { uid: "second", n: 2 }, 120);
    expect(await store.find(key)).toEqual({ uid: "second", n: 2 });
    expect(await row("Session", key)).toMatchObject({
      uid: "second",
      grant_id: null,
      account_id: null,
      expires_at: "2030-03-01T10:02:10.250Z",
    });
    const count = await auth.deps.db
      .selectFrom("openid_models")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("id", "=", key)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("an upsert keeps a consumed mark (only the listed columns are updated)", async () => {
    const key = id();
    const store = models("AuthorizationCode");
    await store.upsert(key, { a: 1 }, 60);
    await store.consume(key);
    await store.upsert(key, { a: 2 }, 60);
    expect(await store.find(key)).toEqual({ a: 2, consumed: Math.floor(Date.parse(START) / 1000) });
  });

  it("without expiresIn the row never expires", async () => {
    const key = id();
    await models("Grant").upsert(key, { jti: key });
    expect((await row("Grant", key))?.expires_at).toBeNull();
    clock.set("2999-01-01T00:00:00.000Z");
    expect(await models("Grant").find(key)).toEqual({ jti: key });
  });

  it("reads as missing exactly at expires_at and after, found a millisecond before", async () => {
    const key = id();
    const store = models("AccessToken");
    await store.upsert(key, { jti: key }, 30);
    clock.advance(30_000 - 1);
    expect(await store.find(key)).toEqual({ jti: key });
    clock.advance(1);
    expect(await store.find(key)).toBeUndefined();
    clock.advance(1);
    expect(await store.find(key)).toBeUndefined();
    // Still in the table until the cleanup: only reads hide it.
    expect(await row("AccessToken", key)).toBeDefined();
  });

  it("an expiry of zero seconds reads as missing at once", async () => {
    const key = id();
    await models("AccessToken").upsert(key, { jti: key }, 0);
    expect(await models("AccessToken").find(key)).toBeUndefined();
  });

  it("finds only within its own model", async () => {
    const key = id();
    await models("AccessToken").upsert(key, { jti: key }, 60);
    expect(await models("RefreshToken").find(key)).toBeUndefined();
    expect(await models("AccessToken").find(id())).toBeUndefined();
  });

  it("the same id in two models is two rows", async () => {
    const key = id();
    await models("AccessToken").upsert(key, { which: "at" }, 60);
    await models("RefreshToken").upsert(key, { which: "rt" }, 60);
    expect(await models("AccessToken").find(key)).toEqual({ which: "at" });
    expect(await models("RefreshToken").find(key)).toEqual({ which: "rt" });
  });
});

describe("findByUid and findByUserCode", () => {
  it("finds by uid within the model while unexpired", async () => {
    const key = id();
    const uid = id();
    const store = models("Session");
    await store.upsert(key, { uid, jti: key }, 10);
    expect(await store.findByUid(uid)).toEqual({ uid, jti: key });
    expect(await models("Interaction").findByUid(uid)).toBeUndefined();
    expect(await store.findByUid(id())).toBeUndefined();
    clock.advance(10_000);
    expect(await store.findByUid(uid)).toBeUndefined();
  });

  it("findByUid carries the consumed mark too", async () => {
    const key = id();
    const uid = id();
    await models("Session").upsert(key, { uid }, 60);
    await models("Session").consume(key);
    expect(await models("Session").findByUid(uid)).toEqual({
      uid,
      consumed: Math.floor(Date.parse(START) / 1000),
    });
  });

  it("findByUserCode finds nothing (no device flow)", async () => {
    const key = id();
    await models("DeviceCode").upsert(key, { userCode: "ABCD" }, 60);
    expect(await models("DeviceCode").findByUserCode("ABCD")).toBeUndefined();
  });
});

describe("consume", () => {
  it("marks the row consumed, read back as whole seconds of the clock", async () => {
    const key = id();
    const store = models("AuthorizationCode");
    await store.upsert(key, { jti: key }, 60);
    expect(await store.find(key)).not.toHaveProperty("consumed");
    clock.set("2030-03-01T10:00:05.999Z");
    await store.consume(key);
    const seconds = Math.floor(Date.parse("2030-03-01T10:00:05.999Z") / 1000);
    expect(await store.find(key)).toEqual({ jti: key, consumed: seconds });
    expect((await row("AuthorizationCode", key))?.consumed_at).toBe("2030-03-01T10:00:05.999Z");
  });

  it("consumes only the model and id named", async () => {
    const key = id();
    const other = id();
    await models("AuthorizationCode").upsert(key, {}, 60);
    await models("RefreshToken").upsert(key, {}, 60);
    await models("AuthorizationCode").upsert(other, {}, 60);
    await models("AuthorizationCode").consume(key);
    expect((await row("RefreshToken", key))?.consumed_at).toBeNull();
    expect((await row("AuthorizationCode", other))?.consumed_at).toBeNull();
    expect(await models("RefreshToken").find(key)).toEqual({});
  });
});

describe("destroy", () => {
  it("removes the model's row only", async () => {
    const key = id();
    const other = id();
    await models("AccessToken").upsert(key, {}, 60);
    await models("RefreshToken").upsert(key, {}, 60);
    await models("AccessToken").upsert(other, {}, 60);
    await models("AccessToken").destroy(key);
    expect(await row("AccessToken", key)).toBeUndefined();
    expect(await row("RefreshToken", key)).toBeDefined();
    expect(await row("AccessToken", other)).toBeDefined();
  });
});

describe("revokeByGrantId", () => {
  it("removes every record of the grant, whatever model asks, and the Grant itself", async () => {
    const grantId = id();
    const otherGrant = id();
    const codes = [id(), id(), id()];
    await models("Grant").upsert(grantId, { jti: grantId, accountId: userId, clientId }, 600);
    await models("AuthorizationCode").upsert(codes[0] ?? "", { grantId }, 60);
    await models("AccessToken").upsert(codes[1] ?? "", { grantId }, 60);
    await models("RefreshToken").upsert(codes[2] ?? "", { grantId }, 60);
    // Kept: another grant's records and that grant, and a non-Grant row with the grant's id.
    await models("Grant").upsert(otherGrant, { jti: otherGrant }, 600);
    const otherToken = id();
    await models("AccessToken").upsert(otherToken, { grantId: otherGrant }, 60);
    await models("Session").upsert(grantId, { jti: "a session" }, 60);

    await models("AccessToken").revokeByGrantId(grantId);

    expect(await row("Grant", grantId)).toBeUndefined();
    expect(await row("AuthorizationCode", codes[0] ?? "")).toBeUndefined();
    expect(await row("AccessToken", codes[1] ?? "")).toBeUndefined();
    expect(await row("RefreshToken", codes[2] ?? "")).toBeUndefined();
    expect(await row("Grant", otherGrant)).toBeDefined();
    expect(await row("AccessToken", otherToken)).toBeDefined();
    expect(await row("Session", grantId)).toBeDefined();
  });

  it("also removes the grant's expired records", async () => {
    const grantId = id();
    const token = id();
    await models("AccessToken").upsert(token, { grantId }, 1);
    clock.advance(5_000);
    await models("RefreshToken").revokeByGrantId(grantId);
    expect(await row("AccessToken", token)).toBeUndefined();
  });
});

describe("the account and client columns", () => {
  const both = { accountId: "", clientId: "" };
  beforeAll(() => {
    both.accountId = userId;
    both.clientId = clientId;
  });

  it("Interaction writes neither, whatever its payload holds", async () => {
    const key = id();
    await models("Interaction").upsert(key, { ...both }, 60);
    expect(await row("Interaction", key)).toMatchObject({ account_id: null, client_id: null });
  });

  it("Session writes the account only", async () => {
    const key = id();
    await models("Session").upsert(key, { ...both }, 60);
    expect(await row("Session", key)).toMatchObject({ account_id: userId, client_id: null });
  });

  it.each(["Grant", "AccessToken", "AuthorizationCode", "RefreshToken"])(
    "%s writes both",
    async (model) => {
      const key = id();
      await models(model).upsert(key, { ...both }, 60);
      expect(await row(model, key)).toMatchObject({ account_id: userId, client_id: clientId });
    },
  );

  it("a payload without them writes nulls", async () => {
    const key = id();
    await models("Grant").upsert(key, { jti: key }, 60);
    expect(await row("Grant", key)).toMatchObject({
      account_id: null,
      client_id: null,
      grant_id: null,
      uid: null,
    });
  });

  it("the columns are foreign keys: an unknown account is refused", async () => {
    await expect(
      models("Grant").upsert(id(), { accountId: crypto.randomUUID() }, 60),
    ).rejects.toThrow();
  });
});

describe("deleteExpiredModels", () => {
  it("deletes the rows expired at or before now, counts them, keeps the rest", async () => {
    // Before everything the other tests write (2030), so that the count is this test's own.
    clock.set("2020-01-01T00:00:00.000Z");
    const [gone1, gone2, stays, never] = [id(), id(), id(), id()];
    await models("AccessToken").upsert(gone1, {}, 10);
    await models("RefreshToken").upsert(gone2, {}, 20);
    await models("AccessToken").upsert(stays, {}, 21);
    await models("Grant").upsert(never, {});
    // now = 20 s later: the one expiring exactly now goes as well.
    const count = await deleteExpiredModels(auth.deps.db, new Date("2020-01-01T00:00:20.000Z"));
    expect(count).toBe(2);
    expect(await row("AccessToken", gone1)).toBeUndefined();
    expect(await row("RefreshToken", gone2)).toBeUndefined();
    expect(await row("AccessToken", stays)).toBeDefined();
    expect(await row("Grant", never)).toBeDefined();
    expect(await deleteExpiredModels(auth.deps.db, new Date("2020-01-01T00:00:20.000Z"))).toBe(0);
  });
});
