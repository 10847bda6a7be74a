// /admin/bookkeeping/sie?from=…&to=… (owners): the period as an SIE 4 file.
import { bookkeepingDownload } from "../../admin/books/bookkeeping-export.server.ts";
import type { Route } from "./+types/bookkeeping-sie";

export function loader({ request, context }: Route.LoaderArgs) {
  return bookkeepingDownload(request, context, "sie");
}
