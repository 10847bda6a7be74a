// The form posts of /admin/messages/newsletter: staff unsubscribe an address for someone who
// asked another way, from its row (`subscription`, the id) or by typing it (`email`). The form
// token is checked first (readAdminForm); the address is deleted, and the unsubscribe
// audit-logged, by the newsletter register.
import { data, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../context/services-context.ts";
import { readAdminForm } from "../admin-form.server.ts";
import type { UnsubscribeActionData } from "./unsubscribe-action-data.ts";

export async function unsubscribeAddress(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const read = await readAdminForm(request, context);
  if (!read.ok) {
    return data<UnsubscribeActionData>(
      { ok: false, problem: read.problem.message },
      { status: read.problem.status },
    );
  }
  const { form, staff } = read;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 320) : "";
  };
  const id = text("subscription");
  const typed = text("email");
  const outcome = await context
    .get(servicesContext)
    .admin.newsletter.unsubscribe(staff.actor, id ? { id } : { email: typed });
  return outcome.ok
    ? data<UnsubscribeActionData>({ ok: true, email: outcome.email })
    : data<UnsubscribeActionData>(
        { ok: false, error: outcome.reason, typed },
        { status: outcome.reason === "not_found" ? 404 : 400 },
      );
}
