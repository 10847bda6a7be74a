// GET /api/garage?products=1,2,3 (not in the spec): the signed-in shopper's saved devices and
// whether the named products fit them, for the listings' "Passar min …" and the product page's
// "Passar din …", asked once the shared page has hydrated (app/garage/garage-hints.tsx). Personal,
// so neither a shared cache nor the browser keeps it; nobody signed in gets an empty garage.
import { sessionContext } from "../../context/session-context.ts";
import { servicesContext } from "../../context/services-context.ts";
import { NO_GARAGE, type GarageFitResponse } from "../../garage/garage-fit.ts";
import { garageFit, MAX_ASKED_PRODUCTS } from "../../garage/garage-fit.server.ts";
import type { Route } from "./+types/garage";

/** The product ids asked for: positive integers, at most MAX_ASKED_PRODUCTS, others ignored. */
function askedIds(url: URL): number[] {
  const ids = (url.searchParams.get("products") ?? "")
    .split(",")
    .filter((it) => /^[1-9][0-9]{0,8}$/.test(it))
    .map(Number);
  return [...new Set(ids)].slice(0, MAX_ASKED_PRODUCTS);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const body: GarageFitResponse = session
    ? await garageFit(context.get(servicesContext), session.userId, askedIds(new URL(request.url)))
    : NO_GARAGE;
  return Response.json(body, {
    headers: {
      "Cache-Control": "private, no-store",
      Vary: "Cookie, Authorization",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
