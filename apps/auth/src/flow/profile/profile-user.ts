// The signed-in user as the profile flow sees them during one request (flow-api.md §2.7: the
// session user is reloaded from the database before each action and before `profile_init`).
// Loaded by a hook into the request's locals, where availability checks and actions read it.
import type { IdentitiesTable, SessionsTable, WebauthnCredentialsTable } from "../../db/schema.ts";
import type { EmailSummary } from "../../services.ts";
import { FlowEngineError } from "../engine/flow-engine-error.ts";
import type { AuthFlowView, FlowDeps } from "../flows/flow-deps.ts";

export interface ProfileUser {
  readonly id: string;
  readonly username: string | null;
  readonly emails: readonly EmailSummary[];
  readonly primaryEmail: EmailSummary | undefined;
  readonly hasPassword: boolean;
  /** Passkeys and security keys. */
  readonly credentials: readonly WebauthnCredentialsTable[];
  readonly hasOtpSecret: boolean;
  /** Accounts at providers linked to the user (third-party sign-in, SAML). */
  readonly identities: readonly IdentitiesTable[];
  /** The session that authorised this request. */
  readonly sessionId: string;
  /** Every unexpired session of the user, newest first, this one included. */
  readonly sessions: readonly SessionsTable[];
}

const LOCALS_KEY = "profile:user";

/** Undefined when the session's user no longer exists (deleted in another tab). */
export async function loadProfileUser(deps: FlowDeps): Promise<ProfileUser | undefined> {
  const session = deps.session;
  if (session === undefined) return undefined;
  const user = await deps.users.findById(session.userId);
  if (user === undefined) return undefined;
  const [emails, hash, sessions, credentials, otp, identities] = await Promise.all([
    deps.users.emails(user.id),
    deps.users.passwordHash(user.id),
    deps.sessions.listOf(user.id),
    deps.credentials.listOf(user.id),
    deps.otpSecrets.has(user.id),
    deps.identities.listOf(user.id),
  ]);
  return {
    id: user.id,
    username: user.username,
    emails,
    primaryEmail: emails.find((email) => email.primary),
    hasPassword: hash !== undefined,
    credentials,
    hasOtpSecret: otp,
    identities,
    sessionId: session.sessionId,
    sessions,
  };
}

export function rememberProfileUser(locals: Map<string, unknown>, user: ProfileUser): void {
  locals.set(LOCALS_KEY, user);
}

export function profileUser(view: AuthFlowView): ProfileUser {
  const user = view.locals.get(LOCALS_KEY) as ProfileUser | undefined;
  if (user === undefined) throw new FlowEngineError("stash_incomplete", "no profile user loaded");
  return user;
}

export function otherSessions(user: ProfileUser): readonly SessionsTable[] {
  return user.sessions.filter((session) => session.id !== user.sessionId);
}

export function passkeysOf(user: ProfileUser): readonly WebauthnCredentialsTable[] {
  return user.credentials.filter((credential) => credential.mfa_only === 0);
}

export function securityKeysOf(user: ProfileUser): readonly WebauthnCredentialsTable[] {
  return user.credentials.filter((credential) => credential.mfa_only === 1);
}

/** Whether the user can still sign in with a code mailed to one of their addresses. */
export function canUsePasscode(view: AuthFlowView, user: ProfileUser): boolean {
  return view.deps.policy.email.useForAuthentication && user.emails.length > 0;
}
