import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findChromium } from "./find-chromium.ts";

const fakeBrowser = path.join(mkdtempSync(path.join(tmpdir(), "chromium-")), "chrome");
writeFileSync(fakeBrowser, "");

describe("findChromium", () => {
  it.each([
    ["CHROMIUM_PATH names an existing file", { CHROMIUM_PATH: fakeBrowser }, fakeBrowser],
    ["CHROMIUM_PATH names a missing file", { CHROMIUM_PATH: `${fakeBrowser}-missing` }, undefined],
  ])("%s", (_case, env, expected) => {
    expect(findChromium(env)).toBe(expected);
  });
});
