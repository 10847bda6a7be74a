// The route of a request as a metrics label: the pattern Hono matched (`/users/:id`), so ids
// in paths never multiply the series. Read after the request is answered.
import type { Context } from "hono";
import { matchedRoutes } from "hono/route";

/** Label of a request no route matched (a 404, or an OPTIONS answered by CORS). */
export const UNMATCHED_ROUTE = "unmatched";

// `app.use` registers plugins for every method; routes name theirs.
const isPlugin = (route: { method: string }) => route.method === "ALL";

export function routeLabel(c: Context): string {
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex];
  if (answered !== undefined && !isPlugin(answered)) return answered.path;
  // A plugin answered (a body too large, a rate limit): the route the request was heading for.
  return routes.find((route) => !isPlugin(route))?.path ?? UNMATCHED_ROUTE;
}
