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
  const given = claimString(claims.given_name);
  const family = claimString(claims.family_name);
  return providerUser({
    id: claimString(claims.sub),
    email: claimEmail(claims.email),
    emailVerified: claimIsTrue(claims.email_verified),
    // A missing part joins as "", and claimString trims the space it leaves.
    name: claimString(claims.name) ?? claimString([given, family].join(" ")),
    picture: claimHttpsUrl(claims.picture),
  });
}
