// Where a request carries its session token (flow-api.md §6.3 step 1): the Bearer header
// first, then the session cookie. The official SDK sends both when page and API share a host.
import { bearerToken } from "@kretsbutiken/flow-protocol";
import { getCookie } from "hono/cookie";
import type { Context } from "hono";

export function sessionTokenCandidates(c: Context, cookieName: string): string[] {
  const tokens = [bearerToken(c.req.header("Authorization")), getCookie(c, cookieName)];
  return tokens.filter((token): token is string => token !== undefined && token !== "");
}
