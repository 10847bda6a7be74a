// The profile flow's hooks (flow-api.md §2.7): the session user reloaded before every action
// and before `profile_init`, the payload `user` and `sessions` (also on 4xx re-renders), and
// the address proven in `passcode_confirmation` stored on leaving it.
import type { SessionInfo } from "@kretsbutiken/flow-protocol";
import { userAgentLabel } from "../../sessions/user-agent-label.ts";
import { FlowRejection } from "../engine/flow-rejection.ts";
import type { AuthHook } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";
import { notifyUser } from "./notify-user.ts";
import { recordProfileChange } from "./record-profile-change.ts";
import {
  loadProfileUser,
  profileUser,
  rememberProfileUser,
  type ProfileUser,
} from "./profile-user.ts";

export const loadSessionUser: AuthHook = {
  name: "load-session-user",
  async run(ctx) {
    const user = await loadProfileUser(ctx.deps);
    if (user === undefined) {
      ctx.setFlowError("unauthorized", "the session's user does not exist");
      return;
    }
    rememberProfileUser(ctx.locals, user);
    ctx.stash.set("user_id", user.id);
  },
};

export const profilePayload: AuthHook = {
  name: "profile-payload",
  async run(ctx) {
    const user = profileUser(ctx);
    ctx.payload.user = await ctx.deps.users.profile(user.id);
    if (ctx.deps.config.session.showOnProfile) ctx.payload.sessions = sessionsOf(user);
  },
};

function sessionsOf(user: ProfileUser): SessionInfo[] {
  return user.sessions.map((session) => {
    const label = session.user_agent === null ? undefined : userAgentLabel(session.user_agent);
    return {
      id: session.id,
      ...(session.user_agent !== null && { user_agent_raw: session.user_agent }),
      // A device no rule knows keeps its raw header as its name: the official widget would show
      // the session id instead.
      ...(session.user_agent !== null && { user_agent: label ?? session.user_agent }),
      ...(session.ip_address !== null && { ip_address: session.ip_address }),
      current: session.id === user.sessionId,
      created_at: session.created_at,
      expires_at: session.expires_at,
      last_used: session.last_used,
    };
  });
}

/**
 * After `passcode_confirmation`: the code proved the address, so it is stored verified (primary
 * if the user has no verified primary). If someone else proved it first, the user is told it
 * exists. A new address gets the `email_create` notification at the primary address.
 */
export const persistProfileEmail: AuthHook = {
  name: "persist-profile-email",
  async run(ctx) {
    if (ctx.stash.get("email_verified") !== true) return;
    const user = profileUser(ctx);
    const address = stashValue(ctx.stash, "email");
    const owner = await ctx.deps.users.findByEmail(address);
    if (owner !== undefined && owner.email.verified && owner.user.id !== user.id) {
      throw new FlowRejection("form_data_invalid_error", "another user proved the address first", {
        name: "code",
        code: "email_already_exists",
      });
    }
    const existed = user.emails.some((email) => email.address === address);
    await ctx.deps.users.verifyEmail(user.id, address);
    await recordProfileChange(ctx, user, existed ? "email_verified" : "email_created", {
      email: address,
    });
    ctx.stash.set("email_verified", false);
    ctx.stash.delete("email");
    if (!existed) await notifyUser(ctx, user, "email_create", { newEmailAddress: address });
  },
};
