// Who votes a review helpful: a signed-in shopper by their account, anyone else by a random id
// in the `kb_voter` cookie, set with their first vote. The vote is what the visitor asked for,
// so the cookie needs no consent; like a preference it lasts the browser session unless the
// visitor allowed preferences to be kept (preference-cookie.ts).
import { randomUUID } from "node:crypto";
import type { ShopperSession } from "../../server/auth/shopper-session.ts";
import type { ConsentChoice } from "../../domain/preferences/consent.ts";
import { parseCookies } from "../../http/read-cookies.ts";
import { preferenceCookie } from "../preferences/preference-cookie.ts";

export const VOTER_COOKIE = "kb_voter";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function reviewVoter(
  request: Request,
  session: ShopperSession | null,
  consent: ConsentChoice | undefined,
): { voter: string; setCookie?: string } {
  if (session) return { voter: `user:${session.userId}` };
  const known = parseCookies(request.headers.get("Cookie")).get(VOTER_COOKIE);
  if (known && UUID.test(known)) return { voter: `visitor:${known}` };
  const id = randomUUID();
  return { voter: `visitor:${id}`, setCookie: preferenceCookie(VOTER_COOKIE, id, consent) };
}
