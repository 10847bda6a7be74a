// Microsoft identity platform, `common` endpoint: the account is in the ID token, whose issuer
// names the user's tenant (`https://login.microsoftonline.com/{tid}/v2.0`, personal accounts
// under the fixed consumer tenant). Hanko accepts any tenant that fits that shape; we also
// require it to be the token's own `tid`.
//
// The address, as in Hanko: a `upn` that is an address counts as verified (its domain must be
// one the tenant verified); otherwise `email`, verified unless the optional `xms_edov` claim
// says the domain owner is not verified (Microsoft leaves out unverified `email` claims for
// multi-tenant apps by default). `preferred_username` is only a sign-in name Microsoft does not
// verify, so it is never taken as an address.
import {
  asObject,
  claimEmail,
  claimString,
  providerUser,
  type ProviderUser,
} from "../provider-user.ts";

const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The tenant of personal Microsoft accounts (outlook.com, hotmail.com, …). */
export const MICROSOFT_CONSUMER_TENANT = "9188040d-6c67-4c5b-b112-36a304b66dad";

/** The issuer an ID token from tenant `tid` carries, or undefined if `tid` is not a tenant id. */
export function microsoftIssuer(tid: unknown): string | undefined {
  return typeof tid === "string" && TENANT_ID.test(tid)
    ? `https://login.microsoftonline.com/${tid}/v2.0`
    : undefined;
}

/** Whether a (signature-checked) ID token's `iss` is Microsoft's for its own `tid`. */
export function isMicrosoftIssuer(idTokenClaims: unknown): boolean {
  const claims = asObject(idTokenClaims);
  const expected = microsoftIssuer(claims?.tid);
  return expected !== undefined && claims?.iss === expected;
}

/** `idTokenClaims`: the verified ID token's payload. */
export function microsoftUser(idTokenClaims: unknown): ProviderUser | undefined {
  const claims = asObject(idTokenClaims);
  if (claims === undefined) return undefined;
  const upn = claimEmail(claims.upn);
  const email = upn ?? claimEmail(claims.email);
  return providerUser({
    id: claimString(claims.sub),
    email,
    emailVerified: upn !== undefined || domainOwnerVerified(claims.xms_edov),
    name: claimString(claims.name),
  });
}

/** `xms_edov` arrives as true, "true", "1" or their opposites; absent means not configured. */
function domainOwnerVerified(edov: unknown): boolean {
  if (edov === undefined) return true;
  return edov === true || edov === 1 || edov === "1" || edov === "true";
}
