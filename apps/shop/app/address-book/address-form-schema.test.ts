import { describe, expect, it } from "vitest";
import { parseAddressForm } from "./address-form-schema.ts";

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const HOME = {
  label: "Hemma",
  name: "Anna Svensson",
  street: "Storgatan 1",
  postcode: "11122",
  city: "Stockholm",
};

describe("parseAddressForm", () => {
  it("reads an address with its label, the postcode written '123 45'", () => {
    expect(parseAddressForm(form({ ...HOME, makeDefault: "on" }))).toEqual({
      ok: true,
      value: { ...HOME, postcode: "111 22" },
      makeDefault: true,
    });
  });

  it("takes an empty or missing label as none, and an unticked box as no default", () => {
    const { label: _, ...unlabelled } = HOME;
    const parsed = [unlabelled, { ...HOME, label: "   " }].map((fields) =>
      parseAddressForm(form(fields)),
    );
    const none = { ok: true, value: { label: undefined }, makeDefault: false };
    expect(parsed).toMatchObject([none, none]);
  });

  it("gives each field its own message: empty, malformed postcode, too long", () => {
    expect(
      parseAddressForm(
        form({
          label: "H".repeat(41),
          name: " ",
          street: "",
          postcode: "1234",
          city: "S".repeat(61),
        }),
      ),
    ).toEqual({
      ok: false,
      errors: {
        label: "addressBook.error.labelTooLong",
        name: "checkout.error.nameRequired",
        street: "checkout.error.streetRequired",
        postcode: "checkout.error.postcode",
        city: "checkout.error.cityTooLong",
      },
    });
  });

  it("answers missing fields and files where text belongs with messages, never a crash", () => {
    expect(parseAddressForm(form({ label: new Blob(["x"]), postcode: new Blob(["1"]) }))).toEqual({
      ok: false,
      errors: {
        label: "addressBook.error.labelTooLong",
        name: "checkout.error.nameRequired",
        street: "checkout.error.streetRequired",
        postcode: "checkout.error.postcodeRequired",
        city: "checkout.error.cityRequired",
      },
    });
  });
});
