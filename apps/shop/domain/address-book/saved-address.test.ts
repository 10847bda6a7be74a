import { describe, expect, it } from "vitest";
import { addressLine, defaultFirst } from "./saved-address.ts";

describe("defaultFirst", () => {
  it("puts the default first and keeps the others in their order", () => {
    const list = [
      { id: "a", isDefault: false },
      { id: "b", isDefault: false },
      { id: "c", isDefault: true },
      { id: "d", isDefault: false },
    ];
    expect(defaultFirst(list).map((a) => a.id)).toEqual(["c", "a", "b", "d"]);
    expect(list.map((a) => a.id)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("addressLine", () => {
  const home = {
    name: "Anna Svensson",
    street: "Storgatan 1",
    postcode: "111 22",
    city: "Stockholm",
  };

  it("writes an address on one line, led by its label when it has one", () => {
    expect(addressLine(home)).toBe("Anna Svensson, Storgatan 1, 111 22 Stockholm");
    expect(addressLine({ ...home, label: "Hemma" })).toBe(
      "Hemma: Anna Svensson, Storgatan 1, 111 22 Stockholm",
    );
    expect(addressLine({ ...home, label: undefined })).toBe(
      "Anna Svensson, Storgatan 1, 111 22 Stockholm",
    );
  });
});
