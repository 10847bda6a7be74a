// Microsoft identity platform, `common` endpoint: the account is in the ID token, whose issuer
// names the user's tenant (`https://login.microsoftonline.com/{tid}/v2.0`, personal accounts
// under the fixed consumer tenant). Hanko accepts any tenant that fits that shape; we also
// require it to be the token's own `tid`.
//
// The address: a `upn` that is an address counts as verified, as in Hanko (a UPN's suffix can
// only be a domain the tenant verified). Otherwise `email`, verified only when the token proves
// it with the optional claim `xms_edov` ("email domain owner verified", a boolean that Microsoft
// is known to send as "1"/"true" too). Stricter than Hanko, which takes a missing `xms_edov` as
// verified (docs/decisions/0043): the claim is absent whenever the app has not configured it,
// and an `email` is whatever the account's holder typed, so absence proves nothing and the
// address must be proven by a passcode before it can sign in or be linked to an account.
// `preferred_username` is only a sign-in name Microsoft does not verify, never an address.
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
  if (claims === undefined) return false;
  const expected = microsoftIssuer(claims.tid);
  return expected !== undefined && claims.iss === expected;
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

/** `xms_edov` proves the address only as true, "true", 1 or "1"; anything else, absence too, not. */
const domainOwnerVerified = (edov: unknown): boolean =>
  edov === true || edov === 1 || edov === "1" || edov === "true";
