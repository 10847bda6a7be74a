// Many registrations of one address at once (the attacker's review: 1 success and 49 × 500).
// Exactly one wins; every other one gets the answer of a registration whose address is taken
// (400, `email_already_exists` on the email input) and stays where it was, never a 500.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import { codeIn, FlowClient } from "../testing/flow-client.ts";
import { uniqueEmail } from "../testing/flow-test-users.ts";

let auth: TestAuth;
beforeAll(async () => {
  auth = await createTestAuth({ EMAIL_REQUIRE_VERIFICATION: "false", PASSWORD_ENABLED: "false" });
});
afterAll(() => auth.close());

it("of 20 simultaneous registrations of one address, one wins and 19 hear it is taken", async () => {
  const email = uniqueEmail();
  const flows = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const flow = new FlowClient((path, init) => auth.request(path, init), "registration");
      await flow.start();
      await flow.act("register_client_capabilities", { webauthn_available: false });
      return flow;
    }),
  );
  const answers = await Promise.all(
    flows.map((flow) => flow.act("register_login_identifier", { email })),
  );
  const statuses = answers.map((answer) => answer.status).sort();
  expect(answers.filter((answer) => answer.name === "success")).toHaveLength(1);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  const losers = answers.filter((answer) => answer.name !== "success");
  expect(losers).toHaveLength(19);
  for (const loser of losers) {
    expect(loser).toMatchObject({
      name: "registration_init",
      status: 400,
      error: { code: "form_data_invalid_error" },
    });
    const input = loser.actions.register_login_identifier?.inputs.email;
    expect(input?.error?.code).toBe("email_already_exists");
  }
});

it("a registration that loses the race after its code was verified stays put with a 400", async () => {
  const verifying = await createTestAuth();
  try {
    const email = uniqueEmail();
    const flow = new FlowClient((path, init) => verifying.request(path, init), "registration");
    await flow.start();
    await flow.act("register_client_capabilities", { webauthn_available: false });
    expect((await flow.act("register_login_identifier", { email })).name).toBe(
      "passcode_confirmation",
    );
    const code = codeIn((await verifying.smtp.nextMail(email)).text) ?? "";
    // The same address registered elsewhere between the check and this flow's insert.
    const other = await verifying.deps.users.create({
      id: crypto.randomUUID(),
      email: { address: email, verified: true },
    });
    expect(other.ok).toBe(true);
    expect((await flow.act("verify_passcode", { code })).name).toBe("password_creation");
    const answer = await flow.act("register_password", { new_password: "Vinter-2026-Lösen" });
    expect(answer).toMatchObject({
      name: "password_creation",
      status: 400,
      error: { code: "form_data_invalid_error" },
    });
  } finally {
    await verifying.close();
  }
});
