// Masking's edges: an "address" without @ (a username given where an e-mail was expected) is
// masked as a username, down to a single character or none.
import { describe, expect, it } from "vitest";
import { maskEmail } from "./audit-masking.ts";

describe("masking an e-mail without @", () => {
  it.each([
    ["x", "*"],
    ["", "*"],
    ["kretsbutik", "k*****k"],
  ])("%s → %s, as a username", (address, masked) => {
    expect(maskEmail(address)).toBe(masked);
  });
});
