import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findWeakTests, weakTests } from "./test-assertions.ts";

const lines = (...code: string[]) =>
  ['import { describe, expect, it, test } from "vitest";', ...code].join("\n");

// What is found, as "line title: problem"; line 1 is the import above.
const found = (code: string) =>
  weakTests(code).map(({ line, name, problem }) => `${line} ${name}: ${problem}`);

describe("weakTests", () => {
  it("flags a test that asserts only inside a loop, or only inside an if", () => {
    const code = lines(
      'it("checks every case", () => {',
      "  for (const item of cases) expect(item).toBeTruthy();",
      "});",
      'it("checks the variant", () => {',
      '  if (dialect === "sqlite") expect(path).toBeTruthy();',
      "});",
    );
    expect(found(code)).toEqual([
      "2 checks every case: asserts only inside a loop or branch",
      "5 checks the variant: asserts only inside a loop or branch",
    ]);
  });

  it("passes a test with one assertion outside its loop, or that expects assertions", () => {
    const code = lines(
      'it("checks every case", () => {',
      "  for (const item of cases) expect(item).toBeTruthy();",
      "  expect(cases).toHaveLength(3);",
      "});",
      'it("checks what it reaches", () => {',
      "  expect.hasAssertions();",
      "  cases.forEach((item) => expect(item).toBeTruthy());",
      "});",
      'it("counts them", () => {',
      "  expect.assertions(2);",
      "  if (ok) expect(a).toBe(1);",
      "});",
    );
    expect(found(code)).toEqual([]);
  });

  it("counts a helper that asserts, whatever its name, or any function of the file that asserts", () => {
    const code = lines(
      "async function expectRejected(p) { await expect(p).rejects.toThrow(); }",
      "function checkShape(value) { expect(value).toMatchObject({ ok: true }); }",
      'it("refuses", async () => { await expectRejected(call()); });',
      'it("has the shape", () => checkShape(answer()));',
      'it("loops over a helper", () => { for (const a of all) checkShape(a); });',
    );
    expect(found(code)).toEqual(["6 loops over a helper: asserts only inside a loop or branch"]);
  });

  it("treats branches, conditions, catch blocks and callbacks per element as not sure to run", () => {
    const bodies = [
      'switch (kind) { case "a": expect(a).toBe(1); }',
      "ok ? expect(a).toBe(1) : undefined;",
      "ok && expect(a).toBe(1);",
      "value ?? expect(a).toBe(1);",
      "while (next()) expect(a).toBe(1);",
      "for (let i = 0; i < n; i++) expect(a).toBe(i);",
      "for (const key in table) expect(key).toBeTruthy();",
      "try { run(); } catch (error) { expect(error).toBeTruthy(); }",
      "items.map((item) => expect(item).toBeTruthy());",
      "items.every((item) => { expect(item).toBeTruthy(); return true; });",
      "if (!ready) return; expect(a).toBe(1);",
    ];
    const code = lines(...bodies.map((body, i) => `it("case ${i}", async () => { ${body} });`));
    expect(found(code)).toEqual(
      bodies.map((_, i) => `${i + 2} case ${i}: asserts only inside a loop or branch`),
    );
  });

  it("treats try blocks, callbacks that run once and awaited rejections as sure to run", () => {
    const bodies = [
      "try { expect(run()).toBe(1); } finally { stop(); }",
      "await waitFor(() => expect(a).toBe(1));",
      'await expect(run()).rejects.toThrow("no");',
      "expect.soft(a).toBe(1);",
      "await expect.poll(() => a).toBe(1);",
      "assert.equal(a, 1);",
      'await view.findByRole("button");',
      "if (skipped) return ctx.skip(); expect(a).toBe(1);",
    ];
    const code = lines(...bodies.map((body, i) => `it("case ${i}", async () => { ${body} });`));
    expect(found(code)).toEqual([]);
  });

  it("finds tests in every form Vitest takes, with the titles of their describe blocks", () => {
    const forms = [
      "it.each([1, 2])",
      "it.for([1, 2])",
      "it.concurrent",
      "it.skipIf(ci)",
      "it.runIf(ci)",
      "test.each([[1]])",
    ];
    const code = lines(
      'describe.each(variants)("on $dialect", () => {',
      ...forms.map((form, i) => `  ${form}("form ${i}", () => { if (a) expect(a).toBe(1); });`),
      "});",
    );
    expect(found(code)).toEqual(
      forms.map((_, i) => `${i + 3} on $dialect > form ${i}: asserts only inside a loop or branch`),
    );
  });

  it("reports a test without any assertion, but not a helper's tests or a todo", () => {
    const code = lines(
      'it("runs", () => { run(); });',
      'it.todo("later");',
      'const expected = () => 1; it("builds", () => { expected(); });',
      "function describeCases() {}",
    );
    expect(found(code)).toEqual(["2 runs: asserts nothing", "4 builds: asserts nothing"]);
  });

  it("does not take a bare expect(x), nor a soft or polled one without its matcher, for a check", () => {
    const code = lines(
      'it("bare", () => { expect(total); });',
      'it("soft", () => { expect.soft(total); });',
      'it("polled", async () => { await expect.poll(() => total); });',
      'it("checked", async () => { expect(total).toBe(3); expect.soft(a).not.toBe(1); await expect(p).resolves.toBe(2); });',
    );
    expect(found(code)).toEqual([
      "2 bare: asserts nothing",
      "3 soft: asserts nothing",
      "4 polled: asserts nothing",
    ]);
  });

  it("judges a helper it can read by its body, whatever its name, and a store's findBy… as a read", () => {
    const code = lines(
      "const expectSaved = (order) => { save(order); };",
      "function assertPaid(order) { expect(order.paid).toBe(true); }",
      'it("named like a check", () => { expectSaved(order); });',
      'it("a real check", () => { assertPaid(order); });',
      'it("a lookup", async () => { await users.findByEmail("a@example.se"); });',
      'it("a query that fails when missing", async () => { await view.findByRole("button"); });',
    );
    expect(found(code)).toEqual([
      "4 named like a check: asserts nothing",
      "6 a lookup: asserts nothing",
    ]);
  });

  it("ignores it and test that are not Vitest's", () => {
    const code = [
      "const it = (name, fn) => fn();",
      'it("runs", () => { for (const a of all) expect(a).toBe(1); });',
    ].join("\n");
    expect(found(code)).toEqual([]);
  });
});

describe("findWeakTests", () => {
  it("also reads the helper modules that declare tests for test files", () => {
    const root = mkdtempSync(join(tmpdir(), "weak-tests-"));
    try {
      mkdirSync(join(root, "scripts"));
      writeFileSync(join(root, "package.json"), JSON.stringify({ workspaces: [] }));
      writeFileSync(
        join(root, "scripts/shared-case.ts"),
        lines(
          'export function sharedCase() { it("checks each", () => { for (const a of all) expect(a).toBe(1); }); }',
        ),
      );
      writeFileSync(join(root, "scripts/plain-helper.ts"), "export const two = 2;\n");
      expect(findWeakTests(root)).toEqual([
        "scripts/shared-case.ts:2 checks each: asserts only inside a loop or branch",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the repository's unit tests", () => {
  it("each assert something outside any loop or branch", () => {
    expect(findWeakTests(fileURLToPath(new URL("..", import.meta.url)))).toEqual([]);
  });
});
