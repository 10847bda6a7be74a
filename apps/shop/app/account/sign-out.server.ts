// Signing out: the provider ends the session (so the token is dead everywhere, not only in this
// browser), the shop removes the SDK's cookie, and the shopper lands on the home page with
// "Du är utloggad".
import { redirect, type RouterContextProvider } from "react-router";
import { servicesContext } from "../context/services-context.ts";
import { serializeCookie } from "../../http/cookie-header.ts";
import { readSessionToken, SESSION_COOKIE } from "../../http/session-token.ts";
import { SIGNED_OUT_PARAM } from "./signed-out-notice.tsx";

export async function signOut(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  const token = readSessionToken(request.headers);
  if (token !== undefined) {
    const { auth, requestId } = context.get(servicesContext);
    await auth.endSession(token, { requestId });
  }
  return redirect(`/?${SIGNED_OUT_PARAM}=1`, {
    status: 303,
    headers: { "Set-Cookie": serializeCookie(SESSION_COOKIE, "", { maxAge: 0 }) },
  });
}

/**
 * Whether the shopper asked for this themselves: a link or form on this shop, or the address
 * typed in (Fetch Metadata). A link on another site, or an image tag, must not sign anyone out.
 */
export function isOwnRequest(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "same-origin" || site === "none";
}
