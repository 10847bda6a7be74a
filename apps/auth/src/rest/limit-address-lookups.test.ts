// The attacker's review: POST /user answered 1,000 look-ups in 0.56 s, telling which addresses
// have accounts. Look-ups are limited per client IP, across the three endpoints that tell.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn } from "../../test/sign-in.ts";
import { ADDRESS_LOOKUP_RULE } from "./limit-address-lookups.ts";

let auth: TestAuth;
beforeAll(async () => {
  auth = await createTestAuth();
});
afterAll(() => auth.close());

const lookUp = (n: number) =>
  auth.request("/user", { method: "POST", json: { email: `probe-${n}@example.com` } });

it("answers 429 with Retry-After once an IP has used its look-ups, on every telling endpoint", async () => {
  for (let n = 0; n < ADDRESS_LOOKUP_RULE.tokens; n++) expect((await lookUp(n)).status).toBe(200);
  const limited = await lookUp(ADDRESS_LOOKUP_RULE.tokens);
  expect(limited.status).toBe(429);
  expect(await limited.json()).toEqual({ code: 429, message: "Too Many Requests" });
  expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);

  const signUp = await auth.request("/users", {
    method: "POST",
    json: { email: "new@example.com" },
  });
  expect(signUp.status).toBe(429);
  const user = await signIn(auth);
  const add = await auth.request("/emails", {
    method: "POST",
    headers: user.auth,
    json: { address: "second@example.com" },
  });
  expect(add.status).toBe(429);
});
