// Stores the credentials a login or registration made (stash `webauthn_staged_credentials`)
// for the flow's user and forgets them, so they are stored once.
import type { AuthHookContext } from "../flows/flow-deps.ts";
import { stashValue } from "./stash-value.ts";

export async function storeStagedCredentials(ctx: AuthHookContext): Promise<void> {
  const staged = ctx.stash.get("webauthn_staged_credentials") ?? [];
  if (staged.length === 0) return;
  const userId = stashValue(ctx.stash, "user_id");
  const now = ctx.deps.clock.now().toISOString();
  for (const credential of staged) {
    await ctx.deps.credentials.insert({
      ...credential,
      user_id: userId,
      name: null,
      created_at: now,
    });
    await ctx.deps.audit.record({
      type: credential.mfa_only === 1 ? "security_key_created" : "passkey_created",
      userId,
      details: { credential_id: credential.id, flow_id: ctx.flowId },
    });
  }
  ctx.stash.delete("webauthn_staged_credentials");
}
