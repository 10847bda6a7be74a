// The WebAuthn Signal API (W3C WebAuthn Level 3, §5.1.10–12): the profile tells the browser's
// passkey provider which of the user's credentials the server still accepts and what the user
// is now called, so a passkey deleted here or elsewhere (another device, the admin API) stops
// being offered, and a changed address or username shows in the account picker. Where the
// browser has no Signal API nothing happens; a refusal is never the user's problem.
import type { ProfileData } from "@kretsbutiken/flow-protocol";
import { useEffect } from "react";

/** The part of `PublicKeyCredential` this uses; each member may be missing. */
export type SignalApi = {
  signalAllAcceptedCredentials?: (options: {
    rpId: string;
    userId: string;
    allAcceptedCredentialIds: string[];
  }) => Promise<void>;
  signalCurrentUserDetails?: (options: {
    rpId: string;
    userId: string;
    name: string;
    displayName: string;
  }) => Promise<void>;
};

/** The user handle the server registered passkeys with: the user id's 16 bytes, base64url. */
export function userHandle(userId: string): string {
  const hex = userId.replace(/-/g, "");
  let binary = "";
  for (let i = 0; i < hex.length; i += 2) {
    binary += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** What the browser is told: every WebAuthn credential (passkeys and security keys) and names. */
export function passkeySignals(user: ProfileData, rpId: string) {
  const userId = userHandle(user.id);
  const credentials = [...(user.passkeys ?? []), ...(user.security_keys ?? [])];
  const address = user.emails?.find((email) => email.is_primary)?.address;
  const username = user.username?.username;
  // As the server names a new passkey: the address, else the username; shown: the username.
  const name = address ?? username;
  return {
    accepted: { rpId, userId, allAcceptedCredentialIds: credentials.map(({ id }) => id) },
    details: name === undefined ? undefined : { rpId, userId, name, displayName: username ?? name },
  };
}

/**
 * `credentialsKnown`: the payload lists every credential the server accepts (it offers passkey
 * management). Otherwise an empty list could mean "not shown" and would make the provider drop
 * passkeys the server still takes, so only the names are signalled.
 */
export async function sendPasskeySignals(
  api: SignalApi | undefined,
  user: ProfileData,
  rpId: string,
  credentialsKnown: boolean,
): Promise<void> {
  if (api === undefined) return;
  const { accepted, details } = passkeySignals(user, rpId);
  await Promise.allSettled([
    credentialsKnown ? api.signalAllAcceptedCredentials?.(accepted) : undefined,
    details && api.signalCurrentUserDetails?.(details),
  ]);
}

/**
 * Signals whenever the profile's credentials or names change. The relying party is taken to be
 * the page's host, as it is where passkeys are used on the page that shows them.
 */
export function usePasskeySignals(user: ProfileData, credentialsKnown: boolean): void {
  const { accepted, details } = passkeySignals(user, "");
  const key = JSON.stringify([
    credentialsKnown && accepted.allAcceptedCredentialIds,
    details?.name,
    details?.displayName,
  ]);
  useEffect(() => {
    const api = (globalThis as { PublicKeyCredential?: SignalApi }).PublicKeyCredential;
    const rpId = globalThis.location?.hostname;
    if (!rpId) return;
    void sendPasskeySignals(api, user, rpId, credentialsKnown);
    // The key stands for what is signalled: a new user object with the same content is no news.
  }, [key]);
}
