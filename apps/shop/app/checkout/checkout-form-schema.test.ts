import { describe, expect, it } from "vitest";
import { messages } from "../i18n/messages.ts";
import { parseCheckoutForm } from "./checkout-form-schema.ts";

const VALID = {
  email: " Anna.Svensson@example.se ",
  phone: "070-123 45 67",
  name: "Anna Svensson",
  street: "Storgatan 1",
  postcode: "11122",
  city: "Stockholm",
  delivery: "instabox",
  payment: "swish",
  terms: "on",
};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("parseCheckoutForm", () => {
  it("reads a complete form, with the postcode and phone number in their written forms", () => {
    const result = parseCheckoutForm(form(VALID));
    expect(result).toEqual({
      ok: true,
      value: {
        email: "Anna.Svensson@example.se",
        phone: "+46701234567",
        billing: {
          name: "Anna Svensson",
          street: "Storgatan 1",
          postcode: "111 22",
          city: "Stockholm",
        },
        shipping: {
          name: "Anna Svensson",
          street: "Storgatan 1",
          postcode: "111 22",
          city: "Stockholm",
        },
        delivery: "instabox",
        payment: "swish",
      },
    });
  });

  it("takes a separate delivery address only when asked to", () => {
    const other = {
      deliveryName: "Erik Svensson",
      deliveryStreet: "Lillgatan 2",
      deliveryPostcode: "981 38",
      deliveryCity: "Kiruna",
    };
    const ignored = parseCheckoutForm(form({ ...VALID, ...other }));
    expect(ignored.ok && ignored.value.shipping.city).toBe("Stockholm");
    const taken = parseCheckoutForm(form({ ...VALID, ...other, separateDelivery: "on" }));
    expect(taken.ok && taken.value.shipping).toEqual({
      name: "Erik Svensson",
      street: "Lillgatan 2",
      postcode: "981 38",
      city: "Kiruna",
    });
  });

  it("names every wrong field at once, delivery address included", () => {
    const result = parseCheckoutForm(
      form({
        ...VALID,
        email: "anna@",
        phone: "12",
        postcode: "01234",
        delivery: "drone",
        payment: "bitcoin",
        terms: "",
        separateDelivery: "on",
        deliveryPostcode: "9",
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        email: "checkout.error.email",
        phone: "checkout.error.phone",
        postcode: "checkout.error.postcode",
        delivery: "checkout.error.delivery",
        payment: "checkout.error.payment",
        terms: "checkout.error.terms",
        deliveryName: "checkout.error.nameRequired",
        deliveryStreet: "checkout.error.streetRequired",
        deliveryPostcode: "checkout.error.postcode",
        deliveryCity: "checkout.error.cityRequired",
      },
    });
  });

  it("refuses a right form whose separate delivery address is wrong, naming only that", () => {
    const result = parseCheckoutForm(
      form({ ...VALID, separateDelivery: "on", deliveryName: "Erik Svensson" }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        deliveryStreet: "checkout.error.streetRequired",
        deliveryPostcode: "checkout.error.postcodeRequired",
        deliveryCity: "checkout.error.cityRequired",
      },
    });
  });

  it("takes a file sent in a text field as that field left empty", () => {
    const data = form(VALID);
    data.set("name", new File(["Anna"], "name.txt"));
    expect(parseCheckoutForm(data)).toEqual({
      ok: false,
      errors: { name: "checkout.error.nameRequired" },
    });
  });

  it("treats missing fields as empty and an unticked terms box as not accepted", () => {
    const result = parseCheckoutForm(form({}));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      email: "checkout.error.emailRequired",
      phone: "checkout.error.phoneRequired",
      name: "checkout.error.nameRequired",
      postcode: "checkout.error.postcodeRequired",
      terms: "checkout.error.terms",
    });
  });

  it("has every error in Swedish and English", () => {
    const result = parseCheckoutForm(form({ separateDelivery: "on" }));
    if (result.ok) throw new Error("expected errors");
    // All 13 fields of a form with a separate delivery address are wrong when empty.
    expect(Object.keys(result.errors)).toHaveLength(13);
    for (const message of Object.values(result.errors)) {
      expect(messages.se[message]).toBeTruthy();
      expect(messages.en[message]).toBeTruthy();
    }
  });
});
