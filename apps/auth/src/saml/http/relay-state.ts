// The RelayState of an SP-initiated sign-in: Hanko's `hanko_spi_` prefix (flow-api.md §6.4; a
// RelayState without it is IdP-initiated) and the AuthnRequest's ID. The return address and the
// flow stay with the request in the database, so the browser carries nothing it could change,
// and the RelayState keeps within the 80 bytes the SAML bindings allow (§3.4.3).
const SP_INITIATED_PREFIX = "hanko_spi_";

export function spInitiatedRelayState(requestId: string): string {
  return `${SP_INITIATED_PREFIX}${requestId}`;
}

/** The AuthnRequest ID an SP-initiated RelayState names; undefined for an IdP-initiated one. */
export function requestIdOf(relayState: string): string | undefined {
  if (!relayState.startsWith(SP_INITIATED_PREFIX)) return undefined;
  return relayState.slice(SP_INITIATED_PREFIX.length);
}
