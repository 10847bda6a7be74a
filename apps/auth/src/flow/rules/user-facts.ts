// What the login flow learns about a user once it knows who is signing in (flow-api.md §2.2
// identifier resolution): the facts later decisions read from the stash, such as which
// onboarding states to schedule (§2.3.1): passwords, passkeys (credentials that may sign in
// alone), security keys (second factor only) and an authenticator app.
import type { EmailSummary } from "../../services.ts";
import type { Stash } from "../engine/stash.ts";
import type { AuthStash } from "../flows/auth-stash.ts";
import type { FlowDeps } from "../flows/flow-deps.ts";

export interface UserFacts {
  readonly userId: string;
  readonly username: string | null;
  readonly emails: readonly EmailSummary[];
  readonly primaryEmail: EmailSummary | undefined;
  readonly hasPassword: boolean;
  readonly hasPasskey: boolean;
  readonly hasWebauthnCredential: boolean;
  readonly hasSecurityKey: boolean;
  readonly hasOtpSecret: boolean;
}

export async function loadUserFacts(
  deps: FlowDeps,
  userId: string,
  username: string | null,
): Promise<UserFacts> {
  const [emails, hash, credentials, otp] = await Promise.all([
    deps.users.emails(userId),
    deps.users.passwordHash(userId),
    deps.credentials.listOf(userId),
    deps.otpSecrets.has(userId),
  ]);
  return {
    userId,
    username,
    emails,
    primaryEmail: emails.find((email) => email.primary),
    hasPassword: hash !== undefined,
    hasPasskey: credentials.some((credential) => credential.mfa_only === 0),
    hasWebauthnCredential: credentials.length > 0,
    hasSecurityKey: credentials.some((credential) => credential.mfa_only === 1),
    hasOtpSecret: otp,
  };
}

export function stashUserFacts(stash: Stash<AuthStash>, facts: UserFacts): void {
  stash.set("user_has_password", facts.hasPassword);
  stash.set("user_has_passkey", facts.hasPasskey);
  stash.set("user_has_webauthn_credential", facts.hasWebauthnCredential);
  stash.set("user_has_username", facts.username !== null);
  stash.set("user_has_emails", facts.emails.length > 0);
  stash.set("user_has_otp_secret", facts.hasOtpSecret);
  stash.set("user_has_security_key", facts.hasSecurityKey);
}
