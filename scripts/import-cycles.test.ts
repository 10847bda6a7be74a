import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findImportCycles, importsAgainstLayers, runtimeImports } from "./import-cycles.ts";

const repo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

describe("runtimeImports", () => {
  it("counts value imports and re-exports, not type-only ones", () => {
    const code = [
      'import { a } from "./a.ts";',
      'import type { B } from "./b.ts";',
      'import { type C } from "./c.ts";',
      'import { type D, d } from "./d.ts";',
      'import "./e.ts";',
      'export { f } from "./f.ts";',
      'export type { G } from "./g.ts";',
      'import { h } from "some-package";',
    ].join("\n");
    expect(runtimeImports(code)).toEqual(["./a.ts", "./d.ts", "./e.ts", "./f.ts"]);
  });
});

describe.each([
  "packages/flow-protocol/src",
  "packages/database/src",
  "packages/env-config/src",
  "packages/auth-sdk/src",
  "packages/auth-elements/src",
  "apps/auth/src",
  "apps/shop/app",
  "apps/shop/domain",
  "apps/shop/server",
])("%s", (root) => {
  it("has no import loop that carries values", () => {
    expect(findImportCycles(repo(root))).toEqual([]);
  });
});

describe("apps/shop/domain", () => {
  it("holds rules alone: it imports nothing of the pages, the server, React or the database", () => {
    expect(
      importsAgainstLayers(
        repo("apps/shop/domain"),
        [repo("apps/shop/app"), repo("apps/shop/server")],
        ["react", "react-dom", "react-router", "@kretsbutiken/database", "kysely"],
      ),
    ).toEqual([]);
  });

  it("would notice a module that reaches across a layer (checkout into the server)", () => {
    expect(
      importsAgainstLayers(repo("apps/shop/app/checkout"), [repo("apps/shop/server")], ["react"]),
    ).toContain("checkout/checkout.server.ts → ../../server/orders/reservation-hold.ts");
  });
});
