// The end of every provider callback (OAuth/OIDC `/thirdparty/callback`, SAML `/saml/callback`):
// the provider's account is linked by the rules of ./link-account.ts and a one-time `hanko_token`
// is issued, in one transaction, and the browser is sent back to `redirect_to` with the token, or
// with `error` and `error_description` (flow-api.md §4.3). The redirect target was checked
// against the allow-list when the sign-in began.
import { atomically, type Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";
import type { AuthDeps } from "../services.ts";
import { createEmailStore } from "../users/email-store.ts";
import { createIdentityStore } from "./identity-store.ts";
import {
  linkAccount,
  type LinkErrorCode,
  type LinkRules,
  type ProviderAccount,
} from "./link-account.ts";
import { createOneTimeTokenStore } from "./one-time-tokens.ts";

/** The codes a callback may put in `error` (§4.3), besides a provider's own OAuth error code. */
export type RedirectErrorCode =
  LinkErrorCode | "invalid_request" | "server_error" | "access_denied";

/** Plain words for each code; `server_error` always says the same (as Hanko). */
export const REDIRECT_ERROR_DESCRIPTIONS: Readonly<Record<RedirectErrorCode, string>> = {
  invalid_request: "the request could not be completed",
  server_error: "an internal error has occurred",
  access_denied: "access was denied",
  user_conflict: "the email address belongs to another account",
  multiple_accounts: "the email address is used by multiple accounts",
  unverified_email: "the email address is not verified by the provider",
  email_maxnum: "the maximum number of email addresses has been reached",
  signup_disabled: "new accounts cannot be created",
};

/** `redirectTo` with the given parameters set (others kept). */
export function withParams(redirectTo: string, params: Readonly<Record<string, string>>): string {
  const url = new URL(redirectTo);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

export function errorRedirect(redirectTo: string, code: string, description?: string): string {
  const known = (REDIRECT_ERROR_DESCRIPTIONS as Record<string, string | undefined>)[code];
  return withParams(redirectTo, {
    error: code,
    error_description: code === "server_error" ? known! : (description ?? known ?? code),
  });
}

export interface FinishSignIn {
  account: ProviderAccount;
  rules: Omit<LinkRules, "allowSignup" | "requireVerification" | "emailLimit">;
  /** The flow the token is good in (the state's flow id), if a flow started the sign-in. */
  flowId: string | undefined;
  codeVerifier: string | undefined;
  redirectTo: string;
}

export type FinishResult =
  | { ok: true; location: string; userId: string }
  | { ok: false; location: string; code: LinkErrorCode };

export async function finishSignIn(deps: AuthDeps, input: FinishSignIn): Promise<FinishResult> {
  const { config, clock } = deps;
  return atomically(deps.db, async (trx: Kysely<AuthDatabase>) => {
    const linked = await linkAccount(
      {
        users: deps.users.within(trx),
        emails: createEmailStore(trx, clock),
        identities: createIdentityStore(trx, clock),
      },
      input.account,
      {
        ...input.rules,
        allowSignup: config.account.allowSignup,
        requireVerification: config.email.requireVerification,
        emailLimit: config.email.limit,
      },
    );
    if (!linked.ok) {
      return {
        ok: false,
        code: linked.code,
        location: errorRedirect(input.redirectTo, linked.code),
      };
    }
    const token = await createOneTimeTokenStore(trx, clock).issue({
      ...linked.account,
      flowId: input.flowId ?? null,
      codeVerifier: input.codeVerifier,
    });
    return {
      ok: true,
      userId: linked.account.userId,
      location: withParams(input.redirectTo, { hanko_token: token }),
    };
  });
}
