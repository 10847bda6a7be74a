// Consent remembered per user and client (openid-grants.ts): the newest unexpired Grant the two
// share, found through the columns the model store writes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { createTestClock } from "../../test/test-clock.ts";
import { createOpenIdClients } from "./openid-clients.ts";
import { latestGrantId } from "./openid-grants.ts";
import { createModelStore } from "./openid-model-store.ts";

const START = "2031-07-01T09:00:00.000Z";
const clock = createTestClock(START);
let auth: TestAuth;
let models: ReturnType<typeof createModelStore>;

beforeAll(async () => {
  auth = await createTestAuth({}, { deps: { clock } });
  models = createModelStore(auth.deps.db, clock);
}, 30_000);

afterAll(async () => {
  await auth?.close();
});

beforeEach(() => clock.set(START));

async function newUser(): Promise<string> {
  const id = crypto.randomUUID();
  const result = await auth.deps.users.create({
    id,
    email: { address: `grant.${id}@example.se`, verified: true },
  });
  expect(result.ok).toBe(true);
  return id;
}

async function newClient(): Promise<string> {
  const clients = createOpenIdClients(auth.deps.db, auth.deps.secretBox, clock);
  const { client } = await clients.create({
    name: "Grants",
    type: "public",
    redirectUris: ["http://rp.example/cb"],
    postLogoutRedirectUris: [],
  });
  return client.clientId;
}

async function grant(accountId: string, clientId: string, seconds: number, model = "Grant") {
  const id = crypto.randomUUID();
  await models(model).upsert(id, { jti: id, accountId, clientId }, seconds);
  return id;
}

const now = () => clock.now();

describe("latestGrantId", () => {
  it("none: undefined", async () => {
    expect(await latestGrantId(auth.deps.db, await newUser(), await newClient(), now())).toBe(
      undefined,
    );
  });

  it("the grant expiring last, whatever order they were written in", async () => {
    const [user, client] = [await newUser(), await newClient()];
    const middle = await grant(user, client, 200);
    const newest = await grant(user, client, 300);
    await grant(user, client, 100);
    expect(await latestGrantId(auth.deps.db, user, client, now())).toBe(newest);
    expect(middle).not.toBe(newest);
  });

  it("the newest first written, then a shorter one: still the newest", async () => {
    const [user, client] = [await newUser(), await newClient()];
    const newest = await grant(user, client, 300);
    await grant(user, client, 200);
    expect(await latestGrantId(auth.deps.db, user, client, now())).toBe(newest);
  });

  it("ignores an expired grant, also one expiring exactly now", async () => {
    const [user, client] = [await newUser(), await newClient()];
    const id = await grant(user, client, 60);
    const at = new Date(Date.parse(START) + 60_000);
    expect(await latestGrantId(auth.deps.db, user, client, new Date(at.getTime() - 1))).toBe(id);
    expect(await latestGrantId(auth.deps.db, user, client, at)).toBeUndefined();
    expect(
      await latestGrantId(auth.deps.db, user, client, new Date(at.getTime() + 1)),
    ).toBeUndefined();
  });

  it("ignores grants of another client or another account", async () => {
    const [user, other, client, otherClient] = [
      await newUser(),
      await newUser(),
      await newClient(),
      await newClient(),
    ];
    await grant(user, otherClient, 500);
    await grant(other, client, 500);
    const mine = await grant(user, client, 100);
    expect(await latestGrantId(auth.deps.db, user, client, now())).toBe(mine);
    expect(await latestGrantId(auth.deps.db, other, otherClient, now())).toBeUndefined();
  });

  it("ignores other models with the same account and client", async () => {
    const [user, client] = [await newUser(), await newClient()];
    await grant(user, client, 900, "AccessToken");
    await grant(user, client, 900, "RefreshToken");
    const id = await grant(user, client, 100);
    expect(await latestGrantId(auth.deps.db, user, client, now())).toBe(id);
  });

  it("ignores a grant without an expiry (never written by the provider)", async () => {
    const [user, client] = [await newUser(), await newClient()];
    const id = crypto.randomUUID();
    await models("Grant").upsert(id, { accountId: user, clientId: client });
    expect(await latestGrantId(auth.deps.db, user, client, now())).toBeUndefined();
  });

  it("without `now`, the real time", async () => {
    const [user, client] = [await newUser(), await newClient()];
    // Written by a clock a year in the past: expired a long time ago in real time.
    clock.set(new Date(Date.now() - 365 * 24 * 3600 * 1000));
    await grant(user, client, 3600);
    expect(await latestGrantId(auth.deps.db, user, client)).toBeUndefined();
    // Written now for an hour: alive in real time.
    clock.set(new Date());
    const alive = await grant(user, client, 3600);
    expect(await latestGrantId(auth.deps.db, user, client)).toBe(alive);
  });
});
