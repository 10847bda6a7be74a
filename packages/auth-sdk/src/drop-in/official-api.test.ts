// The drop-in claim, checked against the official package itself: @teamhanko/hanko-frontend-sdk
// 2.7.0 (a devDependency) is read with the TypeScript compiler API, so a name or member it has
// and ./official-api.fixture.ts lacks fails here, and the fixture must compile in strict mode
// against our sources.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { AUTO_STEPS, type AutoSteps } from "../flow/auto-steps.ts";

const OFFICIAL_PACKAGE = "@teamhanko/hanko-frontend-sdk";
const OUR_PACKAGE = "@kretsbutiken/auth-sdk";

const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);
const FIXTURE = here("./official-api.fixture.ts");
const OUR_INDEX = here("../index.ts");
const PROTOCOL = here("../../../flow-protocol/src/");

/** The options an integrator's strict project might use; our sources resolve through `paths`. */
const STRICT_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
  target: ts.ScriptTarget.ES2023,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  verbatimModuleSyntax: true,
  noEmit: true,
  skipLibCheck: false,
  types: [],
  paths: {
    [OUR_PACKAGE]: [OUR_INDEX],
    "@kretsbutiken/flow-protocol": [`${PROTOCOL}index.ts`],
    "@kretsbutiken/flow-protocol/checks": [`${PROTOCOL}checks/index.ts`],
  },
};

type Official = {
  /** Every name the official index exports, with whether it has a value (class, function, const). */
  exports: Map<string, { value: boolean }>;
  /** The members of the official `Hanko`: declared in Hanko.d.ts or inherited (private ones too). */
  hankoMembers: string[];
};

function readOfficial(): Official {
  const resolved = ts.resolveModuleName(OFFICIAL_PACKAGE, FIXTURE, STRICT_OPTIONS, ts.sys);
  const entry = resolved.resolvedModule?.resolvedFileName;
  if (entry === undefined) throw new Error(`${OFFICIAL_PACKAGE} is not installed`);
  const program = ts.createProgram([entry], { ...STRICT_OPTIONS, paths: {} });
  const checker = program.getTypeChecker();
  const exports = new Map<string, { value: boolean }>();
  for (const symbol of moduleExports(program, checker, entry)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    exports.set(symbol.name, { value: (target.flags & ts.SymbolFlags.Value) !== 0 });
  }
  const hanko = moduleExports(program, checker, entry).find(({ name }) => name === "Hanko");
  if (hanko === undefined) throw new Error("the official index exports no Hanko");
  const hankoClass = checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(hanko));
  const hankoMembers = checker.getPropertiesOfType(hankoClass).map(({ name }) => name);
  return { exports, hankoMembers };
}

function moduleExports(program: ts.Program, checker: ts.TypeChecker, file: string): ts.Symbol[] {
  const source = program.getSourceFile(file);
  const module = source && checker.getSymbolAtLocation(source);
  if (module === undefined) throw new Error(`${file} is not a module`);
  return checker.getExportsOfModule(module);
}

type FixtureImports = { values: Set<string>; types: Set<string>; from: Set<string> };

/** The fixture's imports, split into value and type imports, and the modules it imports. */
function fixtureImports(source: ts.SourceFile): FixtureImports {
  const imports: FixtureImports = { values: new Set(), types: new Set(), from: new Set() };
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    imports.from.add((statement.moduleSpecifier as ts.StringLiteral).text);
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (clause === undefined || bindings === undefined || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      const typeOnly = clause.isTypeOnly || element.isTypeOnly;
      (typeOnly ? imports.types : imports.values).add(name);
    }
  }
  return imports;
}

/** Every identifier the fixture's code (not its imports or comments) uses. */
function identifiersInCode(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) names.add(node.text);
    node.forEachChild(visit);
  };
  source.forEachChild(visit);
  return names;
}

const official = readOfficial();
const fixtureSource = ts.createSourceFile(
  FIXTURE,
  ts.sys.readFile(FIXTURE) ?? "",
  ts.ScriptTarget.ES2023,
  true,
);
const imports = fixtureImports(fixtureSource);
const officialNames = [...official.exports.keys()].sort();

describe(`the names of ${OFFICIAL_PACKAGE} 2.7.0`, () => {
  it("are read from its published declarations", () => {
    expect(officialNames).toHaveLength(106);
    expect(official.hankoMembers).toEqual(
      expect.arrayContaining(["cookie", "addEventListener", "createState", "throttleLimit"]),
    );
  });

  it("are all exported by our index", () => {
    const program = ts.createProgram([OUR_INDEX], STRICT_OPTIONS);
    const ours = new Set(
      moduleExports(program, program.getTypeChecker(), OUR_INDEX).map((s) => s.name),
    );
    expect(officialNames.filter((name) => !ours.has(name))).toEqual([]);
  });

  it("are all imported by the fixture, values as values and types with `import type`", () => {
    const values = officialNames.filter((name) => official.exports.get(name)?.value === true);
    const types = officialNames.filter((name) => official.exports.get(name)?.value === false);
    expect([...imports.values].sort()).toEqual(values);
    expect([...imports.types].sort()).toEqual(types);
  });

  it("are all used by the fixture's code, as is every member of the official Hanko", () => {
    const used = identifiersInCode(fixtureSource);
    expect(officialNames.filter((name) => !used.has(name))).toEqual([]);
    expect(official.hankoMembers.filter((member) => !used.has(member))).toEqual([]);
  });

  it("are imported by the fixture from our package alone", () => {
    expect([...imports.from]).toEqual([OUR_PACKAGE]);
  });
});

describe("the fixture", () => {
  it("compiles in strict mode against our sources", () => {
    const program = ts.createProgram([FIXTURE], STRICT_OPTIONS);
    const diagnostics = ts.getPreEmitDiagnostics(program);
    const report = ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => here("."),
      getNewLine: () => "\n",
    });
    expect(report).toBe("");
  });
});

describe("the official tables", () => {
  it("AUTO_STEPS is an AutoSteps table with 2.7.0's auto-stepped states", () => {
    const steps: AutoSteps = AUTO_STEPS;
    expect(Object.keys(steps).sort()).toEqual([
      "account_deleted",
      "login_passkey",
      "onboarding_verify_passkey_attestation",
      "preflight",
      "success",
      "thirdparty",
      "webauthn_credential_verification",
    ]);
  });
});
