// ProfileData (flow-api.md §3.2) from the stored rows, members in §3.2's order. Optional members
// are omitted when empty; names (`name`, `picture`, …) do not exist in this server yet, so they
// are always absent. Identities are listed as the caller names them (only those of enabled
// providers): all of them, and under each address those that name it, the first also as the
// deprecated `identity`. `mfa_config` says what the server offers and whether an app is set up.
// `metadata` shows the public metadata (set through the admin API) and the unsafe one (the
// profile's patch_metadata), as Hanko's profile does; the private one is the admin's alone.
import type {
  Identity,
  ProfileData,
  ProfileEmail,
  ProfileUsername,
  WebauthnCredential,
} from "@kretsbutiken/flow-protocol";
import type { EmailsTable, UsersTable, WebauthnCredentialsTable } from "../db/schema.ts";

/** A linked identity as shown, with the address it names (if it is one of the user's). */
export interface ShownIdentity {
  identity: Identity;
  emailId: string | null;
}

export function buildProfileData(
  user: UsersTable,
  emails: readonly EmailsTable[],
  credentials: readonly WebauthnCredentialsTable[] = [],
  mfaConfig: ProfileData["mfa_config"] = {
    auth_app_set_up: false,
    totp_enabled: false,
    security_keys_enabled: false,
  },
  identities: readonly ShownIdentity[] = [],
): ProfileData {
  const passkeys = credentials.filter((c) => c.mfa_only === 0).map(toWireCredential);
  const securityKeys = credentials.filter((c) => c.mfa_only === 1).map(toWireCredential);
  return {
    id: user.id,
    user_id: user.id,
    ...(passkeys.length > 0 && { passkeys }),
    ...(securityKeys.length > 0 && { security_keys: securityKeys }),
    mfa_config: mfaConfig,
    ...(emails.length > 0 && {
      emails: emails.map((email) => toProfileEmail(email, identitiesOf(identities, email.id))),
    }),
    ...(user.username !== null && { username: toProfileUsername(user, user.username) }),
    created_at: user.created_at,
    updated_at: user.updated_at,
    ...metadataOf(user),
    ...(identities.length > 0 && { identities: identities.map((shown) => shown.identity) }),
  };
}

const identitiesOf = (identities: readonly ShownIdentity[], emailId: string): Identity[] =>
  identities.filter((shown) => shown.emailId === emailId).map((shown) => shown.identity);

/** Stored metadata (unsafe, or public) as an object; `{}` when none was ever set. */
export function unsafeMetadataOf(stored: string | null): Record<string, unknown> {
  if (stored === null) return {};
  const parsed: unknown = JSON.parse(stored);
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

function metadataOf(user: UsersTable): Pick<ProfileData, "metadata"> {
  const shown = {
    public_metadata: unsafeMetadataOf(user.public_metadata ?? null),
    unsafe_metadata: unsafeMetadataOf(user.unsafe_metadata),
  };
  const metadata = Object.fromEntries(
    Object.entries(shown).filter(([, value]) => Object.keys(value).length > 0),
  );
  return Object.keys(metadata).length > 0 ? { metadata } : {};
}

export function toWireCredential(credential: WebauthnCredentialsTable): WebauthnCredential {
  return {
    id: credential.id,
    ...(credential.name !== null && { name: credential.name }),
    public_key: credential.public_key,
    attestation_type: credential.attestation_type,
    aaguid: credential.aaguid,
    ...(credential.last_used_at !== null && { last_used_at: credential.last_used_at }),
    created_at: credential.created_at,
    transports: JSON.parse(credential.transports) as string[],
    backup_eligible: credential.backup_eligible === 1,
    backup_state: credential.backup_state === 1,
    mfa_only: credential.mfa_only === 1,
  };
}

function toProfileEmail(email: EmailsTable, identities: Identity[]): ProfileEmail {
  return {
    id: email.id,
    address: email.address,
    is_verified: email.verified === 1,
    is_primary: email.is_primary === 1,
    ...(identities.length > 0 && { identity: identities[0]!, identities }),
  };
}

// The username lives on the user row, so its id is the user's (Hanko keeps a separate table).
function toProfileUsername(user: UsersTable, username: string): ProfileUsername {
  return { id: user.id, username, created_at: user.created_at, updated_at: user.updated_at };
}
