// The shop's view of the sign-in provider: a session token becomes a ShopperSession when its
// signature verifies against the provider's JWKS, its issuer, audience and expiry are right,
// and the provider says the session is still live. Anything else is an anonymous visitor;
// the provider being down is too, with a warning, so the shop keeps selling.
import { LEGACY_REST_PATHS, REST_PATHS } from "@kretsbutiken/flow-protocol";
import { errors as joseErrors, jwtVerify, type JWTPayload } from "jose";
import type { AuthConnection } from "../config.ts";
import { AuthUnavailableError } from "./auth-unavailable-error.ts";
import { jwksKeys } from "./jwks-keys.ts";
import { providerHeaders } from "./provider-headers.ts";
import { confirmationRedeemer } from "./redeem-confirmation.ts";
import { sessionLiveness } from "./session-liveness.ts";
import type { AccountDeletionAnswer, ShopAuth, ShopperSession } from "./shopper-session.ts";

/** Real session JWTs are about 1 KB; anything far larger is not worth parsing. */
export const MAX_TOKEN_LENGTH = 8192;
/** One warning per this long while the provider stays unreachable. */
export const WARN_EVERY_MS = 30_000;

export interface ShopAuthDependencies {
  fetch?: typeof fetch;
  now?: () => number;
  warn?: (message: string) => void;
}

export function createShopAuth(
  connection: AuthConnection,
  dependencies: ShopAuthDependencies = {},
): ShopAuth {
  const now = dependencies.now ?? Date.now;
  const warn = dependencies.warn ?? ((message: string) => console.warn(message));
  const base = { baseUrl: connection.internalUrl, timeoutMs: connection.timeoutMs };
  const keys = jwksKeys({ ...base, fetch: dependencies.fetch, now });
  const liveness = sessionLiveness({
    ...base,
    rememberSeconds: connection.sessionCheckSeconds,
    fetch: dependencies.fetch,
    now,
  });
  let lastWarning = -Infinity;

  function providerDown(error: AuthUnavailableError): undefined {
    const at = now();
    if (at - lastWarning >= WARN_EVERY_MS) {
      lastWarning = at;
      const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
      warn(
        `Kretsbutiken: sign-in provider unavailable, visitors count as signed out (${error.message}${cause})`,
      );
    }
    return undefined;
  }

  /** The provider not answering costs a sign-in, never a page; any other failure is a fault. */
  function unlessProviderDown(error: unknown): undefined {
    if (error instanceof AuthUnavailableError) return providerDown(error);
    throw error;
  }

  async function verified(
    token: string,
    requestId: string | undefined,
  ): Promise<JWTPayload | undefined> {
    try {
      const { payload } = await jwtVerify(token, keys(requestId), {
        issuer: connection.issuer,
        audience: connection.audience,
        algorithms: ["RS256"],
        requiredClaims: ["sub", "exp"],
        currentDate: new Date(now()),
      });
      return payload;
    } catch (error) {
      // Malformed, forged, expired or meant for someone else: an anonymous visitor.
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return undefined;
      return unlessProviderDown(error);
    }
  }

  return {
    publicUrl: connection.publicUrl,

    redeemConfirmation: confirmationRedeemer({ ...base, fetch: dependencies.fetch, warn }),

    async sessionFor(token, call) {
      // An empty token needs no check of its own: jose refuses it before asking for a key.
      if (token.length > MAX_TOKEN_LENGTH) return undefined;
      const payload = await verified(token, call?.requestId);
      if (payload === undefined) return undefined;
      const session = shopperFromClaims(payload);
      if (session === undefined) return undefined;
      try {
        const liveUserId = await liveness.check(token, call?.requestId);
        return liveUserId === session.userId ? session : undefined;
      } catch (error) {
        return unlessProviderDown(error);
      }
    },

    async endSession(token, call) {
      liveness.forget(token);
      try {
        await (dependencies.fetch ?? fetch)(`${connection.internalUrl}${REST_PATHS.logout}`, {
          method: "POST",
          headers: providerHeaders(call?.requestId, { Authorization: `Bearer ${token}` }),
          signal: AbortSignal.timeout(connection.timeoutMs),
        });
      } catch (error) {
        providerDown(new AuthUnavailableError("could not end the session", { cause: error }));
      }
    },

    async deleteAccount(token, call) {
      let response: Response;
      try {
        response = await (dependencies.fetch ?? fetch)(
          `${connection.internalUrl}${LEGACY_REST_PATHS.user}`,
          {
            method: "DELETE",
            headers: providerHeaders(call?.requestId, { Authorization: `Bearer ${token}` }),
            signal: AbortSignal.timeout(connection.timeoutMs),
          },
        );
      } catch (error) {
        throw new AuthUnavailableError("could not delete the account", { cause: error });
      }
      await response.body?.cancel();
      const answer = deletionAnswer(response.status);
      if (answer === undefined) {
        throw new AuthUnavailableError(`deleting the account answered ${response.status}`);
      }
      if (answer === "deleted") liveness.forget(token);
      return answer;
    },
  };
}

/**
 * The provider's answer to `DELETE /user`: 204 when deleted; 404 where the route is not there
 * (deletion switched off, as Hanko registers it only with account.allow_deletion); 401 for a
 * session it does not take. Anything else is the provider failing.
 */
function deletionAnswer(status: number): AccountDeletionAnswer | undefined {
  if (status === 204) return "deleted";
  if (status === 404) return "disabled";
  if (status === 401) return "refused";
  return undefined;
}

/** flow-api.md §6.1: `sub`, `session_id`, and `email.address` / `username` when present. */
function shopperFromClaims(payload: JWTPayload): ShopperSession | undefined {
  const {
    sub,
    session_id: sessionId,
    email,
    username,
  } = payload as JWTPayload & {
    session_id?: unknown;
    email?: { address?: unknown; is_verified?: unknown };
    username?: unknown;
  };
  if (typeof sub !== "string" || typeof sessionId !== "string") return undefined;
  return {
    userId: sub,
    sessionId,
    email: typeof email?.address === "string" ? email.address : undefined,
    emailVerified: email?.is_verified === true,
    username: typeof username === "string" ? username : undefined,
  };
}
