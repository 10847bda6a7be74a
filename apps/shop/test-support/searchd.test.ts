// Where no searchd is installed the SphinxQL engine's tests skip, saying why; under CI they
// may not.
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { searchdVariant } from "./searchd.ts";

const fakeSearchd = path.join(mkdtempSync(path.join(tmpdir(), "searchd-")), "searchd");
writeFileSync(fakeSearchd, "");
chmodSync(fakeSearchd, 0o755);

describe("searchdVariant", () => {
  it("runs the tests where searchd is found, under CI or not", () => {
    expect([
      searchdVariant({ SEARCHD_PATH: fakeSearchd }),
      searchdVariant({ SEARCHD_PATH: fakeSearchd, CI: "true" }),
    ]).toEqual([{}, {}]);
  });

  it("skips them with the reason where it is missing", () => {
    expect(searchdVariant({ PATH: "" }).skip).toMatch(/searchd is not installed.*sphinxsearch/);
  });

  it("fails under CI where it is missing", () => {
    expect(() => searchdVariant({ PATH: "", CI: "1" })).toThrow(
      /CI is set but searchd is not installed/,
    );
  });
});
