import type { Params } from "react-router";
import { throwValidationFailed } from "./page-errors.ts";
import { pagePathname } from "./page-pathname.ts";

export type ValidateHook = (params: Params) => boolean;

/**
 * Spec §5: a route may reject a page through a validate hook, giving a 404 with
 * 'Page Not Found: {path}'. Called first thing in the route's loader (a guard, style.md),
 * not as middleware: a throwing middleware would stop the root loader too, and the error
 * page would lose the visitor's language and consent.
 */
export function validate(
  hook: ValidateHook,
  { params, request }: { params: Params; request: Request },
): void {
  if (!hook(params)) throwValidationFailed(pagePathname(request));
}
