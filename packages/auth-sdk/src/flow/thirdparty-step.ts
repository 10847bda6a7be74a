// The automatic step of `thirdparty` (product spec §4). Back from the provider with a
// `hanko_token`: exchange it (with the stored PKCE verifier) and take it out of the address.
// Back with `?error=`: step back and show the error. Back without either: step back. Otherwise
// save the state in localStorage and leave for the provider.
import {
  RETURN_PARAMS,
  type ClientErrorCode,
  type FlowErrorCode,
} from "@kretsbutiken/flow-protocol";
import { removeSearchParams, searchParam } from "../platform/address.ts";
import { clearStoredCodeVerifier, getStoredCodeVerifier } from "../pkce.ts";
import { readReturnError } from "./return-error.ts";
import { ACCESS_DENIED, thirdPartyErrorKey } from "./third-party-errors.ts";
import { contextOf } from "./snapshots.ts";
import type { State } from "./state.ts";
import type { AnyState } from "./state-types.ts";

const ACCESS_DENIED_CODE: ClientErrorCode = "third_party_access_denied";
const TECHNICAL_CODE: FlowErrorCode = "technical_error";

export async function thirdpartyStep(state: State<"thirdparty">): Promise<AnyState> {
  const { platform, runtime } = contextOf(state);
  const { advance } = runtime;

  const token = searchParam(platform, RETURN_PARAMS.token);
  if (token !== null && token !== "") {
    removeSearchParams(platform, [RETURN_PARAMS.token, RETURN_PARAMS.samlHint]);
    const verifier = getStoredCodeVerifier(platform.sessionStorage);
    try {
      const values = verifier === null ? { token } : { token, code_verifier: verifier };
      return await advance(state.actions.exchange_token, values);
    } finally {
      clearStoredCodeVerifier(platform.sessionStorage);
    }
  }

  // Two mappings of the same return (spec §8): `state.error` keeps the official SDK's, which
  // knows only access_denied; `clientError` carries the widget's full one, which it shows.
  const returned = readReturnError(platform, thirdPartyErrorKey);
  if (returned !== undefined) {
    removeSearchParams(platform, [RETURN_PARAMS.error, RETURN_PARAMS.errorDescription]);
    const code = returned.code === ACCESS_DENIED ? ACCESS_DENIED_CODE : TECHNICAL_CODE;
    const back = state.actions.back;
    const next: AnyState = back.enabled ? await advance(back, null) : state;
    return next.withError({ code, message: returned.description ?? returned.code }, returned.error);
  }

  if (state.isCached) return advance(state.actions.back, null);

  const redirect = state.payload.redirect_url;
  if (redirect !== undefined) {
    state.saveToLocalStorage();
    platform.navigate(redirect);
  }
  return state;
}
