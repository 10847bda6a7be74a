// recordAdminChange where the mail cannot go: a user without an address gets the audit entry and
// no mail is attempted; a mail server that refuses loses the mail, logged as a warning, never the
// entry; a change that concerns no user is audited without an actor. (The mails that do go out
// are asserted by every route module's tests.)
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import type { MailMessage, Mailer } from "../services.ts";
import { recordAdminChange } from "./admin-change.ts";

const REQUEST = {
  requestId: "req-1",
  ip: "203.0.113.7",
  userAgent: "cli",
  language: "en" as const,
};

let auth: TestAuth;
beforeEach(async () => {
  auth = await createTestAuth({ AUDIT_LOG_MASK: "false" });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await auth.close();
});

async function entries() {
  const { entries } = await auth.deps.audit.list();
  return entries.map((entry) => ({ type: entry.type, email: entry.actor_email }));
}

describe("recordAdminChange", () => {
  it("attempts no mail for a user without an address, and still audits the change", async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      send: (message) => {
        sent.push(message);
        return Promise.resolve();
      },
    };
    const id = crypto.randomUUID();
    await auth.deps.users.create({ id, username: "utan-adress" });

    await recordAdminChange({ ...auth.deps, mailer }, REQUEST, {
      userId: id,
      type: "password_changed",
      notify: { template: "password_update", data: {} },
    });

    expect(sent).toEqual([]);
    expect(await entries()).toEqual([{ type: "password_changed", email: null }]);
  });

  it("audits a change that concerns no user without an actor, and sends no mail", async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      send: (message) => {
        sent.push(message);
        return Promise.resolve();
      },
    };

    await recordAdminChange({ ...auth.deps, mailer }, REQUEST, {
      userId: undefined,
      type: "openid_client_deleted",
      details: { client_id: "c-1" },
    });

    const { entries: stored } = await auth.deps.audit.list();
    expect(sent).toEqual([]);
    expect(stored).toEqual([
      expect.objectContaining({
        type: "openid_client_deleted",
        actor_user_id: null,
        actor_email: null,
        details: { client_id: "c-1", actor: "admin_api" },
      }),
    ]);
  });

  it("keeps the entry when the mail server refuses, and warns in the log", async () => {
    const warn = vi.spyOn(console, "error").mockImplementation(() => {});
    const mailer: Mailer = {
      send: () => Promise.reject(new Error("421 service not available")),
    };
    const id = crypto.randomUUID();
    await auth.deps.users.create({ id, email: { address: "kund@example.com", verified: true } });

    await recordAdminChange({ ...auth.deps, mailer }, REQUEST, {
      userId: id,
      type: "password_deleted",
      notify: { template: "password_delete", data: {} },
    });

    expect(await entries()).toEqual([{ type: "password_deleted", email: "kund@example.com" }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toEqual({
      level: "warn",
      msg: "security notification not sent",
      template: "password_delete",
      err: "Error: 421 service not available",
    });
  });
});
