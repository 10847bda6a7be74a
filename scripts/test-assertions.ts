// Finds Vitest tests that can pass without checking anything: every assertion sits inside a loop
// or a branch (an empty table, or a variant that never takes the branch, passes silently), or
// there is no assertion at all. An assertion is expect(…) or expect.soft/poll(…) with a matcher
// called after it, assert…, a Testing Library getBy…/findBy… query (they fail when nothing
// matches), or a function of the test file or of a module it imports that makes one; a
// function it cannot read (a method) counts when it is named expect…/assert…. Helper modules
// that declare tests (it/test imported from Vitest) are read as test files are.
// expect.assertions(n) and expect.hasAssertions() at the top of a test count, since they fail
// when nothing was asserted.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const TEST_FILE = /\.test\.tsx?$/;
const HELPER_FILE = /(?<!\.d)\.tsx?$/;
// An import of it or test from Vitest: the module may declare tests of its own.
const DECLARES_TESTS = /import\s*\{[^}]*\b(it|test)\b[^}]*\}\s*from\s*["']vitest["']/;
const SKIPPED = /^(node_modules|build.*|dist)$/;
const TEST_ROOTS = ["packages", "apps", "scripts"];

// expect… and assert… as words: expectRejected, assertOk, assert; not `expected` or `assertion`.
const ASSERTING_NAME = /^(expect|assert)([A-Z0-9_$]|$)/;
// Testing Library's queries that fail when nothing matches: getByRole(…), findAllByText(…);
// not a store's findByEmail(…), which answers undefined.
const FAILING_QUERY =
  /^(get|find)(All)?By(Role|Text|LabelText|PlaceholderText|DisplayValue|AltText|Title|TestId)$/;
// expect.soft(x) and expect.poll(f) assert only with a matcher after them, as expect(x) does.
const NEEDS_MATCHER = new Set(["soft", "poll"]);
// expect.any(…), expect.objectContaining(…) and the like only describe a value.
const EXPECT_ASSERTIONS = new Set(["soft", "poll", "assertions", "hasAssertions", "unreachable"]);
// Callbacks that run once for each element, so not at all for an empty list.
const PER_ELEMENT = new Set([
  "forEach",
  "map",
  "filter",
  "some",
  "every",
  "reduce",
  "reduceRight",
  "flatMap",
  "find",
  "findIndex",
  "findLast",
  "findLastIndex",
]);
const OPTIONAL_RIGHT = new Set([
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
]);

export type Problem = "asserts only inside a loop or branch" | "asserts nothing";
export type WeakTest = { line: number; name: string; problem: Problem };

/** How surely a function, when called, asserts something. */
type Reach = "always" | "sometimes" | "never";
type Found = { always: boolean; any: boolean };
type FunctionNode = ts.FunctionLikeDeclaration;

/** A parsed module: its named functions and where its imported names come from. */
class Module {
  readonly source: ts.SourceFile;
  readonly functions = new Map<string, FunctionNode>();
  readonly imports = new Map<string, { path: string; name: string }>();
  /** Names `export … from` passes on from elsewhere, and whole modules `export *` passes on. */
  readonly reexports = new Map<string, { path: string; name: string }>();
  readonly starExports: string[] = [];
  readonly vitest = new Map<string, string>();
  readonly path: string;

  constructor(path: string, code: string, modules: Modules) {
    this.path = path;
    this.source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionDeclaration(node) && node.name && node.body) {
        this.functions.set(node.name.text, node);
      } else if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        isFunction(node.initializer)
      ) {
        this.functions.set(node.name.text, node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(this.source);
    for (const statement of this.source.statements) {
      if (ts.isImportDeclaration(statement)) this.readImport(statement, modules);
      if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
        const from = modules.resolve((statement.moduleSpecifier as ts.StringLiteral).text, path);
        const clause = statement.exportClause;
        if (from === undefined) continue;
        if (clause === undefined) this.starExports.push(from);
        else if (ts.isNamedExports(clause)) {
          for (const element of clause.elements) {
            const name = (element.propertyName ?? element.name).getText();
            this.reexports.set(element.name.text, { path: from, name });
          }
        }
      }
    }
  }

  private readImport(statement: ts.ImportDeclaration, modules: Modules): void {
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const bindings = statement.importClause?.namedBindings;
    if (bindings === undefined || !ts.isNamedImports(bindings)) return;
    const from = specifier === "vitest" ? undefined : modules.resolve(specifier, this.path);
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).getText();
      if (specifier === "vitest") this.vitest.set(element.name.text, name);
      else if (from !== undefined) this.imports.set(element.name.text, { path: from, name });
    }
  }
}

