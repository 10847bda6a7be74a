import { describe, expect, it } from "vitest";
import { RETURN_DROP_OFFS, returnDropOff } from "./return-drop-offs.ts";
import {
  isReturnCondition,
  mayRequestReturnLabel,
  returnNumber,
  returnStateOf,
} from "./return-state.ts";

describe("returns' rules", () => {
  it("offers the delivery options' pickup points first, then their parcel lockers, never home delivery", () => {
    expect(RETURN_DROP_OFFS.map((d) => [d.id, d.kind])).toEqual([
      ["postnord-ombud", "pickup_point"],
      ["dhl-service-point", "pickup_point"],
      ["instabox", "locker"],
      ["postnord-paketbox", "locker"],
    ]);
    expect(returnDropOff("budbee-home")).toBeUndefined();
    expect(returnDropOff(undefined)).toBeUndefined();
    expect(returnDropOff("instabox")?.carrier).toBe("Instabox");
  });

  it("offers a label only for shipped goods withdrawn within the period, once", () => {
    const base = { withinPeriod: true, shipped: true, hasReturn: false };
    expect(mayRequestReturnLabel(base)).toBe(true);
    expect(mayRequestReturnLabel({ ...base, withinPeriod: false })).toBe(false);
    expect(mayRequestReturnLabel({ ...base, shipped: false })).toBe(false);
    expect(mayRequestReturnLabel({ ...base, hasReturn: true })).toBe(false);
  });

  it("numbers a return by its order and the withdrawal's place", () => {
    expect(returnNumber("KB-2026-000123", 0)).toBe("RT-2026-000123-1");
    expect(returnNumber("KB-2026-000123", 2)).toBe("RT-2026-000123-3");
  });

  it("is refunded only when the refund succeeded, refunding while pending", () => {
    expect(returnStateOf({ status: "label_created", refundStatus: undefined })).toBe(
      "label_created",
    );
    expect(returnStateOf({ status: "received", refundStatus: undefined })).toBe("received");
    expect(returnStateOf({ status: "received", refundStatus: "failed" })).toBe("received");
    expect(returnStateOf({ status: "refunded", refundStatus: "pending" })).toBe("refunding");
    expect(returnStateOf({ status: "refunded", refundStatus: "succeeded" })).toBe("refunded");
  });

  it("knows the conditions staff may record", () => {
    expect(isReturnCondition("opened")).toBe(true);
    expect(isReturnCondition("broken")).toBe(false);
    expect(isReturnCondition(undefined)).toBe(false);
  });
});
