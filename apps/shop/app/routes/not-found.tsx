// Every path the route table does not know (spec §2): 404 'Page not found: {path}'.
import { throwPageNotFound } from "../errors/page-errors.ts";
import { pagePathname } from "../errors/page-pathname.ts";
import { ErrorPage } from "../errors/error-page.tsx";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs): never {
  throwPageNotFound(pagePathname(request));
}

export function action({ request }: Route.ActionArgs): never {
  throwPageNotFound(pagePathname(request));
}

export default function NotFound() {
  // Never rendered: the loader always throws.
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
