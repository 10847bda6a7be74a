// The domain of an e-mail address as SAML compares it with an identity provider's domains
// (docs/decisions/0044): the part after the last `@`, accepted only as plain ASCII DNS labels and
// lower-cased after that check. Lower-casing first would let Unicode fold into ASCII (the Kelvin
// sign U+212A becomes `k`), and an IDNA mapping would turn full-width letters and dots into
// ASCII ones; both are refused instead, as are a trailing dot and empty labels. A domain that
// was written in Unicode is compared in its `xn--` form, as the operator must configure it.

/** Letters, digits and inner hyphens, 1 to 63 characters. */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** `name` lower-cased when it is a plain ASCII domain of two labels or more; else undefined. */
export function normalisedDomain(name: string): string | undefined {
  if (typeof name !== "string" || name.length > 253) return undefined;
  const labels = name.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return undefined;
  return name.toLowerCase();
}

/** The normalised domain of `address` (after its last `@`), or undefined when it has none. */
export function emailDomain(address: string): string | undefined {
  if (typeof address !== "string") return undefined;
  const at = address.lastIndexOf("@");
  return at < 1 ? undefined : normalisedDomain(address.slice(at + 1));
}
