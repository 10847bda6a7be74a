// The complaint rules without a database: the three-year period (and its leap day), the
// two-year presumption, the photo checks by their first bytes, the form's field checks, the
// steps staff may take, and a price reduction's parts.
import { describe, expect, it } from "vitest";
import { checkComplaint } from "./complaint-input.ts";
import {
  complaintDeadline,
  presumedAtDelivery,
  withinComplaintPeriod,
} from "./complaint-period.ts";
import { canTake } from "./complaint-state.ts";
import { checkPhotos, MAX_PHOTO_BYTES, photoTypeOf } from "./photo-type.ts";
import { planPriceReduction } from "./price-reduction.ts";

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
const TEXT = new TextEncoder().encode("this is not a picture, only named .jpg");

describe("the complaint period", () => {
  it("ends three years after delivery, to the millisecond", () => {
    const delivered = "2026-03-10T12:00:00.000Z";
    expect(complaintDeadline(delivered).toISOString()).toBe("2029-03-10T12:00:00.000Z");
    expect(withinComplaintPeriod(delivered, new Date("2029-03-10T12:00:00.000Z"))).toBe(true);
    expect(withinComplaintPeriod(delivered, new Date("2029-03-10T12:00:00.001Z"))).toBe(false);
  });

  it("from a leap day ends on the last day of February", () => {
    expect(complaintDeadline("2028-02-29T10:00:00.000Z").toISOString()).toBe(
      "2031-02-28T10:00:00.000Z",
    );
  });

  it("presumes a fault noticed within two years was there at delivery", () => {
    expect(presumedAtDelivery("2026-03-10T12:00:00.000Z", "2028-03-10")).toBe(true);
    expect(presumedAtDelivery("2026-03-10T12:00:00.000Z", "2028-03-11")).toBe(false);
  });
});

describe("complaint photos", () => {
  it("are told by their first bytes, whatever their name says", () => {
    expect(photoTypeOf(JPEG)).toBe("image/jpeg");
    expect(photoTypeOf(PNG)).toBe("image/png");
    expect(photoTypeOf(WEBP)).toBe("image/webp");
    expect(photoTypeOf(TEXT)).toBeUndefined();
    expect(photoTypeOf(WEBP.slice(0, 8))).toBeUndefined();
  });

  it("are refused past four, past the size, or when one is not a picture", () => {
    expect(checkPhotos([JPEG, PNG, WEBP, JPEG])).toBeUndefined();
    expect(checkPhotos([JPEG, PNG, WEBP, JPEG, PNG])).toBe("photo_count");
    expect(checkPhotos([JPEG, TEXT])).toBe("photo_type");
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(JPEG);
    expect(checkPhotos([big])).toBe("photo_size");
    expect(checkPhotos([JPEG], 4)).toBe("photo_size");
  });
});

describe("the complaint form", () => {
  const order = {
    lines: [
      { lineNo: 1, quantity: 2 },
      { lineNo: 2, quantity: 1 },
    ],
    orderedOn: "2026-11-25",
  };
  const form = {
    quantities: { 1: "1", 2: "" },
    description: "Skärmen flimrar och slocknar efter en stund.",
    noticedOn: "2026-12-01",
    remedy: "repair",
  };

  it("takes the units chosen, the words, the date and the remedy", () => {
    expect(checkComplaint(form, order, "2026-12-02")).toEqual({
      ok: true,
      input: {
        lines: [{ lineNo: 1, quantity: 1 }],
        description: "Skärmen flimrar och slocknar efter en stund.",
        noticedOn: "2026-12-01",
        remedy: "repair",
      },
    });
  });

  it("answers every field's problem at once", () => {
    expect(
      checkComplaint(
        { quantities: {}, description: "trasig", noticedOn: "2026-02-30", remedy: "gift" },
        order,
        "2026-12-02",
      ),
    ).toEqual({
      ok: false,
      errors: {
        lines: "lines_none",
        description: "description_short",
        noticedOn: "noticed_missing",
        remedy: "remedy_missing",
      },
    });
    const wrong = checkComplaint(
      { ...form, quantities: { 1: "3" }, noticedOn: "2026-12-03" },
      order,
      "2026-12-02",
    );
    expect(wrong).toEqual({
      ok: false,
      errors: { lines: "lines_quantity", noticedOn: "noticed_future" },
    });
    expect(checkComplaint({ ...form, noticedOn: "2026-11-24" }, order, "2026-12-02")).toEqual({
      ok: false,
      errors: { noticedOn: "noticed_before_order" },
    });
  });
});

describe("the steps staff may take", () => {
  it("inspect only a received case, decide before a decision, close after the remedy", () => {
    const received = { status: "received", decision: undefined, remedyDone: false } as const;
    expect(canTake("inspect", received)).toBe(true);
    expect(canTake("decide", received)).toBe(true);
    expect(canTake("close", received)).toBe(false);
    const approved = { status: "decided", decision: "refund", remedyDone: false } as const;
    expect(canTake("inspect", approved)).toBe(false);
    expect(canTake("decide", approved)).toBe(false);
    expect(canTake("remedy_done", approved)).toBe(true);
    expect(canTake("close", approved)).toBe(false);
    expect(canTake("close", { ...approved, remedyDone: true })).toBe(true);
    const rejected = { status: "decided", decision: "rejected", remedyDone: false } as const;
    expect(canTake("remedy_done", rejected)).toBe(false);
    expect(canTake("close", rejected)).toBe(true);
    expect(canTake("close", { ...rejected, status: "closed" })).toBe(false);
  });
});

describe("a price reduction", () => {
  const order = {
    lines: [
      { lineNo: 1, quantity: 2, unitPrice: 100_000, lineTotal: 200_000, momsRate: 25, refunded: 1 },
      { lineNo: 2, quantity: 1, unitPrice: 50_000, lineTotal: 50_000, momsRate: 25, refunded: 0 },
    ],
    fees: 3_900,
    feesRefunded: false,
    total: 253_900,
    refunded: 100_000,
  };

  it("pays back money on the lines without units, up to what is left of them", () => {
    expect(planPriceReduction(order, [1, 2], 120_000)).toEqual({
      ok: true,
      amount: 120_000,
      moms: 24_000,
      parts: [
        { lineNo: 1, quantity: 0, amount: 100_000, moms: 20_000, momsRate: 25 },
        { lineNo: 2, quantity: 0, amount: 20_000, moms: 4_000, momsRate: 25 },
      ],
    });
    expect(planPriceReduction(order, [1], 100_001)).toEqual({
      ok: false,
      reason: "above_value",
      left: 100_000,
    });
    expect(planPriceReduction(order, [1], 0)).toMatchObject({ ok: false, reason: "bad_amount" });
    expect(planPriceReduction(order, [1], Number.NaN)).toMatchObject({
      ok: false,
      reason: "bad_amount",
    });
  });
});
