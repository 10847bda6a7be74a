// `webauthn_generate_request_options` on login_init and login_method_chooser (flow-api.md
// §2.2): discoverable request options, so the browser offers every passkey it has for this
// relying party, and on to `login_passkey`, where the SDK runs the ceremony.
import { relyingParty } from "../../webauthn/relying-party.ts";
import { requestOptions } from "../../webauthn/assertion-ceremony.ts";
import type { AuthAction, AuthHookContext, AuthFlowView } from "../flows/flow-deps.ts";
import { issueChallenge } from "../rules/webauthn-challenge.ts";
import { webauthnAvailable } from "../rules/webauthn-available.ts";

export function passkeyLoginUsable(view: AuthFlowView): boolean {
  return view.deps.policy.passkey.enabled && webauthnAvailable(view);
}

/** Puts discoverable request options in the payload and keeps their challenge. */
export async function offerRequestOptions(ctx: AuthHookContext): Promise<void> {
  const { options, challenge } = await requestOptions(
    relyingParty(ctx.deps.config),
    ctx.deps.policy.passkey.userVerification,
  );
  issueChallenge(ctx, "assertion", challenge);
  ctx.payload.request_options = options;
}

export const webauthnGenerateRequestOptions: AuthAction = {
  name: "webauthn_generate_request_options",
  available: passkeyLoginUsable,
  async execute(ctx) {
    await offerRequestOptions(ctx);
    return ctx.continue("login_passkey");
  },
};