/** The modules read so far, and how surely each of their functions asserts. */
class Modules {
  private readonly cache = new Map<string, Module | undefined>();
  private readonly bySource = new Map<ts.SourceFile, Module>();
  private readonly reaches = new Map<FunctionNode, Reach>();

  private readonly packages: Map<string, string>;

  constructor(packages: Map<string, string>) {
    this.packages = packages;
  }

  add(path: string, code: string): Module {
    const module = new Module(path, code, this);
    this.cache.set(path, module);
    this.bySource.set(module.source, module);
    return module;
  }

  get(path: string): Module | undefined {
    if (!this.cache.has(path)) {
      const file = [path, `${path}.ts`, `${path}.tsx`, join(path, "index.ts")].find(
        (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
      );
      const module = file && (this.cache.get(file) ?? this.add(file, readFileSync(file, "utf8")));
      this.cache.set(path, module || undefined);
    }
    return this.cache.get(path);
  }

  /** The file a relative or workspace specifier names, if it is one of ours. */
  resolve(specifier: string, from: string): string | undefined {
    if (specifier.startsWith(".")) return resolve(dirname(from), specifier);
    return this.packages.get(specifier);
  }

  /** The function `name` means in `module`: its own, or one it imports. */
  lookup(module: Module, name: string, seen = new Set<string>()): FunctionNode | undefined {
    const own = module.functions.get(name);
    if (own) return own;
    const imported = module.imports.get(name) ?? module.reexports.get(name);
    if (imported) return this.exported(imported.path, imported.name, seen);
    return undefined;
  }

  private exported(path: string, name: string, seen: Set<string>): FunctionNode | undefined {
    const key = `${path}#${name}`;
    const module = this.get(path);
    if (module === undefined || seen.has(key)) return undefined;
    seen.add(key);
    const found = this.lookup(module, name, seen);
    if (found) return found;
    for (const star of module.starExports) {
      const passed = this.exported(star, name, seen);
      if (passed) return passed;
    }
    return undefined;
  }

  reach(fn: FunctionNode): Reach {
    const known = this.reaches.get(fn);
    if (known) return known;
    // A helper that calls itself asserts through its other paths, if at all.
    this.reaches.set(fn, "never");
    const module = this.bySource.get(fn.getSourceFile());
    const found = { always: false, any: false };
    if (module && fn.body) new Scan(module, this, found).visit(fn.body, false);
    const reach = found.always ? "always" : found.any ? "sometimes" : "never";
    this.reaches.set(fn, reach);
    return reach;
  }
}

function isFunction(node: ts.Node): node is ts.ArrowFunction | ts.FunctionExpression {
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node);
}

/**
 * Whether `call` is followed by a matcher that is called: expect(x).toBe(1),
 * expect(x).not.toBe(1), expect(p).resolves.toBe(1). A bare expect(x) checks nothing.
 */
function hasMatcher(call: ts.CallExpression): boolean {
  let chain: ts.Expression = call;
  while (ts.isPropertyAccessExpression(chain.parent) && chain.parent.expression === chain) {
    chain = chain.parent;
  }
  return chain !== call && ts.isCallExpression(chain.parent) && chain.parent.expression === chain;
}

/** Whether the call itself is an assertion, by its name alone. */
function isAssertionCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) {
    if (callee.text === "expect") return hasMatcher(call);
    return ASSERTING_NAME.test(callee.text) || FAILING_QUERY.test(callee.text);
  }
  if (!ts.isPropertyAccessExpression(callee)) return false;
  if (FAILING_QUERY.test(callee.name.text)) return true;
  const object = callee.expression;
  if (ts.isIdentifier(object) && object.text === "expect") {
    if (NEEDS_MATCHER.has(callee.name.text)) return hasMatcher(call);
    return EXPECT_ASSERTIONS.has(callee.name.text);
  }
  if (ts.isIdentifier(object) && /^assert([A-Z0-9_$]|$)/.test(object.text)) return true;
  // A test context's expect(x) needs its matcher; a helper object's expectTitle(…) is taken at
  // its word, as a method's body cannot be found without types.
  if (callee.name.text === "expect") return hasMatcher(call);
  return ASSERTING_NAME.test(callee.name.text);
}

