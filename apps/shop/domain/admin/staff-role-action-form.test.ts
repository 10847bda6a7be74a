// @vitest-environment happy-dom
// Whether the admin's "add staff" form asks for a confirmation before it posts, with the form
// as the browser has it: only for an address the server would take, so a mistyped one posts
// without and its error shows beside the field, no confirmation used on it.
import { describe, expect, it } from "vitest";
import { staffFormNeedsConfirming } from "./staff-role-action.ts";

/** The staff form with these fields, as the page renders it. */
function staffForm(fields: Record<string, string>): HTMLFormElement {
  const form = document.createElement("form");
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

describe("staffFormNeedsConfirming", () => {
  it.each(["lena@example.se", "  Lena@Example.SE "])(
    "asks for a confirmation for an address the server takes (%j)",
    (email) => {
      expect(staffFormNeedsConfirming(staffForm({ email, role: "staff" }))).toBe(true);
    },
  );

  it.each(["", "inte en adress", "lena@example", `${"a".repeat(244)}@example.se`])(
    "posts without a confirmation for an address the server refuses (%j)",
    (email) => {
      expect(staffFormNeedsConfirming(staffForm({ email, role: "staff" }))).toBe(false);
    },
  );

  it("posts without a confirmation when the form has no address field", () => {
    expect(staffFormNeedsConfirming(staffForm({ role: "owner" }))).toBe(false);
  });
});
