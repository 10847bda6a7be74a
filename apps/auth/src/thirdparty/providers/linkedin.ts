// LinkedIn ("Sign In with LinkedIn using OpenID Connect"): the account from its OIDC userinfo
// endpoint, `email_verified` a boolean.
import {
  asObject,
  claimEmail,
  claimHttpsUrl,
  claimIsTrue,
  claimString,
  providerUser,
  type ProviderUser,
} from "../provider-user.ts";

/** `userinfo`: the response of https://api.linkedin.com/v2/userinfo. */
export function linkedinUser(userinfo: unknown): ProviderUser | undefined {
  const claims = asObject(userinfo);
  if (claims === undefined) return undefined;
  const givenAndFamily = [claimString(claims.given_name), claimString(claims.family_name)]
    .filter((part) => part !== undefined)
    .join(" ");
  return providerUser({
    id: claimString(claims.sub),
    email: claimEmail(claims.email),
    emailVerified: claimIsTrue(claims.email_verified),
    name: claimString(claims.name) ?? claimString(givenAndFamily),
    picture: claimHttpsUrl(claims.picture),
  });
}
