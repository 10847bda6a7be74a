// Passkey autofill on `login_init` (conditional mediation): when the payload carries
// `request_options`, a conditional WebAuthn request waits in the background and, once the user
// picks a passkey, verifies it like any action (its events fire). It stops when the user leaves
// login_init through another action, or with `hanko.stop()`.
import type { StateName } from "@kretsbutiken/flow-protocol";
import { contextOf } from "./snapshots.ts";
import type { State } from "./state.ts";
import type { AnyState } from "./state-types.ts";

/**
 * The autofill ceremony and its verification: the state after it, or undefined when the wait
 * ended without a passkey (aborted, cancelled, or the state has moved on).
 */
export async function runPasskeyAutofill(
  state: State<"login_init">,
): Promise<AnyState | undefined> {
  const options = state.payload.request_options;
  if (options === undefined) return undefined;
  const { platform } = contextOf(state);
  let assertion: unknown;
  try {
    assertion = await platform.webauthn.get({
      publicKey: options.publicKey,
      mediation: "conditional",
    });
  } catch {
    return undefined;
  }
  return state.actions.webauthn_verify_assertion_response.run({ assertion_response: assertion });
}

/** Hanko's `passkeyAutofillActivation()`: starts the wait and returns at once. */
export const activatePasskeyAutofill: PasskeyAutofillActivationHandler<"login_init"> = (state) => {
  runPasskeyAutofill(state).catch(() => undefined);
  return Promise.resolve();
};

/** Starts passkey autofill for a state that offers it; resolves once it is waiting. */
export type PasskeyAutofillActivationHandler<S extends StateName> = (
  state: State<S>,
) => Promise<void>;

/** The states that offer passkey autofill (`state.passkeyAutofillActivation`). */
export type PasskeyAutofillStates = "login_init";

export type PasskeyAutofillActivationHandlers = {
  readonly [S in PasskeyAutofillStates]: PasskeyAutofillActivationHandler<S>;
};
