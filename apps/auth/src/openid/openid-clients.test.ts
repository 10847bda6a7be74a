// The relying parties of "Logga in med Kretsbutiken" (openid-clients.ts): registered, changed,
// given a new secret and removed, and what oidc-provider is told about each.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { createTestClock } from "../../test/test-clock.ts";
import { createOpenIdClients, newClientSecret, type OpenIdClients } from "./openid-clients.ts";
import { createModelStore } from "./openid-model-store.ts";

const START = "2030-05-01T12:00:00.000Z";
const LATER = "2030-05-02T08:30:00.000Z";
const clock = createTestClock(START);
let auth: TestAuth;
let clients: OpenIdClients;

beforeAll(async () => {
  auth = await createTestAuth({}, { deps: { clock } });
  clients = createOpenIdClients(auth.deps.db, auth.deps.secretBox, clock);
}, 30_000);

afterAll(async () => {
  await auth?.close();
});

beforeEach(() => clock.set(START));

const confidential = {
  name: "Kundklubben",
  type: "confidential" as const,
  redirectUris: ["https://kund.example/cb", "https://kund.example/cb2"],
  postLogoutRedirectUris: ["https://kund.example/bye"],
};
const publicClient = {
  name: "Appen",
  type: "public" as const,
  redirectUris: ["https://app.example/cb"],
  postLogoutRedirectUris: [],
};

function row(clientId: string) {
  return auth.deps.db
    .selectFrom("openid_clients")
    .selectAll()
    .where("client_id", "=", clientId)
    .executeTakeFirstOrThrow();
}

describe("newClientSecret", () => {
  it("is 32 random bytes in base64url, different each time", () => {
    const secret = newClientSecret();
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(secret, "base64url")).toHaveLength(32);
    expect(newClientSecret()).not.toBe(secret);
  });
});

describe("create", () => {
  it("a confidential client: a secret in the answer, sealed in the table", async () => {
    const created = await clients.create(confidential);
    expect(created.secret).toMatch(/^[\w-]{43}$/);
    expect(created.client).toEqual({
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: "Kundklubben",
      type: "confidential",
      redirectUris: confidential.redirectUris,
      postLogoutRedirectUris: confidential.postLogoutRedirectUris,
      createdAt: START,
      updatedAt: START,
    });
    const stored = await row(created.client.clientId);
    expect(stored.client_secret).not.toBeNull();
    expect(stored.client_secret).not.toBe(created.secret);
    expect(stored.client_secret).not.toContain(created.secret);
    expect(auth.deps.secretBox.open(stored.client_secret ?? "")).toBe(created.secret);
    expect(stored.redirect_uris).toBe(JSON.stringify(confidential.redirectUris));
    expect(stored.post_logout_redirect_uris).toBe(
      JSON.stringify(confidential.postLogoutRedirectUris),
    );
    expect(await clients.get(created.client.clientId)).toEqual(created.client);
  });

  it("a public client: no secret at all", async () => {
    const created = await clients.create(publicClient);
    expect(created).not.toHaveProperty("secret");
    expect(created.client.type).toBe("public");
    expect((await row(created.client.clientId)).client_secret).toBeNull();
  });

  it("each client gets its own id and secret", async () => {
    const a = await clients.create(confidential);
    const b = await clients.create(confidential);
    expect(a.client.clientId).not.toBe(b.client.clientId);
    expect(a.secret).not.toBe(b.secret);
  });
});

describe("metadata", () => {
  it("a confidential client: the secret opened, client_secret_basic", async () => {
    const { client, secret } = await clients.create(confidential);
    expect(await clients.metadata(client.clientId)).toEqual({
      client_id: client.clientId,
      client_secret: secret,
      client_name: "Kundklubben",
      redirect_uris: confidential.redirectUris,
      post_logout_redirect_uris: confidential.postLogoutRedirectUris,
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    });
  });

  it("a public client: no client_secret key, auth method none", async () => {
    const { client } = await clients.create(publicClient);
    const metadata = await clients.metadata(client.clientId);
    expect(metadata).toEqual({
      client_id: client.clientId,
      client_name: "Appen",
      redirect_uris: publicClient.redirectUris,
      post_logout_redirect_uris: [],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    });
    expect(metadata).not.toHaveProperty("client_secret");
  });

  it("an unknown client: undefined", async () => {
    expect(await clients.metadata("no-such-client")).toBeUndefined();
    expect(await clients.get("no-such-client")).toBeUndefined();
  });
});

describe("list", () => {
  it("oldest first, then by id", async () => {
    clock.set("2001-01-02T00:00:00.000Z");
    const last = await clients.create({ ...publicClient, name: "Sist" });
    clock.set("2001-01-01T00:00:00.000Z");
    const sameTime: string[] = [];
    for (let n = 0; n < 5; n++) {
      sameTime.push(
        (await clients.create({ ...publicClient, name: `Samtidigt ${n}` })).client.clientId,
      );
    }
    const listed = (await clients.list()).filter((c) => c.createdAt.startsWith("2001-"));
    expect(listed.map((c) => c.clientId)).toEqual([...sameTime.sort(), last.client.clientId]);
  });
});

