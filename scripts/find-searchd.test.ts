import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findSearchd } from "./find-searchd.ts";

const dir = mkdtempSync(path.join(tmpdir(), "searchd-"));
const fakeSearchd = path.join(dir, "searchd");
writeFileSync(fakeSearchd, "");
chmodSync(fakeSearchd, 0o755);
const notExecutable = path.join(mkdtempSync(path.join(tmpdir(), "searchd-")), "searchd");
writeFileSync(notExecutable, "");

describe("findSearchd", () => {
  it.each([
    ["SEARCHD_PATH names an executable", { SEARCHD_PATH: fakeSearchd }, fakeSearchd],
    ["SEARCHD_PATH names a missing file", { SEARCHD_PATH: `${fakeSearchd}-missing` }, undefined],
    ["SEARCHD_PATH names a file it may not run", { SEARCHD_PATH: notExecutable }, undefined],
    ["searchd is on the PATH", { PATH: `/nonexistent${path.delimiter}${dir}` }, fakeSearchd],
    ["only a searchd it may not run is", { PATH: path.dirname(notExecutable) }, undefined],
    ["nothing is on the PATH", { PATH: "" }, undefined],
  ])("%s", (_case, env, expected) => {
    expect(findSearchd(env)).toBe(expected);
  });
});