/** Whether a statement may return early, so that what follows it may not run. */
function mayReturn(node: ts.Node): boolean {
  // `return ctx.skip(…)` throws: the test is reported as skipped, never as passed.
  if (ts.isReturnStatement(node)) return !isSkip(node.expression);
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  return ts.forEachChild(node, mayReturn) ?? false;
}

function isSkip(node: ts.Expression | undefined): boolean {
  if (node === undefined || !ts.isCallExpression(node)) return false;
  const callee = node.expression;
  return ts.isPropertyAccessExpression(callee) && callee.name.text === "skip";
}

/** Walks code, noting the assertions it reaches and whether each is sure to run. */
class Scan {
  private readonly module: Module;
  private readonly modules: Modules;
  private readonly found: Found;

  constructor(module: Module, modules: Modules, found: Found) {
    this.module = module;
    this.modules = modules;
    this.found = found;
  }

  private mark(conditional: boolean): void {
    this.found.any = true;
    if (!conditional) this.found.always = true;
  }

  private markHelper(fn: FunctionNode | undefined, conditional: boolean): void {
    const reach = fn ? this.modules.reach(fn) : "never";
    if (reach !== "never") this.mark(conditional || reach === "sometimes");
  }

  visit(node: ts.Node, conditional: boolean): void {
    const each = (child: ts.Node | undefined, branch = conditional) => {
      if (child) this.visit(child, branch);
    };
    if (ts.isFunctionDeclaration(node)) return;
    // A function kept in a variable runs where it is called: the call counts, not this.
    if (ts.isVariableDeclaration(node) && node.initializer && isFunction(node.initializer)) return;
    if (ts.isBlock(node) || ts.isSourceFile(node) || ts.isCaseClause(node)) {
      let after = conditional;
      for (const statement of node.statements) {
        this.visit(statement, after);
        if (!ts.isReturnStatement(statement) && mayReturn(statement)) after = true;
      }
      return;
    }
    if (ts.isCallExpression(node)) return this.visitCall(node, conditional);
    if (ts.isIfStatement(node)) {
      each(node.expression);
      each(node.thenStatement, true);
      return each(node.elseStatement, true);
    }
    if (ts.isConditionalExpression(node)) {
      each(node.condition);
      each(node.whenTrue, true);
      return each(node.whenFalse, true);
    }
    if (ts.isBinaryExpression(node) && OPTIONAL_RIGHT.has(node.operatorToken.kind)) {
      each(node.left);
      return each(node.right, true);
    }
    if (ts.isForStatement(node)) {
      each(node.initializer);
      each(node.condition);
      each(node.incrementor, true);
      return each(node.statement, true);
    }
    if (ts.isForOfStatement(node) || ts.isForInStatement(node)) {
      each(node.expression);
      return each(node.statement, true);
    }
    if (ts.isWhileStatement(node)) {
      each(node.expression);
      return each(node.statement, true);
    }
    if (ts.isDoStatement(node)) {
      each(node.statement, true);
      return each(node.expression, true);
    }
    if (ts.isSwitchStatement(node)) {
      each(node.expression);
      return each(node.caseBlock, true);
    }
    if (ts.isTryStatement(node)) {
      each(node.tryBlock);
      each(node.catchClause, true);
      return each(node.finallyBlock);
    }
    ts.forEachChild(node, (child) => this.visit(child, conditional));
  }

  private visitCall(call: ts.CallExpression, conditional: boolean): void {
    // A helper the checker can read is judged by what it does, whatever its name says.
    const helper = ts.isIdentifier(call.expression)
      ? this.modules.lookup(this.module, call.expression.text)
      : undefined;
    if (helper) this.markHelper(helper, conditional);
    else if (isAssertionCall(call)) this.mark(conditional);
    this.visit(call.expression, conditional);
    const callee = call.expression;
    const perElement = ts.isPropertyAccessExpression(callee) && PER_ELEMENT.has(callee.name.text);
    for (const argument of call.arguments) {
      const branch = conditional || perElement;
      if (ts.isIdentifier(argument)) {
        // A helper handed over to be called, as in `cases.forEach(check)`.
        this.markHelper(this.modules.lookup(this.module, argument.text), branch);
      } else this.visit(argument, isFunction(argument) ? branch : conditional);
    }
  }
}

