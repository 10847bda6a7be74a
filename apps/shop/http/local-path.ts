// Where the shop may send a visitor back to: a path of this shop, never another site. The
// decision is made on the address the visitor's browser will finally follow, not on what was
// sent: the value is resolved against the shop's origin and kept only when the result is still
// that origin and its normalised path cannot be read as another host. `/.//evil.example`
// normalises to `//evil.example`, so it is refused. Refused too: absolute and protocol-relative
// URLs (`//x`, `\/\/x`), backslashes (`/\x`, read by browsers as `//x`), slashes and
// backslashes that only decoding reveals (`/%2F%2Fx`, `/%5C%5Cx`, `/./%2F/x`; proxies and
// routers decode), control characters (`/\t/x`, which URL parsers strip, and header
// splitting), `javascript:` and anything too long. The browser checks again with its own
// origin before it navigates (same-origin-path.ts). Where the visitor goes once signed in is
// app/account/safe-redirect.ts's rule on top of this one.
import { sameOriginPath } from "./same-origin-path.ts";

// Any origin of ours gives the same verdict: only the path is kept, and one that leaves this
// origin leaves every origin.
export const LOCAL_ORIGIN = "http://kretsbutiken.invalid";
const MAX_LENGTH = 2048;

/** A path of this shop to send a visitor to, or undefined when `value` is none. */
export function localPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith("/") || value.includes("\\") || hasControlCharacter(value)) {
    return undefined;
  }
  const path = sameOriginPath(value, LOCAL_ORIGIN);
  if (path === undefined) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(new URL(path, LOCAL_ORIGIN).pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes("\\") || hasControlCharacter(decoded)) return undefined;
  return sameOriginPath(decoded, LOCAL_ORIGIN) === undefined ? undefined : path;
}

/** Where a form's "send me back" field may send the visitor: a path of this shop, else "/". */
export function formReturnPath(value: unknown): string {
  return localPath(value) ?? "/";
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
