// /admin/messages/newsletter/export: the newsletter's confirmed subscribers as a CSV file for
// Excel (server/admin/csv-file.ts), headed and separated in the staff member's language. The
// export is recorded in the audit log (who took the list out, when, how many addresses).
import { guardDownload } from "../../admin/admin-refusal-document.server.ts";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { servicesContext } from "../../context/services-context.ts";
import { preferencesContext } from "../../context/preferences-context.ts";
import type { Route } from "./+types/newsletter-export";

export async function loader({ context }: Route.LoaderArgs) {
  const guarded = guardDownload(context, staffOf);
  if (!guarded.ok) return guarded.response;
  const { language } = context.get(preferencesContext);
  const { csv } = await context
    .get(servicesContext)
    .admin.newsletter.exportConfirmed(guarded.value.actor, language);
  const day = new Date().toISOString().slice(0, 10);
  const name = language === "se" ? "nyhetsbrev-bekraftade" : "newsletter-confirmed";
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
    },
  });
}
