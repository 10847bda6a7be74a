import { describe, expect, it } from "vitest";
import { mergeCarts } from "./list-cookie-merge.ts";

describe("mergeCarts: the stored cart joined with what a form post put in the cookie", () => {
  const stored = [
    { id: 1, quantity: 2 },
    { id: 2, quantity: 1, color: "black" },
  ];

  it.each([
    [
      "a line only the cookie has is added",
      [{ id: 3, quantity: 1 }],
      [...stored, { id: 3, quantity: 1 }],
    ],
    [
      "a line the cookie has more of takes the cookie's quantity",
      [{ id: 1, quantity: 3 }],
      [{ id: 1, quantity: 3 }, stored[1]],
    ],
    ["a line the cookie has less of keeps the stored quantity", [{ id: 1, quantity: 1 }], stored],
    [
      "the same product in another colour is another line",
      [{ id: 2, quantity: 1, color: "blue" }],
      [...stored, { id: 2, quantity: 1, color: "blue" }],
    ],
    ["an empty cookie loses nothing", [], stored],
  ])("%s", (_, cookie, merged) => {
    expect(mergeCarts(stored, cookie)).toEqual(merged);
  });
});
