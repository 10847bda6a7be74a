// What `thirdparty_oauth` (login_init, registration_init) and the profile's
// `connect_thirdparty_oauth_provider` share (flow-api.md §2.2, §2.7): the provider's
// authorization URL for this flow, the `hanko_thirdparty_state` cookie, and `thirdparty` next.
// A `redirect_to` off the allow-list and an unknown provider are 400 without an input error, as
// Hanko answers; a provider whose discovery fails is a 500 state error (§4.1 "as state error
// when third-party state generation fails").
import { beginSignIn } from "../../thirdparty/third-party-runtime.ts";
import { isPkceVerifier } from "../../thirdparty/pkce.ts";
import type { ActionOutcome } from "../engine/flow-definition.ts";
import type { AuthActionContext } from "../flows/flow-deps.ts";

export async function startThirdPartySignIn(
  ctx: AuthActionContext,
  options: { userId?: string } = {},
): Promise<ActionOutcome> {
  const verifier = ctx.input.string("code_verifier");
  // Not Hanko's: a verifier RFC 7636 would refuse is the client's mistake, not a 500.
  if (verifier !== "" && !isPkceVerifier(verifier)) {
    ctx.setInputError("code_verifier", "value_invalid_error", "not an RFC 7636 code verifier");
    return ctx.error("form_data_invalid_error");
  }
  const { config, secretBox, clock } = ctx.deps;
  const started = await beginSignIn(
    { config, secretBox, clock },
    {
      provider: ctx.input.string("provider"),
      redirectTo: ctx.input.string("redirect_to"),
      codeVerifier: verifier === "" ? undefined : verifier,
      isFlow: true,
      flowId: ctx.flowId,
      userId: options.userId,
    },
  );
  if (!started.ok) {
    return started.reason === "provider_unreachable"
      ? ctx.error("technical_error", "the provider's configuration could not be loaded")
      : ctx.error("form_data_invalid_error", started.reason.replaceAll("_", " "));
  }
  ctx.addSetCookie(started.cookie);
  ctx.payload.redirect_url = started.redirectUrl;
  return ctx.continue("thirdparty");
}