describe("update", () => {
  it("changes the name only, keeping the rest, and moves updatedAt", async () => {
    const { client } = await clients.create(confidential);
    clock.set(LATER);
    const updated = await clients.update(client.clientId, { name: "Nytt namn" });
    expect(updated).toEqual({ ...client, name: "Nytt namn", updatedAt: LATER });
    expect(await clients.get(client.clientId)).toEqual(updated);
  });

  it("changes the redirect URIs only", async () => {
    const { client } = await clients.create(confidential);
    const updated = await clients.update(client.clientId, {
      redirectUris: ["https://ny.example/cb"],
    });
    expect(updated).toEqual({ ...client, redirectUris: ["https://ny.example/cb"] });
    expect((await clients.metadata(client.clientId))?.redirect_uris).toEqual([
      "https://ny.example/cb",
    ]);
  });

  it("changes the post-logout URIs only, to none", async () => {
    const { client } = await clients.create(confidential);
    const updated = await clients.update(client.clientId, { postLogoutRedirectUris: [] });
    expect(updated).toEqual({ ...client, postLogoutRedirectUris: [] });
  });

  it("changes all three at once", async () => {
    const { client } = await clients.create(confidential);
    const change = {
      name: "Alla",
      redirectUris: ["https://a.example/cb"],
      postLogoutRedirectUris: ["https://a.example/bye"],
    };
    expect(await clients.update(client.clientId, change)).toEqual({ ...client, ...change });
  });

  it("an empty change still touches updatedAt", async () => {
    const { client } = await clients.create(publicClient);
    clock.set(LATER);
    expect(await clients.update(client.clientId, {})).toEqual({ ...client, updatedAt: LATER });
  });

  it("keeps the secret", async () => {
    const { client, secret } = await clients.create(confidential);
    await clients.update(client.clientId, { name: "Annat" });
    expect((await clients.metadata(client.clientId))?.client_secret).toBe(secret);
  });

  it("an unknown client: undefined", async () => {
    expect(await clients.update("no-such-client", { name: "x" })).toBeUndefined();
  });
});

describe("rotateSecret", () => {
  it("a confidential client: a new secret, the old one gone, updatedAt moved", async () => {
    const { client, secret } = await clients.create(confidential);
    clock.set(LATER);
    const rotated = await clients.rotateSecret(client.clientId);
    expect(rotated).toMatch(/^[\w-]{43}$/);
    expect(rotated).not.toBe(secret);
    expect((await clients.metadata(client.clientId))?.client_secret).toBe(rotated);
    const stored = await row(client.clientId);
    expect(stored.client_secret).not.toContain(rotated);
    expect(stored.updated_at).toBe(LATER);
    expect(stored.created_at).toBe(START);
  });

  it("a public client: undefined, and it stays public", async () => {
    const { client } = await clients.create(publicClient);
    clock.set(LATER);
    expect(await clients.rotateSecret(client.clientId)).toBeUndefined();
    const stored = await row(client.clientId);
    expect(stored.client_secret).toBeNull();
    expect(stored.updated_at).toBe(START);
    expect((await clients.metadata(client.clientId))?.token_endpoint_auth_method).toBe("none");
  });

  it("an unknown client: undefined", async () => {
    expect(await clients.rotateSecret("no-such-client")).toBeUndefined();
  });
});

describe("remove", () => {
  it("removes the client, then says false; its grants and tokens go by the foreign key", async () => {
    const { client } = await clients.create(confidential);
    const kept = await clients.create(confidential);
    const userId = crypto.randomUUID();
    const made = await auth.deps.users.create({
      id: userId,
      email: { address: `klient.${Date.now()}@example.se`, verified: true },
    });
    expect(made.ok).toBe(true);
    const models = createModelStore(auth.deps.db, clock);
    const grantId = crypto.randomUUID();
    const keptGrant = crypto.randomUUID();
    await models("Grant").upsert(grantId, { accountId: userId, clientId: client.clientId }, 600);
    await models("AccessToken").upsert(
      crypto.randomUUID(),
      { accountId: userId, clientId: client.clientId, grantId },
      60,
    );
    await models("Grant").upsert(
      keptGrant,
      { accountId: userId, clientId: kept.client.clientId },
      600,
    );
    const rowsOf = async (clientId: string) =>
      (
        await auth.deps.db
          .selectFrom("openid_models")
          .select("id")
          .where("client_id", "=", clientId)
          .execute()
      ).length;
    expect(await rowsOf(client.clientId)).toBe(2);

    expect(await clients.remove(client.clientId)).toBe(true);
    expect(await clients.metadata(client.clientId)).toBeUndefined();
    expect(await clients.get(client.clientId)).toBeUndefined();
    expect(await rowsOf(client.clientId)).toBe(0);
    expect(await models("Grant").find(grantId)).toBeUndefined();
    expect(await models("Grant").find(keptGrant)).toBeDefined();
    expect(await clients.metadata(kept.client.clientId)).toBeDefined();

    expect(await clients.remove(client.clientId)).toBe(false);
  });

  it("an unknown client: false", async () => {
    expect(await clients.remove("no-such-client")).toBe(false);
  });
});
