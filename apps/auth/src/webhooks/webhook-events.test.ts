import { describe, expect, it } from "vitest";
import { eventForEntry, subscribes, WEBHOOK_EVENT_NAMES } from "./webhook-events.ts";

describe("eventForEntry", () => {
  it.each([
    ["user_created", "user.create"],
    ["user_deleted", "user.delete"],
    ["email_created", "user.update.email.create"],
    ["email_verified", "user.update.email.verify"],
    ["primary_email_changed", "user.update.email.primary"],
    ["email_deleted", "user.update.email.delete"],
    ["password_changed", "user.update.password.update"],
    ["user_metadata_changed", "user.update.metadata"],
    ["passcode_sent", "email.send"],
    ["login_success", "session.create.flow"],
    ["session_revoked", "session.delete.explicit.revoke"],
    ["user_logged_out", "session.delete.explicit.logout"],
    ["login_failure", undefined],
    ["toString", undefined],
    ["admin_session_revoked", undefined],
  ])("%s raises %s", (type, event) => {
    expect(eventForEntry(type)).toBe(event);
  });

  it("tells a revocation through the admin API from the user's own", () => {
    expect(eventForEntry("session_revoked", "admin_api")).toBe("session.delete.admin.revoke");
  });
});

describe("subscribes", () => {
  it.each([
    [["user"], "user.update.email.create", true],
    [["user.update"], "user.update.password.update", true],
    [["user.update"], "user.create", false],
    [["user.create"], "user.create", true],
    [["user.create"], "user.created", false],
    [["session"], "user.create", false],
    [["email.send", "session"], "session.delete.explicit.logout", true],
  ])("%j hears %s: %s", (subscribed, event, expected) => {
    expect(subscribes(subscribed, event)).toBe(expected);
  });
});

it("offers parents as subscribable names", () => {
  expect(WEBHOOK_EVENT_NAMES).toEqual(
    expect.arrayContaining(["user", "user.update", "user.update.email", "session", "email.send"]),
  );
});
