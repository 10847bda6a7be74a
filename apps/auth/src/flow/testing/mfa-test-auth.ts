// The auth server with second factors on, for the tests of the flow's MFA states: users with a
// password and an authenticator app or a security key stored through the real stores (the key
// made by the software authenticator through the real ceremony), app codes by otplib at the
// test clock, and sign-ins from an address the test chooses (X-Forwarded-For, trusted).
import { generateSync } from "otplib";
import {
  createTestAuth,
  TEST_ORIGIN,
  type TestAuth,
  type TestEnv,
} from "../../../test/create-test-auth.ts";
import { SoftwareAuthenticator } from "../../../test/software-authenticator.ts";
import { createTestClock, type TestClock } from "../../../test/test-clock.ts";
import { createOtpSecretStore } from "../../mfa/otp-secret-store.ts";
import { newTotpSecret, TOTP_PERIOD_SECONDS } from "../../mfa/totp.ts";
import { createCredentialStore } from "../../webauthn/credential-store.ts";
import { creationOptions, verifyCreation } from "../../webauthn/registration-ceremony.ts";
import { relyingParty } from "../../webauthn/relying-party.ts";
import { FlowClient, type WireBody } from "./flow-client.ts";
import { createUser, type TestUser } from "./flow-test-users.ts";

export const PASSWORD = "korrekt-häst-9";
export const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

export type PublicKey = {
  challenge: string;
  rp?: { id: string; name?: string };
  user?: { id: string; name?: string; displayName?: string };
  allowCredentials?: { id: string }[];
  excludeCredentials?: { id: string }[];
  userVerification?: string;
  authenticatorSelection?: {
    residentKey?: string;
    authenticatorAttachment?: string;
    userVerification?: string;
  };
};

export const publicKeyOf = (body: WireBody, key: "request_options" | "creation_options") =>
  (body.payload?.[key] as { publicKey: PublicKey }).publicKey;

export interface MfaAuth {
  auth: TestAuth;
  clock: TestClock;
  /** A flow client whose requests come from `ip`. */
  flow(name: "login" | "registration" | "profile", options?: FlowOptions): FlowClient;
  /** The authenticator app's current code (or that of `offsetSteps` steps away). */
  code(secret: string, offsetSteps?: number): string;
  /** A user with a password and an authenticator app; the current step counts as used. */
  userWithApp(user?: TestUser): Promise<TestUser & { secret: string }>;
  /** A user with a password and a security key (MFA only) made by `key`. */
  userWithKey(
    key: SoftwareAuthenticator,
    user?: TestUser,
  ): Promise<TestUser & { credentialId: string }>;
  /** Signs in with the password, up to whatever follows it. */
  passwordLogin(email: string, options?: FlowOptions): Promise<FlowClient>;
}

export interface FlowOptions {
  ip?: string;
  headers?: Record<string, string>;
  capabilities?: Record<string, boolean>;
}

/** The server with MFA on (plus `env`), on SQLite or PostgreSQL as DATABASE_URL says. */
export async function openMfaAuth(env: TestEnv = {}): Promise<MfaAuth> {
  const clock = createTestClock("2026-11-25T12:00:05.000Z");
  const auth = await createTestAuth(
    {
      MFA_ENABLED: "true",
      PASSKEYS_ENABLED: "true",
      PASSKEY_ACQUIRE_ON_LOGIN: "never",
      TRUST_PROXY: "true",
      ...env,
    },
    { deps: { clock } },
  );
  const otpSecrets = createOtpSecretStore(auth.deps.db, auth.deps.secretBox);
  const credentials = createCredentialStore(auth.deps.db);

  const flow: MfaAuth["flow"] = (name, options = {}) =>
    new FlowClient((path, init) => auth.request(path, init), name, {
      "X-Forwarded-For": options.ip ?? "192.0.2.1",
      ...options.headers,
    });

  const code: MfaAuth["code"] = (secret, offsetSteps = 0) =>
    generateSync({
      strategy: "totp",
      secret,
      epoch: Math.floor(clock.now().getTime() / 1000) + offsetSteps * TOTP_PERIOD_SECONDS,
    });

  return {
    auth,
    clock,
    flow,
    code,
    async userWithApp(user) {
      const owner = user ?? (await createUser(auth, { password: PASSWORD }));
      const secret = newTotpSecret();
      const step = Math.floor(clock.now().getTime() / STEP_MS);
      await otpSecrets.save(owner.id, secret, step, clock.now().toISOString());
      return { ...owner, secret };
    },
    async userWithKey(key, user) {
      const owner = user ?? (await createUser(auth, { password: PASSWORD }));
      const rp = relyingParty(auth.config);
      const { options, challenge } = await creationOptions(
        rp,
        { id: owner.id, name: owner.email, displayName: owner.email },
        [],
        "security_key",
        "preferred",
      );
      const created = await verifyCreation(
        rp,
        key.create(options.publicKey),
        challenge,
        "preferred",
      );
      if (!created.ok) throw new Error(created.reason);
      await credentials.insert({
        ...created.credential,
        user_id: owner.id,
        name: null,
        mfa_only: 1,
        created_at: clock.now().toISOString(),
      });
      return { ...owner, credentialId: created.credential.id };
    },
    async passwordLogin(email, options = {}) {
      const client = flow("login", options);
      await client.start();
      await client.act("register_client_capabilities", {
        webauthn_available: true,
        ...options.capabilities,
      });
      // With usernames on, one `identifier` input takes either.
      const inputs = client.body.actions.continue_with_login_identifier?.inputs ?? {};
      const field = "identifier" in inputs ? "identifier" : "email";
      await client.act("continue_with_login_identifier", { [field]: email });
      await client.act("continue_to_password_login");
      await client.act("password_login", { password: PASSWORD });
      return client;
    },
  };
}

export { SoftwareAuthenticator, TEST_ORIGIN };
