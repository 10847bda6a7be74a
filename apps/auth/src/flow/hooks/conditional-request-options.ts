// Before `login_init` (flow-api.md §2.5): when the browser can offer passkeys in the
// identifier field's autofill (conditional mediation), request options come with the state, so
// the SDK can start that quiet ceremony at once and `webauthn_verify_assertion_response` can
// finish it straight from login_init.
import {
  offerRequestOptions,
  passkeyLoginUsable,
} from "../actions/webauthn-generate-request-options.ts";
import type { AuthHook } from "../flows/flow-deps.ts";

export const conditionalRequestOptions: AuthHook = {
  name: "conditional-request-options",
  async run(ctx) {
    if (!passkeyLoginUsable(ctx)) return;
    if (ctx.stash.get("webauthn_conditional_mediation_available") !== true) return;
    await offerRequestOptions(ctx);
  },
};
