import { data } from "react-router";

/** The body of the 404s the shop throws: the spec's exact message (§2, §5, §8). */
export interface PageErrorData {
  message: string;
}

// React Router answers with a status when a loader or middleware throws data(…): that is
// the one place the shop throws something that is not an Error (allowed in eslint.config.js).

/** Spec §2/§8: an unmatched path. Throws a 404 'Page not found: {path}'. */
export function throwPageNotFound(pathname: string): never {
  throw data<PageErrorData>({ message: `Page not found: ${pathname}` }, { status: 404 });
}

/** Spec §5/§8: a route's validate hook rejected the page. Throws 404 'Page Not Found: {path}'. */
export function throwValidationFailed(pathname: string): never {
  throw data<PageErrorData>({ message: `Page Not Found: ${pathname}` }, { status: 404 });
}
