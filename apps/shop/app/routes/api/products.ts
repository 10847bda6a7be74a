// GET /api/products?ids=1,2,3 (not in the spec): the server's current data (name, price,
// stock, pictures, specifications) of the products in the shopper's cart, wishlist and compare
// list, which local storage keeps only as ids. Unknown and malformed ids are left out.
import { servicesContext } from "../../context/services-context.ts";
import { parseIdsQuery } from "../../shopper-lists/product-ids-query.ts";
import type { Route } from "./+types/products";

/** Stock and prices change: never cached. */
const HEADERS = { "Cache-Control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseIdsQuery(new URL(request.url).searchParams);
  if (!query.ok) return Response.json({ error: query.message }, { status: 400, headers: HEADERS });
  const products = await context.get(servicesContext).catalogue.byIds(query.ids);
  return Response.json({ products }, { headers: HEADERS });
}
