import { describe, expect, it } from "vitest";
import { encodeCp437 } from "./cp437.ts";

describe("code page 437", () => {
  it("keeps ASCII and writes the last character below the upper half as itself", () => {
    expect([...encodeCp437("Kb 1580\u007f")]).toEqual([
      0x4b, 0x62, 0x20, 0x31, 0x35, 0x38, 0x30, 0x7f,
    ]);
  });

  it("writes a character from just above ASCII that the code page lacks as '?'", () => {
    // U+0080 is a control character; byte 0x80 would be read back as Ç.
    expect([...encodeCp437("a\u0080b")]).toEqual([0x61, 0x3f, 0x62]);
  });
});
