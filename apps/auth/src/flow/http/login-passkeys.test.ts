// Passkey sign-in and passkey onboarding over HTTP with a software authenticator
// (test/software-authenticator.ts), on SQLite and PostgreSQL: a passkey made while signing up,
// then used by button (login_passkey) and by autofill (straight from login_init); onboarding
// after a password login, with skip; and every refusal: another origin, challenge, ceremony type
// or relying party, a tampered signature, garbage, an unknown or MFA-only credential, a counter
// that went backwards (logged as a possible clone), a challenge reused across flows, an answer
// replayed, and another account's passkey after typing an address. A refusal on login_passkey
// stays there with the error, as Hanko answers, and the same ceremony may be answered again.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, TEST_ORIGIN, type TestAuth } from "../../../test/create-test-auth.ts";
import { signIn } from "../../../test/sign-in.ts";
import {
  SoftwareAuthenticator,
  type CeremonyTweaks,
} from "../../../test/software-authenticator.ts";
import { createTestClock } from "../../../test/test-clock.ts";
import { dialectCases } from "../../../test/test-database.ts";
import { codeIn, FlowClient, type WireBody } from "../testing/flow-client.ts";
import { jwtPart } from "../testing/flow-test-users.ts";

type PublicKey = {
  challenge: string;
  rp?: { id: string };
  rpId?: string;
  user?: { id: string };
  allowCredentials?: unknown[];
};
const publicKeyOf = (body: WireBody, key: "request_options" | "creation_options") =>
  (body.payload?.[key] as { publicKey: PublicKey } | undefined)?.publicKey;

/** The token the flow's success issued, and its claims. */
function sessionOf(client: FlowClient) {
  const token = client.last?.response.headers.get("X-Auth-Token") ?? "";
  return { token, claims: jwtPart(token, 1) };
}

const CAPABLE = { webauthn_available: true, webauthn_conditional_mediation_available: false };
const AUTOFILL = { webauthn_available: true, webauthn_conditional_mediation_available: true };

