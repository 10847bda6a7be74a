// The account behind an access token or a verified ID token: fetches what each provider needs
// (userinfo; GitHub's addresses; Facebook's /me with its proof) and hands it to the provider's
// reader from ./providers/*.ts or ./custom-provider.ts.
import type { JWTPayload } from "jose";
import { customProviderUser } from "./custom-provider.ts";
import { failure, success, type OAuthResult } from "./oauth-result.ts";
import type { ProviderDefinition } from "./provider-definition.ts";
import { requestJson, type Fetch } from "./provider-http.ts";
import type { ProviderUser } from "./provider-user.ts";
import { appleUser } from "./providers/apple.ts";
import { discordUser } from "./providers/discord.ts";
import {
  facebookAppSecretProof,
  facebookUser,
  FACEBOOK_USER_FIELDS,
} from "./providers/facebook.ts";
import { githubUser } from "./providers/github.ts";
import { googleUser } from "./providers/google.ts";
import { linkedinUser } from "./providers/linkedin.ts";
import { microsoftUser } from "./providers/microsoft.ts";

export interface AccountSources {
  accessToken: string;
  /** The verified ID token's claims, when the provider sent one. */
  idTokenClaims?: JWTPayload | undefined;
  /** Apple's `user` form field of the callback (the name, on the first authorization only). */
  appleUserField?: string | undefined;
}

export async function readAccount(
  fetchImpl: Fetch,
  definition: ProviderDefinition,
  sources: AccountSources,
): Promise<OAuthResult<ProviderUser>> {
  const { account } = definition;
  let user: ProviderUser | undefined;
  if (definition.claimsFrom === "id_token") {
    if (sources.idTokenClaims === undefined) return failure("id_token_missing");
    if (account.kind === "apple") user = appleUser(sources.idTokenClaims, sources.appleUserField);
    else if (account.kind === "microsoft") user = microsoftUser(sources.idTokenClaims);
    else return failure("user_invalid", `${account.kind} has no ID token reader`);
  } else {
    const userinfo = await fetchUserinfo(fetchImpl, definition, sources.accessToken);
    if (!userinfo.ok) return userinfo;
    const subject = sources.idTokenClaims?.sub;
    const body = userinfo.value;
    if (subject !== undefined && (body as { sub?: unknown }).sub !== subject) {
      return failure("subject_mismatch", "userinfo is about another subject than the ID token");
    }
    switch (account.kind) {
      case "github": {
        const emails = await getJson(fetchImpl, account.emailsEndpoint, sources.accessToken);
        if (!emails.ok) return emails;
        user = githubUser(body, emails.value);
        break;
      }
      case "discord":
        user = discordUser(body);
        break;
      case "facebook":
        user = facebookUser(body);
        break;
      case "google":
        user = googleUser(body);
        break;
      case "linkedin":
        user = linkedinUser(body);
        break;
      case "custom":
        user = customProviderUser(body, account.attributeMapping);
        break;
      default:
        return failure("user_invalid", `${account.kind} has no userinfo reader`);
    }
  }
  return user === undefined
    ? failure("user_invalid", `${definition.id} named no account`)
    : success(user);
}

function fetchUserinfo(fetchImpl: Fetch, definition: ProviderDefinition, accessToken: string) {
  if (definition.userinfoEndpoint === undefined) {
    return Promise.resolve(
      failure("userinfo_refused", `${definition.id} has no userinfo endpoint`),
    );
  }
  const url = new URL(definition.userinfoEndpoint);
  if (definition.account.kind === "facebook") {
    url.searchParams.set("fields", FACEBOOK_USER_FIELDS);
    url.searchParams.set(
      "appsecret_proof",
      facebookAppSecretProof(accessToken, definition.clientSecret),
    );
  }
  return getJson(fetchImpl, url.href, accessToken);
}

async function getJson(
  fetchImpl: Fetch,
  url: string,
  accessToken: string,
): Promise<OAuthResult<unknown>> {
  const response = await requestJson(fetchImpl, url, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) return failure("provider_unreachable", response.detail);
  if (response.status !== 200 || response.body === undefined) {
    return failure("userinfo_refused", response.detail);
  }
  return success(response.body);
}
