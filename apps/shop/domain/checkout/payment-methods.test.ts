import { describe, expect, it } from "vitest";
import { DEFAULT_PAYMENT_METHOD, isPaymentMethodId, PAYMENT_METHODS } from "./payment-methods.ts";

describe("payment methods", () => {
  it("offer card, Swish and invoice", () => {
    expect(PAYMENT_METHODS.map((method) => method.id).sort()).toEqual(["card", "invoice", "swish"]);
  });

  it("never list credit first or preselect it", () => {
    expect(PAYMENT_METHODS[0]?.credit).toBe(false);
    const firstCredit = PAYMENT_METHODS.findIndex((method) => method.credit);
    expect(PAYMENT_METHODS.slice(firstCredit).every((method) => method.credit)).toBe(true);
    expect(PAYMENT_METHODS.find((m) => m.id === DEFAULT_PAYMENT_METHOD)?.credit).toBe(false);
  });

  it("know their own ids only", () => {
    expect(isPaymentMethodId("swish")).toBe(true);
    expect(isPaymentMethodId("bitcoin")).toBe(false);
    expect(isPaymentMethodId("toString")).toBe(false);
  });
});
