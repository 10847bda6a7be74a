// `thirdparty_oauth` in login_init and registration_init (flow-api.md §2.2): offered while any
// provider is enabled, which the `provider` input lists in Hanko's order; the sign-in starts
// bound to this flow, so only this flow can exchange the token the callback returns with.
import { enabledProviders } from "../../thirdparty/provider-config.ts";
import type { AuthAction } from "../flows/flow-deps.ts";
import { startThirdPartySignIn } from "../rules/start-third-party-sign-in.ts";

export const thirdpartyOauth: AuthAction = {
  name: "thirdparty_oauth",
  available: (view) => enabledProviders(view.deps.config.thirdParty).length > 0,
  allowedValues: (view) => ({ provider: enabledProviders(view.deps.config.thirdParty) }),
  execute: (ctx) => startThirdPartySignIn(ctx),
};
