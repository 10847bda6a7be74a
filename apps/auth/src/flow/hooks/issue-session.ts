// Before `success` (flow-api.md §6.2): a session for the user, its claims in the payload, the
// session headers and cookie handed to the HTTP response, and `last_login` in a login and a
// token exchange (§3.5), naming the provider of a third-party sign-in; and, as Hanko does, a
// `login_success` in the audit log for every sign-in (a registration logs `user_created`).
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
    if (ctx.flowName === "registration" || method === undefined) return;
    const provider = ctx.stash.get("third_party_provider");
    const mfaMethod = ctx.stash.get("mfa_method");
    await ctx.deps.audit.record({
      type: "login_success",
      userId: stashValue(ctx.stash, "user_id"),
      details: {
        login_method: method,
        flow_id: ctx.flowId,
        ...(mfaMethod !== undefined && { mfa_method: mfaMethod }),
        ...(provider !== undefined && { third_party_provider: provider }),
      },
    });
    ctx.payload.last_login =
      method === "third_party" && provider !== undefined
        ? { login_method: method, third_party_provider: provider }
        : { login_method: method };
  },
};
