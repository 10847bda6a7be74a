// Gives a test user a passkey made by the software authenticator, through the real
// registration ceremony (creation options, attestation verified, row stored), without driving
// a whole profile flow over HTTP.
import { TEST_ORIGIN, type TestAuth } from "../../../test/create-test-auth.ts";
import { SoftwareAuthenticator } from "../../../test/software-authenticator.ts";
import { createCredentialStore } from "../../webauthn/credential-store.ts";
import { creationOptions, verifyCreation } from "../../webauthn/registration-ceremony.ts";
import { relyingParty } from "../../webauthn/relying-party.ts";

export async function registerPasskey(
  auth: TestAuth,
  userId: string,
  options: { device?: SoftwareAuthenticator; mfaOnly?: boolean } = {},
): Promise<{ device: SoftwareAuthenticator; credentialId: string }> {
  const device = options.device ?? new SoftwareAuthenticator(TEST_ORIGIN);
  const rp = relyingParty(auth.config);
  const { options: creation, challenge } = await creationOptions(
    rp,
    { id: userId, name: userId, displayName: userId },
    [],
    options.mfaOnly === true ? "security_key" : "passkey",
    "required",
  );
  const response = device.create(creation.publicKey);
  const verified = await verifyCreation(rp, response, challenge, "required");
  if (!verified.ok) throw new Error(`registerPasskey: ${verified.reason}`);
  await createCredentialStore(auth.deps.db).insert({
    ...verified.credential,
    user_id: userId,
    name: null,
    mfa_only: options.mfaOnly === true ? 1 : 0,
    created_at: auth.deps.clock.now().toISOString(),
  });
  return { device, credentialId: verified.credential.id };
}
