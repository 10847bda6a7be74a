// The domain enterprise sign-in routes an address by (product spec §5): the part after its one
// `@`. Pure.

/** The trimmed domain, or undefined unless `email` has exactly one `@` and something after it. */
export function emailDomain(email: string): string | undefined {
  const parts = email.split("@");
  const domain = parts[1]?.trim();
  return parts.length === 2 && domain ? domain : undefined;
}
