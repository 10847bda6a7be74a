// preflight `register_client_capabilities` (flow-api.md §2.2): remembers what the browser can
// do; the booleans are never validated, so `{}` means "no WebAuthn".
import type { AuthAction } from "../flows/flow-deps.ts";

export const registerClientCapabilities: AuthAction = {
  name: "register_client_capabilities",
  execute(ctx) {
    ctx.stash.set("webauthn_available", ctx.input.boolean("webauthn_available"));
    ctx.stash.set(
      "webauthn_conditional_mediation_available",
      ctx.input.boolean("webauthn_conditional_mediation_available"),
    );
    ctx.stash.set(
      "webauthn_platform_authenticator_available",
      ctx.input.boolean("webauthn_platform_authenticator_available"),
    );
    // A platform authenticator, or any attachment a security key may have.
    ctx.stash.set(
      "security_key_attachment_supported",
      ctx.input.boolean("webauthn_platform_authenticator_available") ||
        ctx.deps.policy.mfa.securityKeys.attachment !== "platform",
    );
    return ctx.continue();
  },
};
