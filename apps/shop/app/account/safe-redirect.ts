// Where a shopper may be sent after signing in: a path of this shop, never another site. An
// absolute URL, a protocol-relative `//evil`, `/\evil` (which browsers read as `//evil`), a
// `javascript:` address or control characters are refused, and the caller's default is used.

const BASE = "http://kretsbutiken.invalid";
/** Pages that make no sense to return to once signed in. */
const NOT_AFTER_SIGN_IN = ["/login", "/logout", "/page/login", "/page/register"];

export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2048) return undefined;
  if (!value.startsWith("/") || value.startsWith("//")) return undefined;
  if (value.includes("\\") || hasControlCharacter(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || NOT_AFTER_SIGN_IN.includes(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `redirect_to` of a request's address, when it is safe. */
export function redirectTarget(request: Request): string | undefined {
  return safeRedirectPath(new URL(request.url).searchParams.get("redirect_to"));
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
