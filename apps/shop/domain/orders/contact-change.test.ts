// Until when an order's buyer may change its e-mail and delivery address, when they confirm it,
// and the action they confirm: bound to the order and every field of the new address.
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../order-status.ts";
import { sameAction } from "../confirmations/risky-action.ts";
import {
  canChangeContact,
  contactChangeAction,
  contactChangeNeedsConfirming,
  isContactChangeKind,
} from "./contact-change.ts";

const HOME = {
  name: "Anna Svensson",
  street: "Kungsgatan 12",
  postcode: "411 19",
  city: "Göteborg",
};

describe("an order's contact change", () => {
  it("lets the e-mail change until delivery and the address until the order is packed", () => {
    const when = (kind: "email" | "address") =>
      ORDER_STATUSES.filter((status) => canChangeContact(status, kind));
    expect(when("email")).toEqual(["reserved", "paid", "packed", "shipped"]);
    expect(when("address")).toEqual(["reserved", "paid"]);
    expect(canChangeContact("unknown", "email")).toBe(false);
  });

  it("asks for a confirmation once the order is paid", () => {
    expect(ORDER_STATUSES.filter(contactChangeNeedsConfirming)).toEqual([
      "paid",
      "packed",
      "shipped",
      "delivered",
      "withdrawn",
    ]);
  });

  it("names the two kinds and nothing else", () => {
    expect(["email", "address", "phone", "", null, undefined].map(isContactChangeKind)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("binds the confirmation to the order and the new e-mail address", () => {
    expect(
      contactChangeAction("KB-2026-000123", { kind: "email", email: "ny@example.se" }),
    ).toEqual({
      action: "order.email.change",
      details: { order: "KB-2026-000123", email: "ny@example.se" },
    });
  });

  it("binds the confirmation to every field of the new delivery address", () => {
    const action = contactChangeAction("KB-2026-000123", { kind: "address", address: HOME });
    expect(action).toEqual({
      action: "order.address.change",
      details: {
        order: "KB-2026-000123",
        name: "Anna Svensson",
        street: "Kungsgatan 12",
        postcode: "411 19",
        city: "Göteborg",
      },
    });
    for (const field of ["name", "street", "postcode", "city"] as const) {
      const other = contactChangeAction("KB-2026-000123", {
        kind: "address",
        address: { ...HOME, [field]: `${HOME[field]}x` },
      });
      expect(sameAction(action, other)).toBe(false);
    }
  });
});
