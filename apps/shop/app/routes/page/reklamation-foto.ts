// /page/reklamation/foto (not in the spec): a photo of a complaint, for the shopper's case page;
// opened by the case's link token, like the page itself (app/complaints/complaint-case.server.ts).
import { loadCasePhoto } from "../../complaints/complaint-case.server.ts";
import type { Route } from "./+types/reklamation-foto";

export const loader = ({ request, context }: Route.LoaderArgs) => loadCasePhoto(request, context);
