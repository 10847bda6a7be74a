// Google: the account from the userinfo endpoint (OIDC standard claims), `email_verified` a
// boolean.
import {
  asObject,
  claimEmail,
  claimHttpsUrl,
  claimIsTrue,
  claimString,
  providerUser,
  type ProviderUser,
} from "../provider-user.ts";

/** `userinfo`: the response of https://www.googleapis.com/oauth2/v3/userinfo. */
export function googleUser(userinfo: unknown): ProviderUser | undefined {
  const claims = asObject(userinfo);
  if (claims === undefined) return undefined;
  return providerUser({
    id: claimString(claims.sub),
    email: claimEmail(claims.email),
    emailVerified: claimIsTrue(claims.email_verified),
    name: claimString(claims.name),
    picture: claimHttpsUrl(claims.picture),
  });
}
