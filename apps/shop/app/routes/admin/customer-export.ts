// /admin/customers/:customer/export: everything the shop holds about one customer as a JSON
// file (server/admin/customers/customer-directory.ts), for a data-access request. The export
// is recorded in the audit log; the customer is named there by an order number only.
import { guardDownload } from "../../admin/admin-refusal-document.server.ts";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { servicesContext } from "../../context/services-context.ts";
import type { Route } from "./+types/customer-export";

export async function loader({ params, context }: Route.LoaderArgs) {
  const guarded = guardDownload(context, staffOf);
  if (!guarded.ok) return guarded.response;
  const exported = await context
    .get(servicesContext)
    .admin.customers.exportData(guarded.value.actor, params.customer);
  if (!exported) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const key = params.customer.trim().toUpperCase();
  const day = exported.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="kunddata-${key}-${day}.json"`,
    },
  });
}
