// Sign in with Apple: the account is in the ID token. Apple sends `email_verified` (and
// `is_private_email`) as a boolean or as the string "true". The user's name is never in the
// token: Apple posts it once, on the first authorization, in the `user` form field beside
// `code` and `state`, as JSON. That field is unsigned, so only the name is taken from it; the
// address always comes from the signed token.
import {
  asObject,
  claimEmail,
  claimIsTrue,
  claimString,
  providerUser,
  type ProviderUser,
} from "../provider-user.ts";

/** Addresses of users who chose "Hide My Email"; Apple forwards them and marks them verified. */
export const APPLE_PRIVATE_RELAY_DOMAIN = "privaterelay.appleid.com";

export const isApplePrivateRelayEmail = (email: string): boolean =>
  email.toLowerCase().endsWith(`@${APPLE_PRIVATE_RELAY_DOMAIN}`);

/** `idTokenClaims`: the verified ID token's payload; `userField`: the callback's `user` form field. */
export function appleUser(idTokenClaims: unknown, userField?: unknown): ProviderUser | undefined {
  const claims = asObject(idTokenClaims);
  if (claims === undefined) return undefined;
  return providerUser({
    id: claimString(claims.sub),
    email: claimEmail(claims.email),
    emailVerified: claimIsTrue(claims.email_verified),
    name: appleUserName(userField),
  });
}

/** The name from `{"name":{"firstName":"…","lastName":"…"},"email":"…"}`, or undefined. */
export function appleUserName(userField: unknown): string | undefined {
  if (typeof userField !== "string") return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(userField);
  } /* Stryker disable next-line BlockStatement: emptied, it leaves no name all the same */ catch {
    return undefined;
  }
  const name = asObject(asObject(parsed)?.name);
  const parts = [claimString(name?.firstName), claimString(name?.lastName)];
  const full = parts.filter((part) => part !== undefined).join(" ");
  return full === "" ? undefined : full;
}
