// The two answers an interaction page gives oidc-provider, the same for our provider and for
// Demo-ID: the grant a person's consent makes (what the client asked for and lacked), and the
// hand-back that sends the browser on to the authorization's resume.
import type { ServerResponse, IncomingMessage } from "node:http";
import type Provider from "oidc-provider";
import type { Interaction, InteractionResult } from "oidc-provider";
import { redirect } from "../../demo-id/interaction-response.ts";

/** The interaction's grant (a new one on first consent) with what the prompt found missing. */
export async function grantConsent(
  provider: Provider,
  interaction: Interaction,
  accountId: string,
  clientId: string,
): Promise<string> {
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId });
  const { details } = interaction.prompt;
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(" "));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(" "));
  }
  return grant.save();
}

/** Stores the result and sends the browser on (303) to where the authorization resumes. */
export async function finishInteraction(
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
  result: InteractionResult,
  mergeWithLastSubmission: boolean,
): Promise<void> {
  redirect(
    response,
    await provider.interactionResult(request, response, result, { mergeWithLastSubmission }),
  );
}
