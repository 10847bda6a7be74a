import { describe, expect, it } from "vitest";
import { parseContactForm } from "./contact-form-schema.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const LONG_NAME = "x".repeat(101);
const LONG_MESSAGE = "x".repeat(5001);

const valid = {
  name: "Anna Andersson",
  email: "anna@example.se",
  phone: "",
  orderNumber: "",
  message: "Min M365 visar felkod 14 efter regnet.",
};

describe("parseContactForm", () => {
  it("accepts a complete message, trimming and dropping empty optional fields", () => {
    expect(parseContactForm(form({ ...valid, name: "  Anna Andersson  " }))).toEqual({
      ok: true,
      value: {
        name: "Anna Andersson",
        email: "anna@example.se",
        phone: undefined,
        orderNumber: undefined,
        message: valid.message,
      },
    });
  });

  it("keeps optional fields that are given", () => {
    const parsed = parseContactForm(
      form({ ...valid, phone: "070-123 45 67", orderNumber: "KB-1042" }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      value: { phone: "070-123 45 67", orderNumber: "KB-1042" },
    });
  });

  it.each([
    ["name", "contact.error.nameRequired", { name: "" }],
    ["name", "contact.error.nameTooLong", { name: LONG_NAME }],
    ["email", "contact.error.emailRequired", { email: "" }],
    ["email", "contact.error.email", { email: "anna@" }],
    ["email", "contact.error.email", { email: "anna.example.se" }],
    ["phone", "contact.error.phone", { phone: "ring mig" }],
    ["orderNumber", "contact.error.orderNumber", { orderNumber: "KB 1042!" }],
    ["message", "contact.error.messageRequired", { message: "" }],
    ["message", "contact.error.messageTooShort", { message: "Hej!" }],
    ["message", "contact.error.messageTooLong", { message: LONG_MESSAGE }],
  ])("rejects a bad %s with %s (case %#)", (field, key, override) => {
    const parsed = parseContactForm(form({ ...valid, ...override }));
    expect(parsed).toEqual({ ok: false, errors: { [field]: key } });
  });

  it("reports every bad field at once, one message each", () => {
    const parsed = parseContactForm(new FormData());
    expect(parsed).toEqual({
      ok: false,
      errors: {
        name: "contact.error.nameRequired",
        email: "contact.error.emailRequired",
        message: "contact.error.messageRequired",
      },
    });
  });
});
