import { describe, expect, it } from "vitest";
import { isIsoDate, readOrderFilters } from "./order-filters.ts";

const read = (query: string) => readOrderFilters(new URLSearchParams(query));

describe("readOrderFilters", () => {
  it("reads every filter from the list's address", () => {
    expect(
      read("sok=+Anna+&status=shipped&betalning=partly_refunded&fran=2026-11-01&till=2026-11-30"),
    ).toEqual({
      filters: {
        text: "Anna",
        status: "shipped",
        payment: "partly_refunded",
        from: "2026-11-01",
        to: "2026-11-30",
      },
      values: {
        text: "Anna",
        status: "shipped",
        payment: "partly_refunded",
        from: "2026-11-01",
        to: "2026-11-30",
      },
      errors: {},
    });
    expect(read("").filters).toEqual({});
  });

  it("ignores unknown statuses and keeps free text to 100 characters", () => {
    const { filters } = read(`status=lost&betalning=maybe&sok=${"x".repeat(300)}`);
    expect(filters).toEqual({ text: "x".repeat(100) });
  });

  it("refuses a date that is not one, or a range ending before it starts, beside its field", () => {
    expect(read("fran=2026-02-30&till=igår")).toMatchObject({
      filters: {},
      errors: { from: "date", to: "date" },
      values: { from: "2026-02-30", to: "igår" },
    });
    expect(read("fran=2026-11-30&till=2026-11-01")).toMatchObject({
      filters: { from: "2026-11-30" },
      errors: { to: "range" },
    });
  });
});

describe("isIsoDate", () => {
  it("knows real calendar dates", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-1-05")).toBe(false);
    expect(isIsoDate("20261105")).toBe(false);
  });
});
