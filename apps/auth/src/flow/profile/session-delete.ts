// The profile's `session_delete` (flow-api.md §2.7): ends one of the user's other sessions.
// The row goes, so its token is refused by the next request on any instance (validation reads
// the row, §6.3). The current session is not among the allowed values; sign out ends it.
import type { AllowedValue } from "@kretsbutiken/flow-protocol";
import { sessionDevice } from "../../sessions/user-agent-label.ts";
import type { AuthAction, AuthFlowView } from "../flows/flow-deps.ts";
import { notifyUser } from "./notify-user.ts";
import { recordProfileChange } from "./record-profile-change.ts";
import { otherSessions, profileUser } from "./profile-user.ts";

function revocable(view: AuthFlowView): AllowedValue[] {
  return otherSessions(profileUser(view)).map((session) => ({
    name: session.id,
    value: session.id,
  }));
}

export const sessionDelete: AuthAction = {
  name: "session_delete",
  available: (view) => view.deps.config.session.allowRevocation && revocable(view).length > 0,
  allowedValues: (view) => ({ session_id: revocable(view) }),
  async execute(ctx) {
    const user = profileUser(ctx);
    const id = ctx.input.string("session_id");
    const session = otherSessions(user).find((s) => s.id === id);
    if (session === undefined || !(await ctx.deps.sessions.revokeOf(user.id, id))) {
      return ctx.error("not_found");
    }
    // Whoever held that session may be on a device trusted to skip the second factor.
    await ctx.deps.trustedDevices.forgetAll(user.id);
    await recordProfileChange(ctx, user, "session_revoked", { session_id: session.id });
    await notifyUser(ctx, user, "session_revoke", { device: sessionDevice(session) });
    return ctx.continue("profile_init");
  },
};