describe.each(dialectCases())("passkey sign-in on $dialect", ({ dialect, skipReason }) => {
  let auth: TestAuth;
  const clock = createTestClock();
  const warnings: string[] = [];
  beforeAll(async () => {
    if (skipReason) return;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        warnings.push(chunk.toString());
        done();
      },
    });
    auth = await createTestAuth(
      { PASSKEYS_ENABLED: "true" },
      { dialect, deps: { logger: pino({ level: "warn" }, sink), clock } },
    );
  });
  afterAll(() => auth?.close());

  async function started(
    flow: "login" | "registration",
    capabilities: Record<string, unknown> = CAPABLE,
  ) {
    const client = new FlowClient((path, init) => auth.request(path, init), flow);
    await client.start();
    await client.act("register_client_capabilities", capabilities);
    return client;
  }

  /** Signs up with a code, a password and a passkey; returns the address and the device. */
  async function signUpWithPasskey() {
    const address = `pk-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const device = new SoftwareAuthenticator(TEST_ORIGIN);
    const client = await started("registration");
    await client.act("register_login_identifier", { email: address });
    const code = codeIn((await auth.smtp.nextMail(address)).text);
    expect((await client.act("verify_passcode", { code })).name).toBe("password_creation");
    const onboarding = await client.act("register_password", { new_password: "korrekt-häst-9" });
    expect(onboarding.name).toBe("onboarding_create_passkey");
    expect(onboarding.actions.skip).toBeDefined();
    const ceremony = await client.act("webauthn_generate_creation_options");
    expect(ceremony.name).toBe("onboarding_verify_passkey_attestation");
    const options = publicKeyOf(ceremony, "creation_options");
    if (options === undefined) throw new Error("no creation options");
    const done = await client.act("webauthn_verify_attestation_response", {
      public_key: device.create(options),
    });
    expect(done.name).toBe("success");
    return { address, device, ...sessionOf(client) };
  }

  async function atLoginPasskey() {
    const client = await started("login");
    const entered = await client.act("webauthn_generate_request_options");
    const options = publicKeyOf(entered, "request_options");
    if (options === undefined) throw new Error("no request options");
    return { client, entered, options };
  }

  it("signs up with a passkey: stored with the user, in the token's amr and in /me", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { address, device, claims, token } = await signUpWithPasskey();
    expect(claims.amr).toEqual(["otp", "pwd", "passkey"]);
    const me = (await (
      await auth.request("/me", { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { passkeys?: { id: string }[] };
    expect(me.passkeys?.map((passkey) => passkey.id)).toEqual([...device.credentials.keys()]);
    // The v2 endpoints the older SDKs read say so as well.
    const info = (await (
      await auth.request("/user", { method: "POST", json: { email: address } })
    ).json()) as { id: string; has_webauthn_credential: boolean };
    expect(info.has_webauthn_credential).toBe(true);
    const legacy = (await (
      await auth.request(`/users/${info.id}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { webauthn_credentials: { id: string }[] };
    expect(legacy.webauthn_credentials).toEqual([{ id: [...device.credentials.keys()][0] }]);
  });

  it("signs in by button: discoverable options, then success with amr passkey", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { address, device } = await signUpWithPasskey();
    const { client, entered, options } = await atLoginPasskey();
    expect(entered.name).toBe("login_passkey");
    expect(options.rpId).toBe("localhost");
    expect(options.allowCredentials).toBeUndefined();
    expect(entered.actions.back).toBeDefined();
    const done = await client.act("webauthn_verify_assertion_response", {
      assertion_response: device.get(options),
    });
    expect(done.name).toBe("success");
    expect(sessionOf(client).claims).toMatchObject({ amr: ["passkey"], email: { address } });
    expect(done.payload?.last_login).toMatchObject({ login_method: "passkey" });
  });

  it("signs in by autofill straight from login_init, and only where the browser can", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { device } = await signUpWithPasskey();
    expect(publicKeyOf((await started("login", CAPABLE)).body, "request_options")).toBeUndefined();
    const client = await started("login", AUTOFILL);
    const options = publicKeyOf(client.body, "request_options");
    expect(options?.challenge).toMatch(/^[\w-]{16,}$/);
    const done = await client.act("webauthn_verify_assertion_response", {
      assertion_response: device.get(options as PublicKey),
    });
    expect(done.name).toBe("success");
    expect(sessionOf(client).claims.amr).toEqual(["passkey"]);
  });

  it("offers nothing of passkeys to a browser without WebAuthn", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const client = await started("login", { webauthn_available: false });
    expect(client.body.actions.webauthn_generate_request_options).toBeUndefined();
    expect(client.body.actions.webauthn_verify_assertion_response).toBeUndefined();
  });

  it.for<[string, CeremonyTweaks]>([
    ["another origin", { origin: "https://phish.example" }],
    ["another challenge", { challenge: Buffer.from("not this one").toString("base64url") }],
    ["the wrong ceremony type", { type: "webauthn.create" }],
    ["another relying party's rpIdHash", { rpId: "evil.example" }],
  ])(
    "refuses an assertion with %s: passkey_invalid, staying in login_passkey as Hanko answers",
    async ([, tweaks], ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const { address, device } = await signUpWithPasskey();
      const { client, options } = await atLoginPasskey();
      const answer = await client.act("webauthn_verify_assertion_response", {
        assertion_response: device.get(options, undefined, tweaks),
      });
      expect(client.last?.response.status).toBe(401);
      expect(answer).toMatchObject({ name: "login_passkey", error: { code: "passkey_invalid" } });
      // No new options (the official SDK would start another ceremony by itself), no session,
      // and the ways on: the same ceremony again, or back.
      expect(answer.payload?.request_options).toBeUndefined();
      expect(client.last?.response.headers.get("X-Auth-Token")).toBeNull();
      expect(Object.keys(answer.actions).sort()).toEqual([
        "back",
        "webauthn_verify_assertion_response",
      ]);
      // A correct answer to the same challenge then signs in.
      const done = await client.act("webauthn_verify_assertion_response", {
        assertion_response: device.get(options),
      });
      expect(done.name).toBe("success");
      expect(sessionOf(client).claims).toMatchObject({ amr: ["passkey"], email: { address } });
    },
  );

  it("after a refusal in login_passkey, `back` leads to login_init and a new ceremony", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { device } = await signUpWithPasskey();
    const { client, options } = await atLoginPasskey();
    await client.act("webauthn_verify_assertion_response", { assertion_response: {} });
    expect(client.body).toMatchObject({
      name: "login_passkey",
      error: { code: "passkey_invalid" },
    });
    const back = await client.act("back");
    expect(back.name).toBe("login_init");
    expect(back.actions.webauthn_generate_request_options).toBeDefined();
    const again = await client.act("webauthn_generate_request_options");
    const fresh = publicKeyOf(again, "request_options");
    expect(fresh?.challenge).not.toBe(options.challenge);
    // The old challenge went with the old ceremony.
    await client.act("webauthn_verify_assertion_response", {
      assertion_response: device.get(options),
    });
    expect(client.body).toMatchObject({
      name: "login_passkey",
      error: { code: "passkey_invalid" },
    });
    await client.act("webauthn_verify_assertion_response", {
      assertion_response: device.get(fresh as PublicKey),
    });
    expect(client.body.name).toBe("success");
  });

  it("keeps refusing a refused answer, and a challenge that has run out", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { device } = await signUpWithPasskey();
    const { client, options } = await atLoginPasskey();
    const wrong = device.get(options, undefined, { origin: "https://phish.example" });
    for (let i = 0; i < 2; i++) {
      await client.act("webauthn_verify_assertion_response", { assertion_response: wrong });
      expect(client.body).toMatchObject({
        name: "login_passkey",
        error: { code: "passkey_invalid" },
      });
    }
    clock.advance(auth.config.passkeys.timeoutMs + 1);
    await client.act("webauthn_verify_assertion_response", {
      assertion_response: device.get(options),
    });
    expect(client.last?.response.status).toBe(401);
    expect(client.body).toMatchObject({
      name: "login_passkey",
      error: { code: "passkey_invalid" },
    });
  });

  it("refuses a tampered signature, garbage and an unknown credential, never with a 500", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { device } = await signUpWithPasskey();
    const { options } = await atLoginPasskey();
    const genuine = device.get(options);
    const signature = Buffer.from(genuine.response.signature, "base64url");
    signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 0xff;
    const tampered = {
      ...genuine,
      response: { ...genuine.response, signature: signature.toString("base64url") },
    };
    const stranger = new SoftwareAuthenticator(TEST_ORIGIN);
    stranger.create({ challenge: "x", user: { id: "x" } });
    for (const answer of [
      tampered,
      {},
      "not even an object",
      { id: genuine.id, response: { clientDataJSON: "!!" } },
      stranger.get(options),
    ]) {
      const { client } = await atLoginPasskey();
      const result = await client.act("webauthn_verify_assertion_response", {
        assertion_response: answer,
      });
      expect(client.last?.response.status).toBe(401);
      expect(result.error?.code).toBe("passkey_invalid");
    }
  });

  it("refuses a counter that went backwards and logs a possible clone", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { device } = await signUpWithPasskey();
    for (let i = 0; i < 2; i++) {
      const { client, options } = await atLoginPasskey();
      await client.act("webauthn_verify_assertion_response", {
        assertion_response: device.get(options),
      });
      expect(client.body.name).toBe("success");
    }
    const { client, options } = await atLoginPasskey();
    await client.act("webauthn_verify_assertion_response", {
      assertion_response: device.get(options, undefined, { counter: 1 }),
    });
    expect(client.body.error?.code).toBe("passkey_invalid");
    expect(warnings.join("\n")).toMatch(/possibly a cloned authenticator/);
  });

  it("uses a challenge once and in its own flow only", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { device } = await signUpWithPasskey();
    const first = await atLoginPasskey();
    const second = await atLoginPasskey();
    // An answer to the first flow's challenge, sent to the second flow.
    const answer = device.get(first.options);
    await second.client.act("webauthn_verify_assertion_response", { assertion_response: answer });
    expect(second.client.body.error?.code).toBe("passkey_invalid");
    await first.client.act("webauthn_verify_assertion_response", { assertion_response: answer });
    expect(first.client.body.name).toBe("success");
    // The same answer again, in a new ceremony of a fresh flow.
    const third = await atLoginPasskey();
    await third.client.act("webauthn_verify_assertion_response", { assertion_response: answer });
    expect(third.client.body.error?.code).toBe("passkey_invalid");
  });

  it("refuses a security key made for the second factor with webauthn_credential_invalid_mfa_only", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { device } = await signUpWithPasskey();
    const [id] = [...device.credentials.keys()];
    await auth.deps.db
      .updateTable("webauthn_credentials")
      .set({ mfa_only: 1 })
      .where("id", "=", id ?? "")
      .execute();
    const { client, options } = await atLoginPasskey();
    await client.act("webauthn_verify_assertion_response", {
      assertion_response: device.get(options),
    });
    expect(client.last?.response.status).toBe(401);
    expect(client.body.error?.code).toBe("webauthn_credential_invalid_mfa_only");
  });

  it("refuses another account's passkey after an address was typed", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { device } = await signUpWithPasskey();
    const other = await signIn(auth);
    const client = await started("login");
    await client.act("continue_with_login_identifier", { email: other.address });
    expect(client.body.name).toBe("login_method_chooser");
    const entered = await client.act("webauthn_generate_request_options");
    await client.act("webauthn_verify_assertion_response", {
      assertion_response: device.get(publicKeyOf(entered, "request_options") as PublicKey),
    });
    expect(client.body).toMatchObject({
      name: "login_passkey",
      error: { code: "passkey_invalid" },
    });
    // `back` returns to the chooser, where the user picks another way in.
    expect((await client.act("back")).name).toBe("login_method_chooser");
  });

  it("asks for a passkey after a password login, with skip, and stores it at once", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { address } = await signUpWithPasskey();
    const userId = (await auth.deps.users.findByEmail(address))?.user.id ?? "";
    await auth.deps.db.deleteFrom("webauthn_credentials").where("user_id", "=", userId).execute();
    const passwordLogin = async () => {
      const client = await started("login");
      await client.act("continue_with_login_identifier", { email: address });
      await client.act("continue_to_password_login");
      await client.act("password_login", { password: "korrekt-häst-9" });
      return client;
    };
    const client = await passwordLogin();
    expect(client.body.name).toBe("onboarding_create_passkey");
    expect((await client.act("skip")).name).toBe("success");

    const again = await passwordLogin();
    const ceremony = await again.act("webauthn_generate_creation_options");
    const device = new SoftwareAuthenticator(TEST_ORIGIN);
    // A refused answer comes back to onboarding_create_passkey, where the user may retry.
    const refused = await again.act("webauthn_verify_attestation_response", {
      public_key: device.create(publicKeyOf(ceremony, "creation_options") as PublicKey, {
        origin: "https://phish.example",
      }),
    });
    expect(refused).toMatchObject({
      name: "onboarding_create_passkey",
      error: { code: "passkey_invalid" },
    });
    const retry = await again.act("webauthn_generate_creation_options");
    await again.act("webauthn_verify_attestation_response", {
      public_key: device.create(publicKeyOf(retry, "creation_options") as PublicKey),
    });
    expect(again.body.name).toBe("success");
    const stored = await auth.deps.db
      .selectFrom("webauthn_credentials")
      .select("id")
      .where("user_id", "=", userId)
      .execute();
    expect(stored.map((credential) => credential.id)).toEqual(
      [...device.credentials.keys()].slice(-1),
    );
  });
});
