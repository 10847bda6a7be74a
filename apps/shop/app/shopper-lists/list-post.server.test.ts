import { describe, expect, it } from "vitest";
import { parseListPost } from "./list-post.server.ts";

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe("parseListPost: the fields of a list button's form", () => {
  it("reads the product, the quantity and the options", () => {
    expect(
      parseListPost(
        form([
          ["product", "1050"],
          ["quantity", "2"],
          ["color", "Svart"],
          ["size", "128 GB"],
        ]),
      ),
    ).toEqual({ ids: [1050], quantity: 2, color: "Svart", size: "128 GB" });
  });

  it("takes one of each when no quantity is sent, and a bundle's products once each", () => {
    expect(
      parseListPost(
        form([
          ["product", "1"],
          ["product", "2"],
          ["product", "1"],
        ]),
      ),
    ).toEqual({ ids: [1, 2], quantity: 1 });
  });

  it.each([
    ["no product", []],
    ["a product that is no id", [["product", "abc"]]],
    ["a negative id", [["product", "-4"]]],
    ["a zero id", [["product", "0"]]],
    ["an id past a safe integer", [["product", "9999999999999999"]]],
    [
      "a quantity of 0",
      [
        ["product", "1"],
        ["quantity", "0"],
      ],
    ],
    [
      "a quantity that is no number",
      [
        ["product", "1"],
        ["quantity", "two"],
      ],
    ],
    [
      "a huge quantity",
      [
        ["product", "1"],
        ["quantity", "100000"],
      ],
    ],
    ["eleven products", Array.from({ length: 11 }, (_, i) => ["product", String(i + 1)])],
  ] as [string, [string, string][]][])("refuses %s", (_, fields) => {
    expect(parseListPost(form(fields))).toBeUndefined();
  });
});
