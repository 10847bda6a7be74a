import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  isMutationInput,
  keptInputsHash,
  mutationInputsHash,
  INPUTS_FILE,
} from "./mutation-inputs.ts";

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "mutation-inputs-"));
  git("init", "-q");
  write(".gitignore", "reports/\n");
  write("apps/shop/cart-rules.ts", "export const most = 99;\n");
  write("apps/shop/cart-rules.test.ts", "expect(most).toBe(99);\n");
  write("README.md", "# Shop\n");
  write("stryker-incremental.json", "{}\n");
  git("add", ".");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("mutationInputsHash", () => {
  it("is the same for the same tree, and changes with a source, a test or the lock file", () => {
    const before = mutationInputsHash(root);
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    expect(mutationInputsHash(root)).toBe(before);
    const changed = [
      ["apps/shop/cart-rules.ts", "export const most = 98;\n"],
      ["apps/shop/cart-rules.test.ts", "expect(most).toBe(98);\n"],
      ["package-lock.json", "{}\n"],
    ].map(([path, text]) => {
      write(path!, text!);
      return mutationInputsHash(root);
    });
    expect(new Set([before, ...changed]).size).toBe(4);
  });

  it("counts a test not yet committed, not one git ignores", () => {
    const before = mutationInputsHash(root);
    write("reports/mutation.json", "{}");
    expect(mutationInputsHash(root)).toBe(before);
    write("apps/shop/new.test.ts", "expect(1).toBe(1);\n");
    expect(mutationInputsHash(root)).not.toBe(before);
  });

  it("counts a committed file deleted from the disk", () => {
    const before = mutationInputsHash(root);
    rmSync(join(root, "apps/shop/cart-rules.test.ts"));
    expect(mutationInputsHash(root)).not.toBe(before);
  });

  it("does not change with documentation or with what the mutation step writes", () => {
    const before = mutationInputsHash(root);
    write("README.md", "# Butiken\n");
    write("docs/decisions/0001.md", "A record.\n");
    write("stryker-incremental.json", '{"files":{}}\n');
    write(INPUTS_FILE, "abc\n");
    expect(mutationInputsHash(root)).toBe(before);
  });

  it("is unknown outside a git checkout", () => {
    rmSync(join(root, ".git"), { recursive: true });
    expect(mutationInputsHash(root)).toBeUndefined();
  });
});

describe("isMutationInput", () => {
  it.each([
    ["apps/auth/src/totp.ts", true],
    ["apps/shop/test-support/seed-fixtures.ts", true],
    ["stryker.config.json", true],
    ["vitest.config.ts", true],
    ["apps/shop/README.md", false],
    ["e2e/checkout.spec.ts", false],
    ["apps/shop/app/routes/voxo-plus/element-page.spec.ts-snapshots/element_home-light.png", false],
    ["bench/catalogue-scale.ts", false],
    ["stryker-support-hashes.json", false],
  ])("%s: %s", (path, expected) => {
    expect(isMutationInput(path)).toBe(expected);
  });
});

describe("keptInputsHash", () => {
  it("reads the kept hash, and nothing when none was kept", () => {
    expect(keptInputsHash(root)).toBeUndefined();
    write(INPUTS_FILE, "f00d\n");
    expect(keptInputsHash(root)).toBe("f00d");
  });
});
