// GET /api/compare-companion?id=1001 (not in the spec): spec §4 compares two products, so
// when the shopper adds the first, the shop picks the second: the best-selling other product
// of the same type. Answers { product: null } when there is none or the id is unknown.
import { servicesContext } from "../../context/services-context.ts";
import { parseSingleId } from "../../shopper-lists/product-ids-query.ts";
import type { Route } from "./+types/compare-companion";

const HEADERS = { "Cache-Control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = parseSingleId(new URL(request.url).searchParams);
  if (id === undefined) {
    return Response.json({ error: "Ask as ?id=1001" }, { status: 400, headers: HEADERS });
  }
  const { catalogue } = context.get(servicesContext);
  const [first] = await catalogue.byIds([id]);
  const product = first ? ((await catalogue.companion(first)) ?? null) : null;
  return Response.json({ product }, { headers: HEADERS });
}
