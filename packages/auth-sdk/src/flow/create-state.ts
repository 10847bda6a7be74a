// How a flow starts (the official SDK's `createState`; the flow runtime does it): its options,
// and which flow an address asks for. A return from an IdP-initiated SAML login
// (`saml_hint=idp_initiated` with a `hanko_token`) starts `/token_exchange` instead of login or
// registration (product spec §4).
import { RETURN_PARAMS, SAML_HINT_IDP_INITIATED, type FlowName } from "@kretsbutiken/flow-protocol";
import { searchParam } from "../platform/address.ts";
import type { Platform } from "../platform/platform.ts";
import type { StateInitConfig } from "./state-types.ts";

export type StateCreateConfig = Pick<
  StateInitConfig,
  "dispatchAfterStateChangeEvent" | "excludeAutoSteps" | "cacheKey"
> & {
  /** Resume a state saved under `cacheKey` (default true). */
  loadFromCache?: boolean;
  /** Start /token_exchange on a return from IdP-initiated SAML (default true). */
  followSamlHint?: boolean;
};

/** `token_exchange` when the address is a return from IdP-initiated SAML, else `flowName`. */
export function flowNameForAddress(
  platform: Pick<Platform, "location">,
  flowName: FlowName,
): FlowName {
  if (flowName !== "login" && flowName !== "registration") return flowName;
  const hint = searchParam(platform, RETURN_PARAMS.samlHint);
  const token = searchParam(platform, RETURN_PARAMS.token);
  return hint === SAML_HINT_IDP_INITIATED && token ? "token_exchange" : flowName;
}
