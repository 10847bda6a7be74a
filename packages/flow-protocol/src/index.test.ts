import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as protocol from "./index.ts";

// The package goes into the browser bundle: its code imports nothing but its own modules.
// fixtures/ and testing/ hold test support and are not reachable from the exports a bundle uses;
// zod/ is the "./zod" entry, for integrators, and may import zod (its optional peer) besides.
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

const outsideImports = (url: URL) =>
  [...readFileSync(url, "utf8").matchAll(/\bfrom "([^"]+)"/g)]
    .map((match) => match[1])
    .filter((specifier) => !specifier?.startsWith("."));

describe("the package", () => {
  const files = sourceFiles(new URL("./", import.meta.url)).map(
    (url) => [url.pathname.split("/src/")[1] ?? "", url] as const,
  );

  it.each(files.filter(([name]) => !name.startsWith("zod/")))(
    "%s imports only the package's own modules",
    (_name, url) => {
      expect(outsideImports(url)).toEqual([]);
    },
  );

  it.each(files.filter(([name]) => name.startsWith("zod/")))(
    "%s imports only the package's own modules and zod",
    (_name, url) => {
      expect(outsideImports(url).filter((specifier) => specifier !== "zod")).toEqual([]);
    },
  );

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
