// The automatic steps around a WebAuthn ceremony (product spec §4). `login_passkey`: get an
// assertion and verify it; if the browser step fails or the server refused the answer, step back
// keeping the state's error.
// `onboarding_verify_passkey_attestation` and `webauthn_credential_verification`: create a
// credential and verify it; if that fails, step back with `webauthn_credential_already_exists`.
import type { ClientErrorCode } from "@kretsbutiken/flow-protocol";
import { webauthnError } from "../webauthn/webauthn-errors.ts";
import { contextOf } from "./snapshots.ts";
import type { State } from "./state.ts";
import type { AnyState } from "./state-types.ts";

const CREDENTIAL_EXISTS: ClientErrorCode = "webauthn_credential_already_exists";
const CREDENTIAL_EXISTS_MESSAGE = "Webauthn credential already exists";

export async function loginPasskeyStep(state: State<"login_passkey">): Promise<AnyState> {
  const { platform, runtime } = contextOf(state);
  const { advance } = runtime;
  const options = state.payload.request_options;
  if (options === undefined && state.error !== undefined) return refused(state);
  let assertion: unknown;
  try {
    if (options === undefined) throw new Error("login_passkey without request_options");
    const request: { publicKey: unknown; mediation?: string } = { publicKey: options.publicKey };
    if (options.mediation !== undefined) request.mediation = options.mediation;
    assertion = await platform.webauthn.get(request);
  } catch (error) {
    const back = await advance(state.actions.back, null);
    const stateError = state.error ?? back.error;
    return back.withError(stateError, webauthnError(error));
  }
  const verified = await advance(state.actions.webauthn_verify_assertion_response, {
    assertion_response: assertion,
  });
  return verified.name === "login_passkey" && verified.error !== undefined
    ? refused(verified)
    : verified;
}

/**
 * The server refused the answer: it stays in login_passkey with its error and without new
 * options (flow-api.md §2.2). Back to where the ceremony began, showing the server's error
 * alone, as the official SDK does; a new ceremony starts from there.
 */
async function refused(state: State<"login_passkey">): Promise<AnyState> {
  const back = await contextOf(state).runtime.advance(state.actions.back, null);
  return back.withError(state.error);
}

export async function createCredentialStep(
  state: State<"onboarding_verify_passkey_attestation" | "webauthn_credential_verification">,
): Promise<AnyState> {
  const { platform, runtime } = contextOf(state);
  const { advance } = runtime;
  const options = state.payload.creation_options;
  let credential: unknown;
  try {
    if (options === undefined) throw new Error(`${state.name} without creation_options`);
    credential = await platform.webauthn.create({ publicKey: options.publicKey });
  } catch (error) {
    const back = await advance(state.actions.back, null);
    const stateError = { code: CREDENTIAL_EXISTS, message: CREDENTIAL_EXISTS_MESSAGE };
    return back.withError(stateError, webauthnError(error));
  }
  return advance(state.actions.webauthn_verify_attestation_response, {
    public_key: credential,
  });
}
