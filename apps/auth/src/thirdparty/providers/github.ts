// GitHub: /user carries only the address the user chose to make public (often none), so the
// address comes from /user/emails, as in Hanko: the primary one, verified or not as GitHub
// says. Only if no address is marked primary does the first verified one stand in.
import {
  asObject,
  claimEmail,
  claimHttpsUrl,
  claimId,
  claimString,
  providerUser,
  type ProviderUser,
} from "../provider-user.ts";

/** Needs the `user:email` scope. */
export const GITHUB_EMAILS_ENDPOINT = "https://api.github.com/user/emails";

/** `user`: the /user response; `emails`: the /user/emails response. */
export function githubUser(user: unknown, emails: unknown): ProviderUser | undefined {
  const profile = asObject(user);
  if (profile === undefined) return undefined;
  const address = githubAddress(emails);
  return providerUser({
    id: claimId(profile.id),
    email: address?.email,
    emailVerified: address?.verified === true,
    name: claimString(profile.name) ?? claimString(profile.login),
    picture: claimHttpsUrl(profile.avatar_url),
  });
}

/** The primary address of a /user/emails response, with GitHub's verified flag. */
export function githubAddress(emails: unknown): { email: string; verified: boolean } | undefined {
  if (!Array.isArray(emails)) return undefined;
  const entries = emails
    .map(asObject)
    .map((entry) => ({
      email: claimEmail(entry?.email),
      primary: entry?.primary === true,
      verified: entry?.verified === true,
    }))
    .filter((entry): entry is typeof entry & { email: string } => entry.email !== undefined);
  const chosen = entries.find((entry) => entry.primary) ?? entries.find((entry) => entry.verified);
  return chosen && { email: chosen.email, verified: chosen.verified };
}
