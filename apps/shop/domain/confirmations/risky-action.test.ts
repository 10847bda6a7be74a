// Two risky actions are the same only with the same name and exactly the same details: what a
// confirmation was redeemed for against what the server is about to do.
import { describe, expect, it } from "vitest";
import { sameAction, type RiskyAction } from "./risky-action.ts";

describe("two risky actions compared", () => {
  const refund: RiskyAction = { action: "order.refund", details: { order: "KB-1", amount: "100" } };

  it("are the same with the same name and the same details in any order", () => {
    expect(
      sameAction(refund, { action: "order.refund", details: { amount: "100", order: "KB-1" } }),
    ).toBe(true);
  });

  it("differ by name, by a value, by a missing or an extra detail", () => {
    const others: RiskyAction[] = [
      { action: "order.refunds", details: refund.details },
      { action: "order.refund", details: { order: "KB-1", amount: "101" } },
      { action: "order.refund", details: { order: "KB-1" } },
      { action: "order.refund", details: { order: "KB-1", amount: "100", note: "" } },
      { action: "order.refund", details: { order: "KB-1", sum: "100" } },
    ];
    const compared = others.flatMap((other) => [
      sameAction(refund, other),
      sameAction(other, refund),
    ]);
    expect(compared).toEqual(others.flatMap(() => [false, false]));
  });

  it("does not take a detail from the prototype for one that is missing", () => {
    const a = { action: "x", details: { toString: "1" } };
    const b = { action: "x", details: { valueOf: "1" } };
    expect(sameAction(a, b)).toBe(false);
  });
});
