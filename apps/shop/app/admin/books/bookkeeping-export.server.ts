// The bookkeeping downloads (/admin/bookkeeping/csv and /admin/bookkeeping/sie), owners only:
// refused with 403 to staff before anything is read (the admin's refusal, as a page). The period is the page's (`from`, `to`),
// the current month without them; a period that cannot be read is a 400, never a file. Every
// file handed over is in the audit log first (who, which format and period, when).
import type { RouterContextProvider } from "react-router";
import { readPeriod } from "../../../domain/books/book-period.ts";
import type { BooksFormat } from "../../../server/admin/books/books.ts";
import { servicesContext } from "../../context/services-context.ts";
import { preferencesContext } from "../../context/preferences-context.ts";
import { requireOwner } from "../admin-guard.server.ts";
import { guardDownload } from "../admin-refusal-document.server.ts";

export type BookkeepingFormat = BooksFormat;

const TYPES: Record<BookkeepingFormat, { type: string; extension: string }> = {
  csv: { type: "text/csv; charset=utf-8", extension: "csv" },
  // SIE files are IBM PC 8-bit (code page 437); ".se" is the usual name of an SIE 1–4 export.
  sie: { type: "text/plain; charset=IBM437", extension: "se" },
};

export async function bookkeepingDownload(
  request: Request,
  context: Readonly<RouterContextProvider>,
  format: BookkeepingFormat,
): Promise<Response> {
  const guarded = guardDownload(context, requireOwner);
  if (!guarded.ok) return guarded.response;
  const staff = guarded.value;
  const services = context.get(servicesContext);
  const { books } = services.admin;
  const read = readPeriod(new URL(request.url).searchParams, books.today());
  if (!read.ok) {
    return new Response("The period could not be read: from and to are dates YYYY-MM-DD.\n", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { period } = read;
  const body = await books.download(staff.actor, {
    format,
    period,
    language: context.get(preferencesContext).language,
    company: { name: services.company.name, orgNr: services.company.orgNr },
  });
  const name = `kretsbutiken-bokforing-${period.first}-${period.last}.${TYPES[format].extension}`;
  return new Response(body, {
    headers: {
      "Content-Type": TYPES[format].type,
      "Content-Disposition": `attachment; filename="${name}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
