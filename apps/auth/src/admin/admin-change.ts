// A change made through the admin API, as the profile would make it known: an audit entry
// (with `actor: "admin_api"` among its details, so the log tells an operator's change from the
// user's own) and the security notification mail the profile sends for the same change, to
// the user's primary address in Swedish or English as the request's X-Language says. A mail
// that cannot be delivered is logged and does not undo the change. A change that concerns no
// user (an OpenID client's, say) is an entry without an actor and sends no mail.
import type { AuditDetails } from "../audit/audit-entry.ts";
import type { AuditLogType } from "../audit/audit-log-type.ts";
import type { AuditRequestMeta } from "../audit/audit-entry.ts";
import type { MailTemplateData } from "../mail/template-data.ts";
import type { AuthDeps, MailLanguage, NotificationTemplate } from "../services.ts";

export type AdminNotification = {
  [T in NotificationTemplate]: { template: T; data: MailTemplateData[T] };
}[NotificationTemplate];

export interface AdminChange {
  /** The user changed; none for a change to configuration (an OpenID client). */
  readonly userId: string | undefined;
  readonly type: AuditLogType;
  readonly details?: AuditDetails;
  /** The address the entry names; the user's primary one when not given. */
  readonly email?: string | undefined;
  /** The mail the profile sends for this change; none for changes it sends none for. */
  readonly notify?: AdminNotification;
  /** Where the mail goes when not to the primary address (an address just removed, say). */
  readonly notifyTo?: string | undefined;
}

export interface AdminRequest extends AuditRequestMeta {
  readonly language: MailLanguage;
}

export async function recordAdminChange(
  deps: Pick<AuthDeps, "audit" | "mailer" | "users">,
  request: AdminRequest,
  change: AdminChange,
): Promise<void> {
  const emails = change.userId === undefined ? [] : await deps.users.emails(change.userId);
  const primary = emails.find((email) => email.primary);
  await deps.audit.record(
    {
      type: change.type,
      userId: change.userId,
      email: change.email ?? primary?.address,
      details: { ...change.details, actor: "admin_api" },
    },
    request,
  );
  const to = change.notifyTo ?? primary?.address;
  if (change.notify === undefined || to === undefined) return;
  try {
    await deps.mailer.send({
      to,
      template: change.notify.template,
      language: request.language,
      data: change.notify.data,
    });
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "warn",
        msg: "security notification not sent",
        template: change.notify.template,
        err: String(error),
      }),
    );
  }
}
