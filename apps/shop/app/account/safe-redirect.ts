// Where the shop may send a visitor back to: a path of this shop, never another site. The
// decision is made on the address the visitor's browser will finally follow, not on what was
// sent: `/.//evil.example` normalises to `//evil.example`, which a browser reads as another
// host, so it is the normalised path that must still be ours. Refused: absolute and
// protocol-relative URLs (`//x`, `\/\/x`), backslashes (`/\x`, read by browsers as `//x`),
// slashes and backslashes that only decoding reveals (`/%2F%2Fx`, `/%5C%5Cx`, `/./%2F/x`),
// control characters (`/\t/x`, header splitting), `javascript:` and anything too long.

const BASE = "http://kretsbutiken.invalid";
const MAX_LENGTH = 2048;
/** Pages that make no sense to return to once signed in. */
const NOT_AFTER_SIGN_IN = ["/login", "/logout", "/page/login", "/page/register"];

/** A path of this shop to send a visitor to, or undefined when `value` is none. */
export function localPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith("/") || value.includes("\\") || hasControlCharacter(value)) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return staysHere(path) ? path : undefined;
}

/** Where to go once signed in: a path of this shop other than the sign-in pages. */
export function safeRedirectPath(value: unknown): string | undefined {
  const path = localPath(value);
  if (path === undefined) return undefined;
  return NOT_AFTER_SIGN_IN.includes(new URL(path, BASE).pathname) ? undefined : path;
}

/** The `redirect_to` of a request's address, when it is safe. */
export function redirectTarget(request: Request): string | undefined {
  return safeRedirectPath(new URL(request.url).searchParams.get("redirect_to"));
}

/** Where a form's "send me back" field may send the visitor: a path of this shop, else "/". */
export function formReturnPath(value: unknown): string {
  return localPath(value) ?? "/";
}

/** The final path still names this origin, raw and decoded (proxies and routers decode). */
function staysHere(path: string): boolean {
  if (path.startsWith("//") || path.includes("\\")) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (decoded.startsWith("//") || decoded.includes("\\") || hasControlCharacter(decoded)) {
    return false;
  }
  return new URL(path, BASE).origin === BASE;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
