// Discord: the account from /users/@me; `verified` says whether its address is verified, the
// display name is `global_name` (or the username), the avatar a hash to build a CDN URL from.
import {
  asObject,
  claimEmail,
  claimId,
  claimString,
  providerUser,
  type ProviderUser,
} from "../provider-user.ts";

const AVATAR_HASH = /^(a_)?[0-9a-f]{32}$/;

/** `user`: the response of https://discord.com/api/v10/users/@me. */
export function discordUser(user: unknown): ProviderUser | undefined {
  const body = asObject(user);
  if (body === undefined) return undefined;
  const account = providerUser({
    id: claimId(body.id),
    email: claimEmail(body.email),
    emailVerified: body.verified === true,
    name: claimString(body.global_name) ?? claimString(body.username),
  });
  const { avatar } = body;
  if (account !== undefined && typeof avatar === "string" && AVATAR_HASH.test(avatar)) {
    const id = encodeURIComponent(account.id);
    account.picture = `https://cdn.discordapp.com/avatars/${id}/${avatar}.png`;
  }
  return account;
}
