// The profile's passkeys over HTTP with a software authenticator (test/software-authenticator.ts),
// on SQLite and PostgreSQL: created through webauthn_credential_verification, listed in the
// profile and in /me, renamed within 3–32 characters, deleted; every tampered ceremony (another
// origin, another challenge, a replayed answer, another relying party) refused with
// passkey_invalid and nothing stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, TEST_ORIGIN, type TestAuth } from "../../../test/create-test-auth.ts";
import { signIn, type SignedInUser } from "../../../test/sign-in.ts";
import {
  SoftwareAuthenticator,
  type CeremonyTweaks,
} from "../../../test/software-authenticator.ts";
import { dialectCases } from "../../../test/test-database.ts";
import { FlowClient } from "../testing/flow-client.ts";

type Passkey = { id: string; name?: string; public_key: string; mfa_only: boolean };
type CreationPayload = {
  creation_options: { publicKey: { challenge: string; rp: { id: string }; user: { id: string } } };
};

describe.each(dialectCases())("profile passkeys on $dialect", ({ dialect, skipReason }) => {
  let auth: TestAuth;
  beforeAll(async () => {
    if (skipReason) return;
    auth = await createTestAuth({ PASSKEYS_ENABLED: "true" }, { dialect });
  });
  afterAll(() => auth?.close());

  async function profileOf(user: SignedInUser, webauthn = true): Promise<FlowClient> {
    const client = new FlowClient((path, init) => auth.request(path, init), "profile", user.auth);
    await client.start();
    await client.act("register_client_capabilities", { webauthn_available: webauthn });
    return client;
  }

  const passkeys = (client: FlowClient) =>
    (client.body.payload?.user as { passkeys?: Passkey[] }).passkeys ?? [];

  it("is not offered without WebAuthn in the browser", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const client = await profileOf(await signIn(auth), false);
    expect(client.body.actions.webauthn_credential_create).toBeUndefined();
  });

  it("creates a passkey, lists it, renames and deletes it", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const client = await profileOf(user);
    const device = new SoftwareAuthenticator(TEST_ORIGIN);
    const entered = await client.act("webauthn_credential_create");
    const { publicKey } = (entered.payload as CreationPayload).creation_options;
    expect(publicKey.rp.id).toBe("localhost");
    expect(Buffer.from(publicKey.user.id, "base64url").toString("hex")).toBe(
      user.userId.replaceAll("-", ""),
    );
    const done = await client.act("webauthn_verify_attestation_response", {
      public_key: device.create(publicKey),
    });
    expect(done.name).toBe("profile_init");
    expect(client.last?.response.status).toBe(200);
    const [passkey] = passkeys(client);
    expect(passkey).toMatchObject({ id: [...device.credentials.keys()][0], mfa_only: false });
    expect(passkey?.name).toBeUndefined();
    expect((await auth.smtp.nextMail(user.address)).subject).toContain("passkey");
    const me = (await (await auth.request("/me", { headers: user.auth })).json()) as {
      passkeys?: Passkey[];
    };
    expect(me.passkeys?.map((p) => p.id)).toEqual([passkey?.id]);

    await client.act("webauthn_credential_rename", { passkey_id: passkey?.id, passkey_name: "ab" });
    expect(client.body.actions.webauthn_credential_rename?.inputs.passkey_name?.error?.code).toBe(
      "value_too_short_error",
    );
    await client.act("webauthn_credential_rename", {
      passkey_id: passkey?.id,
      passkey_name: "x".repeat(33),
    });
    expect(client.body.actions.webauthn_credential_rename?.inputs.passkey_name?.error?.code).toBe(
      "value_too_long_error",
    );
    await client.act("webauthn_credential_rename", {
      passkey_id: passkey?.id,
      passkey_name: " Jobbdatorn ",
    });
    expect(passkeys(client)[0]?.name).toBe("Jobbdatorn");
    await client.act("webauthn_credential_rename", {
      passkey_id: "not-mine",
      passkey_name: "Jobbdatorn",
    });
    expect(client.last?.response.status).toBe(404);

    expect((await client.act("webauthn_credential_delete", { passkey_id: passkey?.id })).name).toBe(
      "profile_init",
    );
    expect(passkeys(client)).toEqual([]);
  });

  it.for<[string, (options: { challenge: string }) => CeremonyTweaks]>([
    ["another origin", () => ({ origin: "https://phish.example" })],
    ["another challenge", () => ({ challenge: Buffer.from("other").toString("base64url") })],
    ["the wrong ceremony type", () => ({ type: "webauthn.get" })],
    ["another relying party", () => ({ rpId: "evil.example" })],
  ])("refuses a ceremony with %s and stores nothing", async ([, tweak], ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const client = await profileOf(await signIn(auth));
    const entered = await client.act("webauthn_credential_create");
    const { publicKey } = (entered.payload as CreationPayload).creation_options;
    const device = new SoftwareAuthenticator(TEST_ORIGIN);
    const answer = await client.act("webauthn_verify_attestation_response", {
      public_key: device.create(publicKey, tweak(publicKey)),
    });
    expect(answer.name).toBe("profile_init");
    expect(client.last?.response.status).toBe(401);
    expect(answer.error?.code).toBe("passkey_invalid");
    expect(passkeys(client)).toEqual([]);
  });

  it("uses a challenge once: a replayed answer is refused", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const client = await profileOf(await signIn(auth));
    const device = new SoftwareAuthenticator(TEST_ORIGIN);
    const entered = await client.act("webauthn_credential_create");
    const { publicKey } = (entered.payload as CreationPayload).creation_options;
    const answer = device.create(publicKey);
    await client.act("webauthn_verify_attestation_response", { public_key: answer });
    expect(passkeys(client)).toHaveLength(1);
    // The same answer again, in a new ceremony of this flow and in another user's flow.
    await client.act("webauthn_credential_create");
    await client.act("webauthn_verify_attestation_response", { public_key: answer });
    expect(client.body.error?.code).toBe("passkey_invalid");
    const other = await profileOf(await signIn(auth));
    await other.act("webauthn_credential_create");
    await other.act("webauthn_verify_attestation_response", { public_key: answer });
    expect(other.body.error?.code).toBe("passkey_invalid");
    expect(passkeys(other)).toEqual([]);
  });

  it("answers garbage instead of a credential with passkey_invalid, never a 500", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const client = await profileOf(await signIn(auth));
    const garbage = [{}, { id: "x", response: {} }, { response: { clientDataJSON: "!!" } }];
    const answers: unknown[] = [];
    for (const publicKey of garbage) {
      await client.act("webauthn_credential_create");
      await client.act("webauthn_verify_attestation_response", { public_key: publicKey });
      expect(client.last?.response.status).toBeLessThan(500);
      answers.push({ state: client.body.name, error: client.body.error?.code });
    }
    const refused = { state: "profile_init", error: "passkey_invalid" };
    expect(answers).toEqual([refused, refused, refused]);
    expect(passkeys(client)).toEqual([]);
  });
});
