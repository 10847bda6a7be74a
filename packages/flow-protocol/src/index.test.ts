import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as protocol from "./index.ts";

// The package goes into the browser bundle: its code imports nothing but its own modules.
// fixtures/ and testing/ hold test support and are not reachable from the exports a bundle uses.
const SKIPPED_DIRS = ["fixtures", "testing"];
function sourceFiles(dir: URL): URL[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_DIRS.includes(entry.name) ? [] : sourceFiles(new URL(`${entry.name}/`, dir));
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")
      ? [new URL(entry.name, dir)]
      : [];
  });
}

describe("the package", () => {
  it.each(
    sourceFiles(new URL("./", import.meta.url)).map((url) => [url.pathname.split("/src/")[1], url]),
  )("%s imports only the package's own modules", (_name, url) => {
    const text = readFileSync(url, "utf8");
    const specifiers = [...text.matchAll(/\bfrom "([^"]+)"/g)].map((match) => match[1]);
    expect(specifiers.filter((specifier) => !specifier?.startsWith("."))).toEqual([]);
  });

  it("exports names, tables and helpers", () => {
    expect(protocol.STATE_NAMES).toContain("passcode_confirmation");
    expect(protocol.ACTION_NAMES).toContain("verify_passcode");
    expect(protocol.FLOW_ERRORS.unauthorized.status).toBe(401);
    expect(protocol.HEADERS.authToken).toBe("X-Auth-Token");
    expect(protocol.buildActionHref("login", "back", "0b4f7a2e-4a4c-4d1e-9f6a-2d8f3c1b5e70")).toBe(
      "/login?action=back%400b4f7a2e-4a4c-4d1e-9f6a-2d8f3c1b5e70",
    );
    expect(new protocol.FlowProtocolError("malformed_href", "x")).toBeInstanceOf(Error);
  });
});
