// How every admin action reads its form: the body through the shop's one reader (its size
// limit, its media types), then the form token. What comes back is the form, or a problem the
// action shows (a body problem) or an error thrown as 403 (a missing or wrong token).
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../context/services-context.ts";
import type { BodyProblem } from "../../http/request-body/body-problem.ts";
import { readForm } from "../request-body/read-form.ts";
import { forbiddenResponse, staffOf } from "./admin-guard.server.ts";
import { FORM_TOKEN_FIELD, isValidFormToken } from "./admin-csrf.server.ts";
import type { StaffRequest } from "./staff-context.ts";

export type AdminFormRead =
  { ok: true; form: FormData; staff: StaffRequest } | { ok: false; problem: BodyProblem };

export async function readAdminForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: { maxBytes?: number } = {},
): Promise<AdminFormRead> {
  const staff = staffOf(context);
  const read = await readForm(request, context, options);
  if (!read.ok) return read;
  const { formSecret } = context.get(servicesContext).admin;
  if (!isValidFormToken(formSecret, staff.session.sessionId, read.form.get(FORM_TOKEN_FIELD))) {
    throw forbiddenResponse("form_token");
  }
  return { ok: true, form: read.form, staff };
}
