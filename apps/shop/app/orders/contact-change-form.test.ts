// The contact change form as the server reads it and the browser reads it to open the
// confirmation: which change, the new e-mail or address written as checkout writes them, and
// each field's first error.
import { describe, expect, it } from "vitest";
import { parseContactChange, typedValues } from "./contact-change-form.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the contact change form", () => {
  it("reads a new e-mail address, trimmed", () => {
    expect(parseContactChange(form({ change: "email", email: "  ny@example.se " }))).toEqual({
      ok: true,
      change: { kind: "email", email: "ny@example.se" },
    });
  });

  it("reads a new delivery address with the postcode written 123 45", () => {
    expect(
      parseContactChange(
        form({
          change: "address",
          name: " Anna Svensson ",
          street: "Kungsgatan 12",
          postcode: "41119",
          city: "Göteborg",
          email: "ignored",
        }),
      ),
    ).toEqual({
      ok: true,
      change: {
        kind: "address",
        address: {
          name: "Anna Svensson",
          street: "Kungsgatan 12",
          postcode: "411 19",
          city: "Göteborg",
        },
      },
    });
  });

  it("gives each field's first error with checkout's messages", () => {
    expect(parseContactChange(form({ change: "email", email: "inte-en-adress" }))).toEqual({
      ok: false,
      kind: "email",
      errors: { email: "checkout.error.email" },
    });
    expect(
      parseContactChange(form({ change: "address", name: "", street: "x", postcode: "12" })),
    ).toEqual({
      ok: false,
      kind: "address",
      errors: {
        name: "checkout.error.nameRequired",
        postcode: "checkout.error.postcode",
        city: "checkout.error.cityRequired",
      },
    });
  });

  it("refuses a form that names no change, or another one", () => {
    const parsed = [undefined, "phone", ""].map((change) => {
      const fields: Record<string, string> = { email: "ny@example.se" };
      if (change !== undefined) fields.change = change;
      return parseContactChange(form(fields));
    });
    const refused = { ok: false, kind: undefined, errors: {} };
    expect(parsed).toEqual([refused, refused, refused]);
  });

  it("keeps what was typed to show again, cut at 300 characters", () => {
    const data = form({ email: "a".repeat(400), city: "Lund", change: "email" });
    data.set("street", new File(["x"], "x.txt"));
    expect(typedValues(data)).toEqual({ email: "a".repeat(300), city: "Lund" });
  });
});
