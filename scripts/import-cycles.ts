// Finds import loops that carry values: module A imports B at run time, B imports A (or through
// others). Such a loop works only while the functions involved are hoisted declarations, and
// breaks on the first `const` one module reads from the other at load time. Type-only imports
// (`import type`, `import { type X }`) vanish at run time and do not count.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const SOURCE = /\.tsx?$/;
const SKIPPED = new Set(["node_modules", "build", "dist", ".react-router"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The relative specifiers a module imports or re-exports at run time. */
export function runtimeImports(code: string, fileName = "module.ts"): string[] {
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly)) {
        continue;
      }
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found.filter((specifier) => specifier.startsWith("."));
}

/** Every loop of run-time imports among the modules under `root`, as paths relative to it. */
export function findImportCycles(root: string): string[][] {
  const files = sourceFiles(root);
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeImports(readFileSync(file, "utf8"), file)
      .map((specifier) => resolve(dirname(file), specifier))
      .filter((target) => known.has(target));
    edges.set(file, targets);
  }
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === "open") {
        cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => relative(root, f)));
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

/** Every specifier a module imports or re-exports from, for types or values, packages included. */
function importSpecifiers(code: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false);
  return file.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier !== undefined
      ? [(statement.moduleSpecifier as ts.StringLiteral).text]
      : [],
  );
}

/**
 * Imports that leave a layer the wrong way: every module under `root` (tests included, unless
 * `tests` is false) that imports or re-exports, for values or types, a file under one of
 * `forbiddenDirs` or a package named in `forbiddenPackages`. Each as "module → specifier",
 * relative to `root`'s parent.
 */
export function importsAgainstLayers(
  root: string,
  forbiddenDirs: readonly string[],
  forbiddenPackages: readonly string[],
  { tests = true }: { tests?: boolean } = {},
): string[] {
  const found: string[] = [];
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return SKIPPED.has(name) ? [] : walk(path);
      return SOURCE.test(name) && (tests || !/\.(test|spec)\.tsx?$/.test(name)) ? [path] : [];
    });
  for (const file of walk(root)) {
    for (const specifier of importSpecifiers(readFileSync(file, "utf8"), file)) {
      const target = specifier.startsWith(".") ? resolve(dirname(file), specifier) : undefined;
      const wrong = target
        ? forbiddenDirs.some((dir) => !relative(dir, target).startsWith(".."))
        : forbiddenPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`));
      if (wrong) found.push(`${relative(dirname(root), file)} → ${specifier}`);
    }
  }
  return found;
}

/**
 * The run-time imports from modules under `from` (tests left out) of modules under `to`, as
 * "importer → imported", both relative to `root`, sorted. Type-only imports do not count.
 */
export function runtimeImportsAcross(root: string, from: string, to: string): string[] {
  const target = join(root, to);
  const edges = sourceFiles(join(root, from)).flatMap((file) =>
    runtimeImports(readFileSync(file, "utf8"), file)
      .map((specifier) => resolve(dirname(file), specifier))
      .filter((imported) => !relative(target, imported).startsWith(".."))
      .map((imported) => `${relative(root, file)} → ${relative(root, imported)}`),
  );
  return edges.sort();
}
