// The end of a callback for the profile's `connect_thirdparty_oauth_provider` (flow-api.md §2.7):
// unlike a sign-in (./finish-sign-in.ts) it links nothing. The provider's account is held under
// a one-time `hanko_token` (./pending-connections.ts) that only the profile's `exchange_token`
// can take, in the flow that started the connect and for the session's user, so an account
// signed in at the provider by anyone but that user in that flow never reaches their account
// (docs/decisions/0043). An identity that already belongs to another user is `user_conflict`
// at once, as a sign-in would answer it.
import type { AuthDeps } from "../services.ts";
import { errorRedirect, withParams, type FinishResult } from "./finish-sign-in.ts";
import { createIdentityStore } from "./identity-store.ts";
import type { ProviderAccount } from "./link-account.ts";
import { createPendingConnectionStore } from "./pending-connections.ts";

export interface FinishConnect {
  account: ProviderAccount;
  /** The signed-in user who started the connect (the state's). */
  userId: string;
  /** The profile flow that started it (the state's). */
  flowId: string;
  codeVerifier: string | undefined;
  redirectTo: string;
}

export async function finishConnect(deps: AuthDeps, input: FinishConnect): Promise<FinishResult> {
  const { account, userId } = input;
  const found = await createIdentityStore(deps.db, deps.clock).find(
    account.providerId,
    account.subject,
  );
  if (found !== undefined && found.user_id !== userId) {
    return {
      ok: false,
      code: "user_conflict",
      location: errorRedirect(input.redirectTo, "user_conflict"),
    };
  }
  const token = await createPendingConnectionStore(deps.db, deps.clock).issue({
    userId,
    flowId: input.flowId,
    codeVerifier: input.codeVerifier,
    account,
  });
  return { ok: true, userId, location: withParams(input.redirectTo, { hanko_token: token }) };
}
