// A failed sign-in in the audit log (Hanko's `login_failure`): the reason code, the method
// tried and the flow, and the account when the flow knows it. Written in the request's
// transaction, which commits with the error answer: the failure is kept.
import type { AuditDetails } from "../../audit/audit-entry.ts";
import type { LoginFailureReason } from "../../audit/audit-log-type.ts";
import type { AuthHookContext } from "../flows/flow-deps.ts";

export async function recordLoginFailure(
  ctx: AuthHookContext,
  reason: LoginFailureReason,
  options: {
    /** Absent before a method is chosen (an unknown identifier). */
    method?: string;
    userId?: string | undefined;
    /** The address tried, for an account the flow does not know. */
    email?: string;
    details?: AuditDetails;
  },
): Promise<void> {
  await ctx.deps.audit.record({
    type: "login_failure",
    userId: options.userId ?? ctx.stash.get("user_id"),
    email: options.email,
    error: reason,
    details: {
      ...options.details,
      ...(options.method !== undefined && { login_method: options.method }),
      flow_id: ctx.flowId,
    },
  });
}
