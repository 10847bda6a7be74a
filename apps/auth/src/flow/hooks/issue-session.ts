// Before `success` (flow-api.md §6.2): a session for the user, its claims in the payload, the
// session headers and cookie handed to the HTTP response, and `last_login` in a login (§3.5).
import type { AuthHook } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";

export const issueSession: AuthHook = {
  name: "issue-session",
  async run(ctx) {
    const { retention } = ctx.deps.policy;
    const issued = await ctx.deps.sessions.issue({
      userId: stashValue(ctx.stash, "user_id"),
      amr: ctx.stash.get("amr") ?? [],
      client: ctx.deps.client,
      retention:
        retention === "prompt"
          ? ctx.stash.get("remember_me_selected") === true
            ? "persistent"
            : "session"
          : retention,
    });
    ctx.payload.claims = issued.claims;
    ctx.addResponseHeaders(issued.headers);
    if (issued.setCookie !== undefined) ctx.addSetCookie(issued.setCookie);
    const method = ctx.stash.get("login_method");
    if (ctx.flowName === "login" && method !== undefined)
      ctx.payload.last_login = { login_method: method };
  },
};
