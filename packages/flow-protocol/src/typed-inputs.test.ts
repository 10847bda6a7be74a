import { describe, expect, it } from "vitest";
import type { ActionName } from "./actions.ts";
import type { StateActionSpecs } from "./catalogue/action-spec.ts";
import { STATE_ACTIONS } from "./catalogue/state-actions.ts";
import type * as Typed from "./inputs.ts";

/** The names of `T`'s keys, each once; the compiler rejects a list that misses one. */
function keysOf<T>() {
  return <const K extends readonly (keyof T & string)[]>(
    ...keys: K & ([Exclude<keyof T, K[number]>] extends [never] ? unknown : never)
  ): readonly string[] => keys;
}

// Every action that advertises inputs, with the typed view of them (inputs.ts).
const TYPED_INPUTS: { readonly [A in ActionName]?: readonly string[] } = {
  register_client_capabilities: keysOf<Typed.RegisterClientCapabilitiesInputs>()(
    "webauthn_available",
    "webauthn_conditional_mediation_available",
    "webauthn_platform_authenticator_available",
  ),
  continue_with_login_identifier: keysOf<Typed.ContinueWithLoginIdentifierInputs>()(
    "identifier",
    "email",
    "username",
  ),
  register_login_identifier: keysOf<Typed.RegisterLoginIdentifierInputs>()("email", "username"),
  webauthn_verify_assertion_response:
    keysOf<Typed.WebauthnVerifyAssertionResponseInputs>()("assertion_response"),
  webauthn_verify_attestation_response:
    keysOf<Typed.WebauthnVerifyAttestationResponseInputs>()("public_key"),
  thirdparty_oauth: keysOf<Typed.ThirdpartyOauthInputs>()(
    "provider",
    "redirect_to",
    "code_verifier",
  ),
  connect_thirdparty_oauth_provider: keysOf<Typed.ThirdpartyOauthInputs>()(
    "provider",
    "redirect_to",
    "code_verifier",
  ),
  exchange_token: keysOf<Typed.ExchangeTokenInputs>()("token", "code_verifier"),
  remember_me: keysOf<Typed.RememberMeInputs>()("remember_me"),
  password_login: keysOf<Typed.PasswordInputs>()("password"),
  password_create: keysOf<Typed.PasswordInputs>()("password"),
  password_update: keysOf<Typed.PasswordInputs>()("password"),
  password_recovery: keysOf<Typed.PasswordRecoveryInputs>()("new_password"),
  register_password: keysOf<Typed.RegisterPasswordInputs>()("new_password"),
  verify_passcode: keysOf<Typed.VerifyPasscodeInputs>()("code"),
  otp_code_verify: keysOf<Typed.OTPCodeInputs>()("otp_code"),
  otp_code_validate: keysOf<Typed.OTPCodeInputs>()("otp_code"),
  username_create: keysOf<Typed.UsernameSetInputs>()("username"),
  username_update: keysOf<Typed.UsernameSetInputs>()("username"),
  email_create: keysOf<Typed.EmailCreateInputs>()("email"),
  email_address_set: keysOf<Typed.EmailCreateInputs>()("email"),
  email_delete: keysOf<Typed.EmailDeleteInputs>()("email_id"),
  email_set_primary: keysOf<Typed.EmailSetPrimaryInputs>()("email_id"),
  email_verify: keysOf<Typed.EmailVerifyInputs>()("email_id"),
  patch_metadata: keysOf<Typed.PatchMetadataInputs>()("patch_metadata"),
  security_key_delete: keysOf<Typed.SecurityKeyDeleteInputs>()("security_key_id"),
  webauthn_credential_rename: keysOf<Typed.PasskeyCredentialRenameInputs>()(
    "passkey_id",
    "passkey_name",
  ),
  webauthn_credential_delete: keysOf<Typed.PasskeyCredentialDeleteInputs>()("passkey_id"),
  session_delete: keysOf<Typed.SessionDeleteInputs>()("session_id"),
};

/** Typed although never advertised: Hanko reads `identity_id` anyway (Appendix B9). */
const UNADVERTISED: { readonly [A in ActionName]?: readonly string[] } = {
  disconnect_thirdparty_oauth_provider: keysOf<Typed.DisconnectThirdpartyInputs>()("identity_id"),
};

const OFFERED = Object.entries(STATE_ACTIONS).flatMap(([state, actions]) =>
  Object.entries(actions as StateActionSpecs).map(([action, spec]) => ({
    state,
    action: action as ActionName,
    inputs: spec.inputs.map((input) => input.name).sort(),
  })),
);

describe("the typed inputs of each action", () => {
  it.each(OFFERED.map((offer) => [`${offer.state}.${offer.action}`, offer] as const))(
    "%s: the typed view names the catalogue's inputs",
    (_name, { action, inputs }) => {
      const typed = TYPED_INPUTS[action] ?? [];
      expect([...typed].sort()).toEqual(inputs);
    },
  );

  it("cover the unadvertised identity_id of disconnect_thirdparty_oauth_provider", () => {
    const disconnect = OFFERED.find(
      ({ action }) => action === "disconnect_thirdparty_oauth_provider",
    );
    expect(disconnect?.inputs).toEqual([]);
    expect(UNADVERTISED.disconnect_thirdparty_oauth_provider).toEqual(["identity_id"]);
  });
});
