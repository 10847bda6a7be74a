// The confirmation routes' edges over HTTP: a session is required as /me requires it, bodies
// that break the contract are 400 (413 past 4 KiB, 415 not JSON) and never reach a 500, and
// opening and mailing are rate limited per user with Retry-After.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn, type SignedInUser } from "../../test/sign-in.ts";
import { actionHash } from "../confirmations/action-hash.ts";
import { REFUND, confirmationClient } from "../confirmations/testing/confirmation-client.ts";
import { registerPasskey } from "../confirmations/testing/register-passkey.ts";

describe("confirmation routes", () => {
  let auth: TestAuth;
  let user: SignedInUser;
  let openId: string;
  beforeAll(async () => {
    auth = await createTestAuth({ PASSKEYS_ENABLED: "true" });
    user = await signIn(auth);
    await registerPasskey(auth, user.userId);
    openId = (await confirmationClient(auth, user).open()).id;
  });
  afterAll(() => auth.close());

  const someId = crypto.randomUUID();
  it.each([
    "/confirmations",
    `/confirmations/${someId}/webauthn`,
    `/confirmations/${someId}/passcode`,
    "/confirmations/redeem",
  ])("answers POST %s 401 without a session, or with a bad one", async (path) => {
    const attempts: Record<string, string>[] = [{}, { Authorization: "Bearer not-a-session" }];
    const answers: unknown[] = [];
    for (const headers of attempts) {
      const response = await auth.request(path, { method: "POST", headers, json: REFUND });
      answers.push({ status: response.status, body: (await response.json()) as unknown });
    }
    const unauthorized = { status: 401, body: { code: 401, message: "Unauthorized" } };
    expect(answers).toEqual([unauthorized, unauthorized]);
  });

  it("takes the session cookie as well as the bearer token", async () => {
    const response = await auth.request("/confirmations", {
      method: "POST",
      headers: { Cookie: `${auth.config.session.cookie.name}=${user.session.token}` },
      json: REFUND,
    });
    expect(response.status).toBe(201);
  });

  const tooBig = { action: "order.refund", details: { note: "x".repeat(4 * 1024) } };
  const deep = JSON.parse(`${"[".repeat(40)}${"]".repeat(40)}`) as unknown;
  const cases: { name: string; path: () => string; body: unknown; status: number }[] = [
    { name: "no action", path: () => "/confirmations", body: { details: {} }, status: 400 },
    { name: "no details", path: () => "/confirmations", body: { action: "a" }, status: 400 },
    ...["", "Order.refund", "1order", "order-refund", "order refund", `a${"b".repeat(64)}`].map(
      (action) => ({
        name: `action ${JSON.stringify(action.slice(0, 12))}`,
        path: () => "/confirmations",
        body: { action, details: {} },
        status: 400,
      }),
    ),
    {
      name: "a numeric action",
      path: () => "/confirmations",
      body: { action: 7, details: {} },
      status: 400,
    },
    ...[null, [], "x", 1, true].map((details) => ({
      name: `details ${JSON.stringify(details)}`,
      path: () => "/confirmations",
      body: { action: "order.refund", details },
      status: 400,
    })),
    { name: "an array body", path: () => "/confirmations", body: [REFUND], status: 400 },
    { name: "a body over 4 KiB", path: () => "/confirmations", body: tooBig, status: 413 },
    {
      name: "too deep",
      path: () => "/confirmations",
      body: { action: "a", details: { deep } },
      status: 400,
    },
    {
      name: "webauthn: no assertion",
      path: () => `/confirmations/${openId}/webauthn`,
      body: {},
      status: 400,
    },
    {
      name: "webauthn: a string assertion",
      path: () => `/confirmations/${openId}/webauthn`,
      body: { assertion_response: "x" },
      status: 400,
    },
    {
      name: "passcode: a numeric code",
      path: () => `/confirmations/${openId}/passcode`,
      body: { code: 123456 },
      status: 400,
    },
    {
      name: "passcode: a long code",
      path: () => `/confirmations/${openId}/passcode`,
      body: { code: "1".repeat(33) },
      status: 400,
    },
    { name: "redeem: no token", path: () => "/confirmations/redeem", body: REFUND, status: 400 },
    {
      name: "redeem: bad action",
      path: () => "/confirmations/redeem",
      body: { token: "t", action: "X", details: {} },
      status: 400,
    },
    {
      name: "redeem: over 4 KiB",
      path: () => "/confirmations/redeem",
      body: { token: "t", ...tooBig },
      status: 413,
    },
  ];

  it.each(cases)("answers $name with $status", async ({ path, body, status }) => {
    const response = await confirmationClient(auth, user).post(path(), body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code: status });
  });

  it.each([
    { name: "not JSON", headers: { "Content-Type": "application/json" }, body: "{", status: 400 },
    {
      name: "not said to be JSON",
      headers: { "Content-Type": "text/plain" },
      body: "{}",
      status: 415,
    },
    {
      name: "with a number past a double (no hash)",
      headers: { "Content-Type": "application/json" },
      body: '{"action":"order.refund","details":{"amount":1e400}}',
      status: 400,
    },
  ])("answers a body $name with $status", async ({ headers, body, status }) => {
    const response = await auth.request("/confirmations", {
      method: "POST",
      headers: { ...user.auth, ...headers },
      body,
    });
    expect(response.status).toBe(status);
  });

  it("hashes details exactly as sent, an own __proto__ key included", async () => {
    const text = '{"action":"order.refund","details":{"__proto__":{"admin":true},"b":[1,2.50]}}';
    const response = await auth.request("/confirmations", {
      method: "POST",
      headers: { ...user.auth, "Content-Type": "application/json" },
      body: text,
    });
    expect(response.status).toBe(201);
    const parsed = JSON.parse(text) as { action: string; details: Record<string, unknown> };
    expect(await response.json()).toMatchObject({
      action_hash: actionHash(parsed.action, parsed.details),
    });
    expect(actionHash(parsed.action, parsed.details)).not.toBe(actionHash(parsed.action, {}));
  });

  it("answers no odd body on any route with a 5xx", async () => {
    const odd: string[] = [
      "null",
      "[]",
      '"x"',
      "0",
      "{}",
      '{"action":null,"details":null,"token":null,"code":null,"assertion_response":null}',
      '{"action":"a","details":{"x":1e400},"token":"' + "t".repeat(200) + '"}',
      '{"action":"a","details":{"\ud800":"\udfff"},"token":"t"}',
      '{"assertion_response":{"id":"x","response":{"clientDataJSON":"%%%"}},"code":"ä"}',
      '{"assertion_response":{"id":[],"rawId":{},"type":1,"response":null}}',
      '{"code":"123456","__proto__":{"code":"x"}}',
    ];
    const paths = [
      "/confirmations",
      `/confirmations/${openId}/webauthn`,
      `/confirmations/${openId}/passcode`,
      "/confirmations/redeem",
    ];
    const fresh = await signIn(auth);
    await registerPasskey(auth, fresh.userId);
    const client = confirmationClient(auth, fresh);
    const id = (await client.open()).id;
    const failures: string[] = [];
    let answered = 0;
    for (const path of paths) {
      for (const body of odd) {
        const response = await auth.request(path.replace(openId, id), {
          method: "POST",
          headers: { ...fresh.auth, "Content-Type": "application/json" },
          body,
        });
        answered += 1;
        if (response.status >= 500) failures.push(`${path} ${body}: ${response.status}`);
      }
    }
    expect(answered).toBe(paths.length * odd.length);
    expect(failures).toEqual([]);
  });

  it("answers garbage assertions as failed tries, never 500", async () => {
    const client = confirmationClient(auth, user);
    const { id } = await client.open();
    const statuses: number[] = [];
    for (const assertion of [{}, { id: "nope" }, { id: 5, response: "x" }]) {
      statuses.push((await client.webauthn(id, assertion)).status);
    }
    expect(statuses).toEqual([401, 401, 401]);
  });

  it("answers an unknown or malformed id 404", async () => {
    const client = confirmationClient(auth, user);
    for (const id of [crypto.randomUUID(), "not-a-uuid", "%00"]) {
      const response = await client.passcode(id, { code: "123456" });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 404,
        message: "Not Found",
        error: "confirmation_not_found",
      });
    }
    const unknownToken = await client.redeem("a".repeat(43));
    expect(unknownToken.status).toBe(404);
  });

  it("limits opening to 10 in 5 minutes per user, with Retry-After", async () => {
    const busy = await signIn(auth);
    await registerPasskey(auth, busy.userId);
    const client = confirmationClient(auth, busy);
    for (let i = 0; i < 10; i += 1)
      expect((await client.post("/confirmations", REFUND)).status).toBe(201);
    const limited = await client.post("/confirmations", REFUND);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 429, error: "confirmation_rate_limited" });
    // Another user is not held up.
    expect(
      (await confirmationClient(auth, await signIn(auth)).post("/confirmations", REFUND)).status,
    ).toBe(201);
  });

  it("limits codes mailed to 5 in 5 minutes per user, resends included", async () => {
    const mailed = await signIn(auth);
    const client = confirmationClient(auth, mailed);
    const { id } = await client.open(); // the first code
    for (let i = 0; i < 4; i += 1) expect((await client.passcode(id)).status).toBe(200);
    const limited = await client.passcode(id);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).not.toBeNull();
  });
});
