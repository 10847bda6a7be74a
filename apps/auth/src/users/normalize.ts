// Identifiers are stored and compared lower-cased and trimmed (flow-api.md §1.5: email and
// username inputs are lower-cased by the engine; the store does it too so no caller can forget).
export function normalizeAddress(address: string): string {
  return address.trim().toLowerCase();
}

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
