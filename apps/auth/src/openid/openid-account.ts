// Who a relying party hears about: the user's id as `sub`, the primary address with whether it
// was proven (`email_verified`: an RP may trust only a true one), and the username. Read fresh
// for every token and userinfo answer, so a changed address or a deleted account shows at once.
import type { UserStore } from "../services.ts";

/** The claims of each scope a client may ask for (oidc-provider's `claims`). */
export const SCOPE_CLAIMS = {
  openid: ["sub"],
  email: ["email", "email_verified"],
  profile: ["preferred_username", "updated_at"],
} as const;

export interface AccountClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  updated_at?: number;
  [claim: string]: unknown;
}

/** The account's claims, or undefined for a user that no longer exists. */
export async function accountClaims(
  users: Pick<UserStore, "findById" | "emails">,
  userId: string,
): Promise<AccountClaims | undefined> {
  const user = await users.findById(userId);
  if (user === undefined) return undefined;
  const primary = (await users.emails(userId)).find((email) => email.primary);
  return {
    sub: user.id,
    ...(primary ? { email: primary.address, email_verified: primary.verified } : {}),
    ...(user.username === null ? {} : { preferred_username: user.username }),
    updated_at: Math.floor(Date.parse(user.updatedAt) / 1000),
  };
}
