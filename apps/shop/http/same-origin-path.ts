// The browser's half of the shop's redirect rule (the server's is safe-redirect.ts): where a
// page may send the visitor, decided on the final URL. `target` is resolved against the page's
// own origin, as `location.assign` would, and kept only when it stays there and its normalised
// path cannot be read as another host (`//x`, `/\x`, and their %2F / %5C spellings). Kept this
// small on purpose: it ships in the sign-in page's script (performance/js-budget.spec.ts).

/** The path of `target` on `origin`, or undefined when following it would leave `origin`. */
export function sameOriginPath(target: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return undefined;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === origin && !/^\/(?:[/\\]|%2f|%5c)/i.test(path) ? path : undefined;
}
