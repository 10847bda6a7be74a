// Facebook: the account from the Graph API's /me, asked for its fields by name and signed with
// an appsecret_proof (HMAC-SHA256 of the access token under the app secret), as Hanko does.
// Graph sends no verified flag. Hanko treats the address as verified because Graph returns
// `email` only when the user has a valid (confirmed) address on their profile, and we do the
// same: https://developers.facebook.com/docs/graph-api/reference/user/ ("This field will not be
// returned if no valid email address is available").
import { createHmac } from "node:crypto";
import {
  asObject,
  claimEmail,
  claimHttpsUrl,
  claimId,
  claimString,
  providerUser,
  type ProviderUser,
} from "../provider-user.ts";
import { BUILT_IN_PROVIDERS } from "../providers.ts";

export const FACEBOOK_USER_FIELDS = "id,name,email,picture";

/** The /me URL for one access token. */
export function facebookUserinfoUrl(accessToken: string, appSecret: string): string {
  const url = new URL(BUILT_IN_PROVIDERS.facebook.userinfoEndpoint!);
  url.searchParams.set("fields", FACEBOOK_USER_FIELDS);
  url.searchParams.set("appsecret_proof", facebookAppSecretProof(accessToken, appSecret));
  return url.href;
}

export const facebookAppSecretProof = (accessToken: string, appSecret: string): string =>
  createHmac("sha256", appSecret).update(accessToken).digest("hex");

/** `me`: the response of facebookUserinfoUrl. */
export function facebookUser(me: unknown): ProviderUser | undefined {
  const body = asObject(me);
  if (body === undefined) return undefined;
  const email = claimEmail(body.email);
  return providerUser({
    id: claimId(body.id),
    email,
    // Verified whenever there is an address (providerUser keeps the flag only with one).
    emailVerified: true,
    name: claimString(body.name),
    picture: claimHttpsUrl(asObject(asObject(body.picture)?.data)?.url),
  });
}
