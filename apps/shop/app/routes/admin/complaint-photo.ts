// /admin/complaints/:number/photos/:photo: a complaint's photo for staff (the admin layout's
// middleware lets only staff this far), never cached on the way.
import { staffOf } from "../../admin/admin-guard.server.ts";
import { photoResponse } from "../../complaints/complaint-case.server.ts";
import { servicesContext } from "../../context/services-context.ts";
import type { Route } from "./+types/complaint-photo";

export async function loader({ params, context }: Route.LoaderArgs) {
  staffOf(context);
  const desk = context.get(servicesContext).admin.complaints;
  return photoResponse(await desk.photo(params.number, params.photo));
}
