// A change the signed-in user made in the profile, in the audit log: in the request's
// transaction, under the primary address the user had when the request began (the one a
// change of it, or the account's deletion, would otherwise leave nothing to show).
import type { AuditDetails } from "../../audit/audit-entry.ts";
import type { AuditLogType } from "../../audit/audit-log-type.ts";
import type { AuthHookContext } from "../flows/flow-deps.ts";
import type { ProfileUser } from "./profile-user.ts";

export async function recordProfileChange(
  ctx: AuthHookContext,
  user: ProfileUser,
  type: AuditLogType,
  details: AuditDetails = {},
): Promise<void> {
  await ctx.deps.audit.record({
    type,
    userId: user.id,
    email: user.primaryEmail?.address,
    details: { ...details, flow_id: ctx.flowId },
  });
}
