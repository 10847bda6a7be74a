// Where the shop sends a visitor once signed in: a path of this shop (http/local-path.ts, the
// rule every "send me back" follows), other than the sign-in pages themselves.
import { LOCAL_ORIGIN, localPath } from "../../http/local-path.ts";
import { NOT_AFTER_SIGN_IN } from "./account-paths.ts";

/** Where to go once signed in: a path of this shop other than the sign-in pages. */
export function safeRedirectPath(value: unknown): string | undefined {
  const path = localPath(value);
  if (path === undefined) return undefined;
  return NOT_AFTER_SIGN_IN.includes(new URL(path, LOCAL_ORIGIN).pathname) ? undefined : path;
}

/** The `redirect_to` of a request's address, when it is safe. */
export function redirectTarget(request: Request): string | undefined {
  return safeRedirectPath(new URL(request.url).searchParams.get("redirect_to"));
}
