import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn, type SignedInUser } from "../../test/sign-in.ts";

type LegacyEmail = { id: string; address: string; is_verified: boolean; is_primary: boolean };

describe("email routes (Appendix A)", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createTestAuth({ EMAIL_LIMIT: "2" });
  });
  afterAll(() => auth.close());

  const list = async (user: SignedInUser) =>
    (await (await auth.request("/emails", { headers: user.auth })).json()) as LegacyEmail[];
  const add = (user: SignedInUser, address: unknown) =>
    auth.request("/emails", { method: "POST", headers: user.auth, json: { address } });

  it.each([
    { method: "GET", path: "/emails" },
    { method: "POST", path: "/emails" },
    { method: "POST", path: `/emails/${crypto.randomUUID()}/set_primary` },
    { method: "DELETE", path: `/emails/${crypto.randomUUID()}` },
  ])("answers $method $path 401 without a session", async ({ method, path }) => {
    const response = await auth.request(path, {
      method,
      ...(method === "POST" && { json: { address: "a@b.se" } }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: "Unauthorized" });
  });

  it("lists, adds, makes primary and deletes", async () => {
    const user = await signIn(auth);
    const [primary] = await list(user);
    expect(primary).toEqual({
      id: expect.any(String) as string,
      address: user.address,
      is_verified: true,
      is_primary: true,
    });

    const added = await add(user, "Second@Example.com");
    expect(added.status).toBe(200);
    const second = (await added.json()) as LegacyEmail;
    expect(second).toEqual({
      id: expect.any(String) as string,
      address: "second@example.com",
      is_verified: false,
      is_primary: false,
    });

    // Only a proven address can be primary (docs/decisions/0016).
    const makePrimary = () =>
      auth.request(`/emails/${second.id}/set_primary`, { method: "POST", headers: user.auth });
    expect((await makePrimary()).status).toBe(400);
    await auth.deps.users.verifyEmail(user.userId, second.address);
    expect((await makePrimary()).status).toBe(204);
    expect((await list(user)).find((e) => e.is_primary)?.id).toBe(second.id);

    const deleted = await auth.request(`/emails/${primary?.id}`, {
      method: "DELETE",
      headers: user.auth,
    });
    expect(deleted.status).toBe(204);
    expect((await list(user)).map((e) => e.id)).toEqual([second.id]);
  });

  it.each([
    {
      case: "at EMAIL_LIMIT",
      setup: (u: SignedInUser) => add(u, `extra-${u.userId}@example.com`),
      address: (u: SignedInUser) => `more-${u.userId}@example.com`,
      status: 409,
      message: "Conflict",
    },
    {
      case: "for an existing address",
      setup: async () => {},
      address: (u: SignedInUser) => u.address.toUpperCase(),
      status: 400,
      message: "Bad Request",
    },
    {
      case: "for a malformed address",
      setup: async () => {},
      address: () => "nope",
      status: 400,
      message: "Bad Request",
    },
    {
      case: "for a missing address",
      setup: async () => {},
      address: () => undefined,
      status: 400,
      message: "Bad Request",
    },
  ])("POST /emails answers $status $case", async ({ setup, address, status, message }) => {
    const user = await signIn(auth);
    await setup(user);
    const response = await add(user, address(user));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code: status, message });
  });

  it("DELETE /emails/{id} answers 409 for the primary address", async () => {
    const user = await signIn(auth);
    const [primary] = await list(user);
    const response = await auth.request(`/emails/${primary?.id}`, {
      method: "DELETE",
      headers: user.auth,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: 409, message: "Conflict" });
  });

  it.each([
    { case: "an unknown id", id: () => crypto.randomUUID(), status: 404 },
    { case: "a malformed id", id: () => "not-a-uuid", status: 400 },
  ])("answers $status for $case", async ({ id, status }) => {
    const user = await signIn(auth);
    const primary = await auth.request(`/emails/${id()}/set_primary`, {
      method: "POST",
      headers: user.auth,
    });
    const deleted = await auth.request(`/emails/${id()}`, { method: "DELETE", headers: user.auth });
    expect([primary.status, deleted.status]).toEqual([status, status]);
  });

  it("never touches another user's address", async () => {
    const owner = await signIn(auth);
    const [email] = await list(owner);
    const other = await signIn(auth);
    const response = await auth.request(`/emails/${email?.id}`, {
      method: "DELETE",
      headers: other.auth,
    });
    expect(response.status).toBe(404);
    expect(await list(owner)).toHaveLength(1);
  });
});
