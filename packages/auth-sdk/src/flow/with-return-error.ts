// A provider's or SAML IdP's `?error=` in the page address (flow-api §4.3) put on a state and
// taken out of the address. The thirdparty step uses it for the return it waited for; a widget
// uses it on the first state of a page nobody waited on (a refused IdP-initiated SAML sign-in
// lands on a fresh page), so that error is shown too and not left in the address.
import {
  RETURN_PARAMS,
  type ClientErrorCode,
  type FlowErrorCode,
} from "@kretsbutiken/flow-protocol";
import { removeSearchParams } from "../platform/address.ts";
import { readReturnError } from "./return-error.ts";
import { contextOf } from "./snapshots.ts";
import { ACCESS_DENIED, thirdPartyErrorKey } from "./third-party-errors.ts";
import type { AnyState } from "./state-types.ts";

const ACCESS_DENIED_CODE: ClientErrorCode = "third_party_access_denied";
const TECHNICAL_CODE: FlowErrorCode = "technical_error";

/** Whether the address carries a return error. */
export function hasReturnError(state: AnyState): boolean {
  return readReturnError(contextOf(state).platform, thirdPartyErrorKey) !== undefined;
}

/**
 * `state` with the address's return error, in both mappings of spec §8: `error` as the official
 * SDK maps it (access_denied only), `clientError` as the widget shows it. Unchanged without one.
 */
export function withReturnError(state: AnyState): AnyState {
  const { platform } = contextOf(state);
  const returned = readReturnError(platform, thirdPartyErrorKey);
  if (returned === undefined) return state;
  removeSearchParams(platform, [RETURN_PARAMS.error, RETURN_PARAMS.errorDescription]);
  const code = returned.code === ACCESS_DENIED ? ACCESS_DENIED_CODE : TECHNICAL_CODE;
  return state.withError({ code, message: returned.description ?? returned.code }, returned.error);
}
