// Who gets into /admin (README "Admin"): checked on the server for every request, page or form,
// by the admin layout's middleware, before any admin loader or action runs. Signed out: 303 to
// the login page and back. Signed in without a role: 403, and nothing of the admin is rendered
// (the layout's error boundary shows the refusal alone). A form from another site: 403.
import { data, redirect, type RouterContextProvider } from "react-router";
import { LOGIN_PATH } from "../account/guards.ts";
import { servicesContext } from "../context/services-context.ts";
import { sessionContext } from "../context/session-context.ts";
import type { RefusalReason } from "./refusal-reasons.ts";
import { staffContext, type Refusal, type StaffRequest } from "./staff-context.ts";

export const FORBIDDEN = "Forbidden";

const forbidden = (reason: RefusalReason) =>
  data({ reason }, { status: 403, statusText: FORBIDDEN });

/** Fetch Metadata and Origin: a state-changing request must come from the shop's own pages. */
export function isSameOriginPost(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site === "same-origin";
  // No Origin header (null) equals no origin, so it is refused as well.
  return request.headers.get("Origin") === new URL(request.url).origin;
}

/**
 * The admin layout's middleware: the redirect for a signed-out visitor, else the staff member
 * (or the refusal) for staffOf(). A refusal is not thrown here: an error thrown by middleware
 * would be shown by the root's boundary, with no loader data. Instead every admin loader and
 * action asks staffOf() (or requireOwner()) first, which throws the 403 before touching data,
 * and the layout's loader does too, so its boundary shows the refusal.
 */
export async function requireStaffMiddleware(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<void> {
  const session = context.get(sessionContext);
  if (!session) {
    const { pathname, search } = new URL(request.url);
    const back = new URLSearchParams({ redirect_to: `${pathname}${search}` });
    throw redirect(`${LOGIN_PATH}?${back.toString()}`, 303);
  }
  const role = await context.get(servicesContext).admin.staff.roleOf(session);
  const set = (value: StaffRequest | Refusal) =>
    (context as RouterContextProvider).set(staffContext, value);
  if (!role) return set({ refused: "no_role" });
  if (request.method !== "GET" && request.method !== "HEAD" && !isSameOriginPost(request)) {
    return set({ refused: "cross_site" });
  }
  set({ session, role, actor: { email: session.email ?? "", userId: session.userId } });
}

/** The staff member of this admin request (any role). */
export function staffOf(context: Readonly<RouterContextProvider>): StaffRequest {
  const staff = context.get(staffContext);
  if (!staff) throw forbidden("no_role");
  if ("refused" in staff) throw forbidden(staff.refused);
  return staff;
}

/** Owners only: staff management, the bookkeeping export, the audit log. Others get 403. */
export function requireOwner(context: Readonly<RouterContextProvider>): StaffRequest {
  const staff = staffOf(context);
  if (staff.role !== "owner") throw forbidden("owner_only");
  return staff;
}

export { forbidden as forbiddenResponse };
