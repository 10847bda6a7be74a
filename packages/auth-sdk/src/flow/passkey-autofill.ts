// Passkey autofill on `login_init` (conditional mediation): when the payload carries
// `request_options`, a conditional WebAuthn request waits in the background and, once the user
// picks a passkey, verifies it like any action (its events fire). It stops when the user leaves
// login_init through another action, or with `hanko.stop()`.
import { contextOf } from "./snapshots.ts";
import type { State } from "./state.ts";

export function activatePasskeyAutofill(state: State<"login_init">): Promise<void> {
  const options = state.payload.request_options;
  if (options === undefined) return Promise.resolve();
  const { platform } = contextOf(state);
  void (async () => {
    try {
      const assertion = await platform.webauthn.get({
        publicKey: options.publicKey,
        mediation: "conditional",
      });
      await state.actions.webauthn_verify_assertion_response.run({ assertion_response: assertion });
    } catch {
      // Aborted, cancelled, or the state has moved on: autofill simply ends.
    }
  })();
  return Promise.resolve();
}
