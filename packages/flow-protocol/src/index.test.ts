import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as protocol from "./index.ts";

// Importing "." must pull in no runtime dependency: zod is reachable only from "./schemas".
// fixtures/ holds test support only and is not reachable from index.ts.
const SKIPPED_DIRS = ["schemas", "fixtures"];
function sourceFiles(dir: URL): URL[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_DIRS.includes(entry.name) ? [] : sourceFiles(new URL(`${entry.name}/`, dir));
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")
      ? [new URL(entry.name, dir)]
      : [];
  });
}

describe("the package root", () => {
  it.each(
    sourceFiles(new URL("./", import.meta.url)).map((url) => [url.pathname.split("/src/")[1], url]),
  )("%s imports neither zod nor the schemas", (_name, url) => {
    const text = readFileSync(url, "utf8");
    expect(text).not.toMatch(/from "zod"/);
    expect(text).not.toMatch(/from "\.\.?\/schemas/);
  });

  it("exports names, tables and helpers", () => {
    expect(protocol.STATE_NAMES).toContain("passcode_confirmation");
    expect(protocol.ACTION_NAMES).toContain("verify_passcode");
    expect(protocol.FLOW_ERRORS.unauthorized.status).toBe(401);
    expect(protocol.HEADERS.authToken).toBe("X-Auth-Token");
    expect(typeof protocol.buildActionHref).toBe("function");
    expect(typeof protocol.resolveInput).toBe("function");
    expect(new protocol.FlowProtocolError("malformed_href", "x")).toBeInstanceOf(Error);
  });
});
