// The shop under the browser tests trusts one proxy (TRUST_PROXY=1, playwright.config.ts): a
// request that names an address in X-Forwarded-For is that client. Every test that spends a
// per-client budget on purpose (wrong order guesses, lookups of one number) does so from an
// address of its own, so the budgets of 127.0.0.1, which every other test shares, stay whole.

/** A documentation-range address (RFC 5737) that no other test is likely to draw. */
export function ownClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `198.51.${octet()}.${octet()}`;
}

/** Headers that make a request come from `address`. */
export function fromClient(address: string): Record<string, string> {
  return { "X-Forwarded-For": address };
}
