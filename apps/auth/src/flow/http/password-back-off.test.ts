// The attacker's review: the only password key was (IP, identifier), so one account could be
// guessed from many IPs without end. Now an account backs off from any IPs, and its owner
// still signs in by e-mailed code meanwhile.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import { codeIn, FlowClient } from "../testing/flow-client.ts";
import { createUser } from "../testing/flow-test-users.ts";

let auth: TestAuth;
beforeAll(async () => {
  auth = await createTestAuth({ TRUST_PROXY: "true" });
});
afterAll(() => auth.close());

async function loginFrom(ip: string, email: string): Promise<FlowClient> {
  const flow = new FlowClient((path, init) => auth.request(path, init), "login", {
    "X-Forwarded-For": ip,
  });
  await flow.start();
  await flow.act("register_client_capabilities", { webauthn_available: false });
  await flow.act("continue_with_login_identifier", { email });
  return flow;
}

async function guessFrom(ip: string, email: string) {
  const flow = await loginFrom(ip, email);
  await flow.act("continue_to_password_login");
  return flow.act("password_login", { password: `guess from ${ip}` });
}

it("guesses at one account from many IPs back off, while its owner signs in by code", async () => {
  const owner = await createUser(auth, { password: "Rätt lösenord 2026" });
  // Five free attempts, the sixth opens a one-second pause, the seventh falls into it.
  const statuses = [];
  for (let n = 1; n <= 7; n++)
    statuses.push((await guessFrom(`203.0.113.${n}`, owner.email)).status);
  expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
  const limited = await guessFrom("203.0.113.99", owner.email);
  expect(limited).toMatchObject({ status: 429, error: { code: "rate_limit_exceeded" } });
  expect(limited.payload?.retry_after).toBeGreaterThanOrEqual(1);

  // Another account is untouched.
  const other = await createUser(auth, { password: "Annat lösenord 2026" });
  expect((await guessFrom("203.0.113.7", other.email)).status).toBe(400);

  // The owner's way in by code is not part of the back-off.
  const flow = await loginFrom("198.51.100.1", owner.email);
  expect((await flow.act("continue_to_passcode_confirmation")).name).toBe("passcode_confirmation");
  const code = codeIn((await auth.smtp.nextMail(owner.email)).text) ?? "";
  expect((await flow.act("verify_passcode", { code })).name).toBe("success");
});
