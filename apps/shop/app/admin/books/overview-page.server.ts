// The loader's work for the admin's overview (routes/admin/overview.tsx): the figures, the
// chart's days and what is waiting, as server/admin/books/overview.ts works them out.
import type { RouterContextProvider } from "react-router";
import type { Overview } from "../../../server/admin/books/overview.ts";
import { servicesContext } from "../../context/services-context.ts";

export function loadOverview(context: Readonly<RouterContextProvider>): Promise<Overview> {
  return context.get(servicesContext).admin.books.overview();
}
