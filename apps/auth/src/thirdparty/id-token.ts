// Checking an ID token (OIDC Core §3.1.3.7) with jose: signed by a key of the provider's JWKS,
// issued by the provider (Microsoft: by the token's own tenant), for our client id (and, among
// several audiences, authorized for us by `azp`), unexpired, and carrying the request's nonce.
import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTPayload } from "jose";
import { isMicrosoftIssuer } from "./providers/microsoft.ts";
import { failure, success, type OAuthResult } from "./oauth-result.ts";
import type { Fetch } from "./provider-http.ts";
import type { IdTokenCheck } from "./provider-definition.ts";

/** Leeway for clocks that differ a little, ours and the provider's. */
export const CLOCK_TOLERANCE_SECONDS = 60;

export interface IdTokenExpectations extends IdTokenCheck {
  clientId: string;
  nonce: string;
  now: Date;
}

export type IdTokenVerifier = (
  idToken: string,
  expected: IdTokenExpectations,
) => Promise<OAuthResult<JWTPayload>>;

/** One verifier per client: it keeps each provider's keys (jose refetches on an unknown kid). */
export function createIdTokenVerifier(fetchImpl: Fetch): IdTokenVerifier {
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const keySet = (jwksUri: string) => {
    let keys = keySets.get(jwksUri);
    if (keys === undefined) {
      keys = createRemoteJWKSet(new URL(jwksUri), { [customFetch]: fetchImpl });
      keySets.set(jwksUri, keys);
    }
    return keys;
  };

  return async (idToken, expected) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keySet(expected.jwksUri), {
        ...(typeof expected.issuer === "string" ? { issuer: expected.issuer } : {}),
        audience: expected.clientId,
        requiredClaims: ["iss", "sub", "aud", "exp", "iat"],
        currentDate: expected.now,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      return failure(...classify(error));
    }
    if (typeof expected.issuer !== "string" && !isMicrosoftIssuer(payload)) {
      return failure("id_token_issuer", `issuer ${String(payload.iss)} is not its tenant's`);
    }
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== expected.clientId) {
      return failure("id_token_audience", "several audiences, and azp is not our client");
    }
    if (payload.nonce !== expected.nonce) {
      return failure("id_token_nonce", "the nonce is not the one the request sent");
    }
    return success(payload);
  };
}

function classify(error: unknown): Parameters<typeof failure> {
  // An Error's text is `name: message`.
  const detail = String(error);
  if (error instanceof errors.JWTExpired) return ["id_token_expired", detail];
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "iss") return ["id_token_issuer", detail];
    if (error.claim === "aud") return ["id_token_audience", detail];
    return ["id_token_invalid", detail];
  }
  if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
    // The key set could not be fetched (jose passes fetch's own errors through).
    return ["provider_unreachable", detail];
  }
  return ["id_token_invalid", detail];
}