/** The test a call declares, if it is it(…)/test(…) in any of Vitest's forms. */
function testOf(
  call: ts.CallExpression,
  module: Module,
  modules: Modules,
): { name: string; body: FunctionNode } | undefined {
  let root: ts.Expression = call.expression;
  const chain: string[] = [];
  while (ts.isPropertyAccessExpression(root) || ts.isCallExpression(root)) {
    if (ts.isPropertyAccessExpression(root)) chain.push(root.name.text);
    root = root.expression;
  }
  if (!ts.isIdentifier(root) || chain.includes("todo")) return undefined;
  const imported = module.vitest.get(root.text);
  if (imported !== "it" && imported !== "test") return undefined;
  const [title, ...rest] = call.arguments;
  if (title === undefined) return undefined;
  for (const argument of rest.reverse()) {
    const body = isFunction(argument)
      ? argument
      : ts.isIdentifier(argument)
        ? modules.lookup(module, argument.text)
        : undefined;
    if (body) return { name: titleOf(title), body };
  }
  return undefined;
}

function titleOf(title: ts.Expression): string {
  return ts.isStringLiteralLike(title) ? title.text : title.getText();
}

/** The titles of the describe(…) blocks around a node, outermost first. */
function describeTitles(node: ts.Node, module: Module): string[] {
  const titles: string[] = [];
  for (let at = node.parent; at; at = at.parent) {
    const title = ts.isCallExpression(at) ? at.arguments[0] : undefined;
    if (!ts.isCallExpression(at) || title === undefined) continue;
    let root: ts.Expression = at.expression;
    while (ts.isPropertyAccessExpression(root) || ts.isCallExpression(root)) root = root.expression;
    if (ts.isIdentifier(root) && module.vitest.get(root.text) === "describe") {
      titles.unshift(titleOf(title));
    }
  }
  return titles;
}

function weakTestsIn(module: Module, modules: Modules): WeakTest[] {
  const weak: WeakTest[] = [];
  const visit = (node: ts.Node): void => {
    const test = ts.isCallExpression(node) ? testOf(node, module, modules) : undefined;
    if (test === undefined) return ts.forEachChild(node, visit);
    const found = { always: false, any: false };
    if (test.body.body) new Scan(module, modules, found).visit(test.body.body, false);
    if (!found.always) {
      const { line } = module.source.getLineAndCharacterOfPosition(node.getStart());
      weak.push({
        line: line + 1,
        name: [...describeTitles(node, module), test.name].join(" > "),
        problem: found.any ? "asserts only inside a loop or branch" : "asserts nothing",
      });
    }
  };
  visit(module.source);
  return weak;
}

/** The workspace packages' entry files by import specifier, as their package.json exports. */
function workspacePackages(root: string): Map<string, string> {
  const packages = new Map<string, string>();
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    workspaces?: string[];
  };
  for (const workspace of manifest.workspaces ?? []) {
    const dir = join(root, workspace);
    const { name, exports } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
      name: string;
      exports?: Record<string, unknown>;
    };
    for (const [subpath, target] of Object.entries(exports ?? {})) {
      if (typeof target !== "string") continue;
      packages.set(subpath === "." ? name : `${name}${subpath.slice(1)}`, join(dir, target));
    }
  }
  return packages;
}

/** The weak tests in one file's code; imports are looked up beside `path`. */
export function weakTests(code: string, path = "inline.test.ts", root?: string): WeakTest[] {
  const modules = new Modules(root ? workspacePackages(root) : new Map<string, string>());
  return weakTestsIn(modules.add(resolve(path), code), modules);
}

/**
 * Test files, and the helper modules that declare tests for them (a shared case that calls
 * it(…) for each test file that uses it): any module that imports Vitest's test functions.
 */
function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.test(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    if (TEST_FILE.test(name)) return [path];
    return HELPER_FILE.test(name) && DECLARES_TESTS.test(readFileSync(path, "utf8")) ? [path] : [];
  });
}

/** Every weak test in the repository at `root`, as `path:line title: problem`. */
export function findWeakTests(root: string): string[] {
  const modules = new Modules(workspacePackages(root));
  return TEST_ROOTS.flatMap((dir) => testFiles(join(root, dir))).flatMap((file) => {
    const module = modules.get(file);
    if (module === undefined) return [];
    return weakTestsIn(module, modules).map(
      ({ line, name, problem }) => `${relative(root, file)}:${line} ${name}: ${problem}`,
    );
  });
}
