// /admin/complaints/:number/photos/:photo: a complaint's photo for staff, never cached on the
// way; anybody else gets the admin's refusal as a page (admin-refusal-document.server.ts).
import { staffOf } from "../../admin/admin-guard.server.ts";
import { guardDownload } from "../../admin/admin-refusal-document.server.ts";
import { photoResponse } from "../../complaints/complaint-case.server.ts";
import { servicesContext } from "../../context/services-context.ts";
import type { Route } from "./+types/complaint-photo";

export async function loader({ params, context }: Route.LoaderArgs) {
  const guarded = guardDownload(context, staffOf);
  if (!guarded.ok) return guarded.response;
  const desk = context.get(servicesContext).admin.complaints;
  return photoResponse(await desk.photo(params.number, params.photo));
}
