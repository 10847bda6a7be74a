// Which wrong e-mail codes are failed sign-ins in the audit log (Hanko's rule), driven over
// HTTP: at login each wrong code is a login_failure by `passcode`, the third one
// passcode_max_attempts; in the profile (proving an added address), in a registration and in a
// token exchange (signed in by the IdP, proving its address) wrong codes are no login_failure.
// A right code for an address without an account is refused, saying why under DEBUG.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn } from "../../test/sign-in.ts";
import { codeIn, FlowClient } from "../flow/testing/flow-client.ts";
import { createUser, uniqueEmail } from "../flow/testing/flow-test-users.ts";
import { issueToken, linkIdentity, samlEnv } from "../flow/testing/third-party-setup.ts";
import { hashPasscode } from "../passcodes/passcode-code.ts";
import type { AuditLogEntry } from "./audit-entry.ts";

const PASSWORD = "korrekt-häst-9";

let lastIp = 0;
/** An address of its own per flow, to find its entries by and keep rate limits apart. */
function ownAddress(): Record<string, string> {
  lastIp += 1;
  return { "X-Forwarded-For": `198.51.100.${lastIp}` };
}

let auth: TestAuth;
beforeAll(async () => {
  auth = await createTestAuth({
    TRUST_PROXY: "true",
    AUDIT_LOG_MASK: "false",
    ...samlEnv(),
  });
});
afterAll(() => auth?.close());

function client(flow: "login" | "registration" | "profile" | "token_exchange", headers = {}) {
  return new FlowClient((path, init) => auth.request(path, init), flow, {
    ...ownAddress(),
    ...headers,
  });
}

/** The login_failure entries of requests from this address, oldest first. */
async function failuresFrom(headers: Record<string, string>) {
  const page = await auth.deps.audit.list({
    filters: { types: ["login_failure"], ip: headers["X-Forwarded-For"] },
    perPage: 100,
  });
  return page.entries.reverse().map((entry: AuditLogEntry) => [entry.error, entry.details]);
}

/** Three wrong codes where a code went to `address`; the statuses answered. */
async function threeWrongCodes(flow: FlowClient, address: string): Promise<number[]> {
  const code = codeIn((await auth.smtp.nextMail(address)).text) ?? "";
  const wrong = code === "000000" ? "111111" : "000000";
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await flow.act("verify_passcode", { code: wrong });
    statuses.push(flow.last?.response.status ?? 0);
  }
  return statuses;
}

describe("wrong codes", () => {
  it("at login: login_failure by passcode, the third passcode_max_attempts", async () => {
    const user = await createUser(auth, { password: PASSWORD });
    const headers = ownAddress();
    const flow = client("login", headers);
    await flow.start();
    await flow.act("register_client_capabilities", { webauthn_available: false });
    await flow.act("continue_with_login_identifier", { email: user.email });
    await flow.act("continue_to_passcode_confirmation");
    expect(await threeWrongCodes(flow, user.email)).toEqual([400, 400, 401]);

    const details = { login_method: "passcode", flow_id: flow.flowId };
    expect(await failuresFrom(headers)).toEqual([
      ["wrong_passcode", details],
      ["wrong_passcode", details],
      ["passcode_max_attempts", details],
    ]);
  });

  it("proving an address added in the profile: no login_failure", async () => {
    const user = await signIn(auth);
    const headers = { ...ownAddress(), ...user.auth };
    const flow = client("profile", headers);
    await flow.start();
    await flow.act("register_client_capabilities", { webauthn_available: false });
    const added = uniqueEmail("extra");
    await flow.act("email_create", { email: added });
    expect(await threeWrongCodes(flow, added)).toEqual([400, 400, 401]);

    expect(await failuresFrom(headers)).toEqual([]);
  });

  it("in a registration: no login_failure", async () => {
    const headers = ownAddress();
    const flow = client("registration", headers);
    await flow.start();
    await flow.act("register_client_capabilities", { webauthn_available: false });
    const email = uniqueEmail("new");
    await flow.act("register_login_identifier", { email });
    expect(await threeWrongCodes(flow, email)).toEqual([400, 400, 401]);

    expect(await failuresFrom(headers)).toEqual([]);
  });

  it("in a token exchange proving the IdP's address: no login_failure", async () => {
    const user = await createUser(auth, { verified: false });
    const [email] = await auth.deps.users.emails(user.id);
    const identity = await linkIdentity(auth, user.id, {
      providerId: "https://idp.corp.example/entity",
      emailId: email?.id ?? null,
    });
    const headers = ownAddress();
    const flow = client("token_exchange", headers);
    await flow.start();
    const token = await issueToken(auth, identity, { emailVerified: false });
    expect((await flow.act("exchange_token", { token })).name).toBe("passcode_confirmation");
    expect(await threeWrongCodes(flow, user.email)).toEqual([400, 400, 401]);

    expect(await failuresFrom(headers)).toEqual([]);
  });
});

describe("the right code for an address without an account", () => {
  let debug: TestAuth;
  beforeAll(async () => {
    debug = await createTestAuth({ DEBUG: "true" });
  });
  afterAll(() => debug?.close());

  it("is refused with 403, saying under DEBUG that the account does not exist", async () => {
    const email = uniqueEmail("guessed");
    const flow = new FlowClient((path, init) => debug.request(path, init), "login");
    await flow.start();
    await flow.act("register_client_capabilities", { webauthn_available: false });
    await flow.act("continue_with_login_identifier", { email });
    await flow.act("continue_to_passcode_confirmation");
    await debug.smtp.nextMail(email);
    // The code-less mail gives no code, so the test stores one it knows.
    await debug.deps.db
      .updateTable("passcodes")
      .set({ code_hash: await hashPasscode("424242") })
      .where("email", "=", email)
      .execute();
    const refused = await flow.act("verify_passcode", { code: "424242" });
    expect(flow.last?.response.status).toBe(403);
    expect(refused.error).toMatchObject({
      code: "operation_not_permitted_error",
      cause: "account does not exist",
    });
  });
});
