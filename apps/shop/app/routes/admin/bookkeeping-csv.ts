// /admin/bookkeeping/csv?from=…&to=… (owners): the period's orders and refunds as CSV.
import { bookkeepingDownload } from "../../admin/books/bookkeeping-export.server.ts";
import type { Route } from "./+types/bookkeeping-csv";

export function loader({ request, context }: Route.LoaderArgs) {
  return bookkeepingDownload(request, context, "csv");
}
