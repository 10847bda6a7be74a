// The automatic step of `thirdparty` (product spec §4). Back from the provider with a
// `hanko_token`: exchange it (with the stored PKCE verifier) and take it out of the address.
// Back with `?error=`, or a refused exchange: step back and show the error. Back without either:
// step back. Otherwise save the state in localStorage and leave for the provider.
import { RETURN_PARAMS } from "@kretsbutiken/flow-protocol";
import { removeSearchParams, searchParam } from "../platform/address.ts";
import { clearStoredCodeVerifier, getStoredCodeVerifier } from "../pkce.ts";
import { contextOf } from "./snapshots.ts";
import type { State } from "./state.ts";
import type { AnyState } from "./state-types.ts";
import { hasReturnError, withReturnError } from "./with-return-error.ts";

export async function thirdpartyStep(state: State<"thirdparty">): Promise<AnyState> {
  const { platform, runtime } = contextOf(state);
  const { advance } = runtime;

  const token = searchParam(platform, RETURN_PARAMS.token);
  if (token !== null && token !== "") {
    removeSearchParams(platform, [RETURN_PARAMS.token, RETURN_PARAMS.samlHint]);
    const verifier = getStoredCodeVerifier(platform.sessionStorage);
    try {
      const values = verifier === null ? { token } : { token, code_verifier: verifier };
      const exchanged = await advance(state.actions.exchange_token, values);
      // Refused, it comes back as `thirdparty` with its error: step back to where the sign-in
      // began, still showing it (token_exchange has no back and stays).
      if (exchanged.name !== "thirdparty" || exchanged.error === undefined) return exchanged;
      const back = exchanged.actions.back;
      if (!back.enabled) return exchanged;
      return (await advance(back, null)).withError(exchanged.error, exchanged.clientError);
    } finally {
      clearStoredCodeVerifier(platform.sessionStorage);
    }
  }

  // Two mappings of the same return (spec §8): `state.error` keeps the official SDK's, which
  // knows only access_denied; `clientError` carries the widget's full one, which it shows.
  if (hasReturnError(state)) {
    const back = state.actions.back;
    return withReturnError(back.enabled ? await advance(back, null) : state);
  }

  if (state.isCached) return advance(state.actions.back, null);

  const redirect = state.payload.redirect_url;
  if (redirect !== undefined) {
    state.saveToLocalStorage();
    platform.navigate(redirect);
  }
  return state;
}
