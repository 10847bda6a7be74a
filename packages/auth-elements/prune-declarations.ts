// After `tsc -p tsconfig.build.json`: keeps in dist/types only the declarations that the
// package's entry points reach (index.d.ts, standalone.d.ts) and their maps. tsc writes one
// for every module register() imports; the screens' and components' types are internal and
// would only add files to the tarball. Run by `npm run build`.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const TYPES = new URL("./dist/types/", import.meta.url).pathname;
const ENTRIES = ["index.d.ts", "standalone.d.ts"];
const RELATIVE_SPECIFIER = /(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g;

/** The declaration file a relative specifier inside `from` names (`./x.ts` → `x.d.ts`). */
function declarationOf(from: string, specifier: string): string {
  const target = resolve(dirname(from), specifier).replace(/\.(ts|tsx|js)$/, "");
  return `${target}.d.ts`;
}

function reachable(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => join(TYPES, entry));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    if (!existsSync(file)) throw new Error(`${relative(TYPES, file)} is imported but missing`);
    seen.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(RELATIVE_SPECIFIER)) {
      if (specifier !== undefined) queue.push(declarationOf(file, specifier));
    }
  }
  return seen;
}

const keep = reachable(ENTRIES);
let removed = 0;
for (const entry of readdirSync(TYPES, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = join(entry.parentPath, entry.name);
  const declaration = file.replace(/\.map$/, "");
  if (!keep.has(declaration)) {
    rmSync(file);
    removed += 1;
  }
}
for (const entry of readdirSync(TYPES, { recursive: true, withFileTypes: true }).reverse()) {
  const dir = join(entry.parentPath, entry.name);
  if (entry.isDirectory() && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}
console.log(
  `dist/types: ${keep.size} declaration files kept, ${removed} files of internals removed`,
);
