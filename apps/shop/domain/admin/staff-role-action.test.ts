// The staff role a confirmation is for (docs/decisions/0070): which addresses can be given a
// role at all, and that the action confirmed from a posted staff form is the very one the
// server redeems for the same address and role, so the two hash alike.
import { describe, expect, it } from "vitest";
import { isStaffEmail, staffRoleAction, staffRoleActionOf } from "./staff-role-action.ts";

const DOMAIN = "@example.se";
/** A well-formed address of exactly `length` characters. */
const addressOf = (length: number) => `${"a".repeat(length - DOMAIN.length)}${DOMAIN}`;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("isStaffEmail", () => {
  it("takes an address of up to 254 characters, the longest an address can be", () => {
    expect(addressOf(254)).toHaveLength(254);
    expect(isStaffEmail(addressOf(254))).toBe(true);
  });

  it("refuses a well-formed address longer than 254 characters", () => {
    expect(isStaffEmail(addressOf(255))).toBe(false);
  });
});

describe("staffRoleActionOf", () => {
  it("confirms from the posted form exactly what the server redeems for that address and role", () => {
    expect(staffRoleActionOf(form({ email: " Lena@Example.se ", role: "owner" }))).toEqual(
      staffRoleAction("lena@example.se", "owner"),
    );
    expect(staffRoleActionOf(form({ email: "lena@example.se", role: "staff" }))).toEqual({
      action: "staff.role.add",
      details: { email: "lena@example.se", role: "staff" },
    });
  });

  it("confirms empty fields for a form that lacks them, rather than failing", () => {
    expect(staffRoleActionOf(form({}))).toEqual({
      action: "staff.role.add",
      details: { email: "", role: "" },
    });
    expect(staffRoleActionOf(form({ email: "lena@example.se" })).details).toEqual({
      email: "lena@example.se",
      role: "",
    });
    expect(staffRoleActionOf(form({ role: "owner" })).details).toEqual({
      email: "",
      role: "owner",
    });
  });

  it("takes a file posted in place of a field as no value", () => {
    const data = new FormData();
    data.set("email", new Blob(["lena@example.se"]), "email.txt");
    data.set("role", new Blob(["owner"]), "role.txt");
    expect(staffRoleActionOf(data).details).toEqual({ email: "", role: "" });
  });
});
