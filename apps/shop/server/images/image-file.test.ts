import { describe, expect, it } from "vitest";
import { parseImageFile, parseProductId } from "./image-file.ts";

describe("parseImageFile", () => {
  it.each([
    ["1-160.avif", { kind: "image", imageId: 1, width: 160, format: "avif" }],
    ["12-960.webp", { kind: "image", imageId: 12, width: 960, format: "webp" }],
    ["spin-0-320.webp", { kind: "spin", frame: 0, width: 320, format: "webp" }],
    ["spin-23-640.avif", { kind: "spin", frame: 23, width: 640, format: "avif" }],
  ])("reads %s", (file, parsed) => {
    expect(parseImageFile(file)).toEqual(parsed);
  });

  it.each([
    ["", "empty"],
    ["1.avif", "no width"],
    ["1-161.avif", "a width not offered"],
    ["1-1600.avif", "a width not offered"],
    ["1-160.png", "another format"],
    ["1-160.AVIF", "upper case"],
    ["01-160.avif", "a leading zero"],
    ["0-160.avif", "image 0"],
    ["-1-160.avif", "a negative id"],
    ["1-0160.avif", "a padded width"],
    ["spin-24-160.avif", "a frame past the last"],
    ["spin-01-160.avif", "a padded frame"],
    ["spin--160.avif", "no frame"],
    ["1-160.avif.avif", "a double suffix"],
    ["1-160.avif ", "trailing space"],
    ["9999999-160.avif", "an absurd image id"],
  ])("refuses %j (%s)", (file) => {
    expect(parseImageFile(file)).toBeUndefined();
  });
});

describe("parseProductId", () => {
  it.each([
    ["1", 1],
    ["4711", 4711],
    ["0", undefined],
    ["007", undefined],
    ["1e3", undefined],
    ["-5", undefined],
    ["12a", undefined],
    ["9".repeat(16), undefined],
  ])("%j is %s", (text, id) => {
    expect(parseProductId(text)).toBe(id);
  });
});
