import { describe, expect, it } from "vitest";
import { pageNumbers } from "./page-numbers.ts";

describe("pageNumbers", () => {
  it.each<[number, number, (number | "gap")[]]>([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 9, [1, 2, 3, "gap", 9]],
    [4, 9, [1, 2, 3, 4, 5, 6, "gap", 9]],
    [5, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [6, 12, [1, "gap", 4, 5, 6, 7, 8, "gap", 12]],
    [5, 12, [1, 2, 3, 4, 5, 6, 7, "gap", 12]],
    [12, 12, [1, "gap", 10, 11, 12]],
  ])("page %i of %i", (page, count, expected) => {
    expect(pageNumbers(page, count)).toEqual(expected);
  });
});
