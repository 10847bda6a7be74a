import { describe, expect, it } from "vitest";
import { accountsForRate, MOMS_RATES, UnknownMomsRate } from "./sie-accounts.ts";

describe("the BAS accounts of each moms rate", () => {
  it("books 25, 12 and 6 % to their own sales and output moms accounts", () => {
    expect(MOMS_RATES).toEqual([25, 12, 6]);
    expect(MOMS_RATES.map(accountsForRate)).toEqual([
      { sales: 3001, moms: 2611 },
      { sales: 3002, moms: 2621 },
      { sales: 3003, moms: 2631 },
    ]);
  });

  it("refuses a rate it has no accounts for, naming the rate", () => {
    expect(() => accountsForRate(7)).toThrow(new UnknownMomsRate(7));
    expect(() => accountsForRate(7)).toThrow("no BAS accounts for moms rate 7 %");
    expect(() => accountsForRate(7)).toThrow(
      expect.objectContaining({ code: "UNKNOWN_MOMS_RATE", rate: 7 }) as Error,
    );
  });
});
