// The events a webhook can subscribe to, and which audit log entry raises which. Names are
// Hanko's (backend/webhooks/events/events.go) where Hanko has the event; ours follow the same
// dotted style. A subscription to a name receives that event and every event below it, so
// `user` receives `user.update.email.create`, as in Hanko.
import type { WebhookEvent as WireEvent } from "@kretsbutiken/flow-protocol";
import type { AuditLogType } from "../audit/audit-log-type.ts";

/** The events an audit entry can raise (leaves), as sent in a body's `type`. */
const ENTRY_EVENTS = {
  user_created: "user.create",
  thirdparty_signup_succeeded: "user.create",
  user_deleted: "user.delete",
  login_success: "session.create.flow",
  email_created: "user.update.email.create",
  email_verified: "user.update.email.verify",
  primary_email_changed: "user.update.email.primary",
  email_deleted: "user.update.email.delete",
  username_changed: "user.update.username.update",
  username_deleted: "user.update.username.delete",
  password_changed: "user.update.password.update",
  password_deleted: "user.update.password.delete",
  user_metadata_changed: "user.update.metadata",
  passcode_sent: "email.send",
  user_logged_out: "session.delete.explicit.logout",
  session_revoked: "session.delete.explicit.revoke",
  session_expired: "session.delete.passive.expire",
  // Not raised by an entry's type alone: a revocation made through the admin API.
  admin_session_revoked: "session.delete.admin.revoke",
} as const satisfies Partial<Record<AuditLogType | "admin_session_revoked", WireEvent>>;

export type WebhookEvent = (typeof ENTRY_EVENTS)[keyof typeof ENTRY_EVENTS];

/** Every name a subscription may list: each event and each of its parents. */
export const WEBHOOK_EVENT_NAMES: readonly string[] = [
  ...new Set(
    Object.values(ENTRY_EVENTS).flatMap((event) =>
      event.split(".").map((_, i, parts) => parts.slice(0, i + 1).join(".")),
    ),
  ),
].sort();

/**
 * The event an audit entry raises, or undefined for entries no webhook hears of. `actor` is
 * the entry's `details.actor` (`admin_api` for a change made through the admin API).
 */
export function eventForEntry(type: string, actor?: unknown): WebhookEvent | undefined {
  if (type === "session_revoked" && actor === "admin_api")
    return ENTRY_EVENTS.admin_session_revoked;
  return type !== "admin_session_revoked" && Object.hasOwn(ENTRY_EVENTS, type)
    ? ENTRY_EVENTS[type as keyof typeof ENTRY_EVENTS]
    : undefined;
}

/** Whether a subscription to `subscribed` receives `event` (itself or a descendant). */
export function subscribes(subscribed: readonly string[], event: string): boolean {
  return subscribed.some((name) => event === name || event.startsWith(`${name}.`));
}
