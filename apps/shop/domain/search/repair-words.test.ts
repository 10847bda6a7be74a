import { describe, expect, it } from "vitest";
import { repairedPart } from "./repair-words.ts";

describe("repairedPart", () => {
  it("names the part of a repair word", () => {
    expect(repairedPart("skarmbyte")).toBe("skarm");
    expect(repairedPart("batteribytet")).toBe("batteri");
    expect(repairedPart("dackbyten")).toBe("dack");
    expect(repairedPart("skarmreparation")).toBe("skarm");
    expect(repairedPart("skarmreparationer")).toBe("skarm");
    expect(repairedPart("skarmlagning")).toBe("skarm");
    expect(repairedPart("cykelservice")).toBe("cykel");
  });

  it("leaves other words, and heads too short to be a part, alone", () => {
    expect(repairedPart("skarm")).toBeUndefined();
    expect(repairedPart("byte")).toBeUndefined();
    expect(repairedPart("glasbyte")).toBe("glas");
    expect(repairedPart("utbyte")).toBeUndefined();
    expect(repairedPart("byteskvot")).toBeUndefined();
  });
});
