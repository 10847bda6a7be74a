// Run before every test file (vitest.config.ts setupFiles): a table given to it.each, test.each
// or describe.each that turns out empty makes no test at all, and the file passes having
// checked nothing (a filtered table that filtered everything out, a list read from a fixture
// that came back empty). Here an empty table is an error that names where it was given.
// Chained forms (it.concurrent.each, it.skipIf(…).each) are made anew on each use and are not
// covered; the repository's tests use the plain three.
import { describe, it, test } from "vitest";

type Each = (table: unknown, ...rest: unknown[]) => unknown;
type WithEach = { each: Each };

export class EmptyTableError extends Error {
  constructor(kind: string) {
    super(`${kind}.each was given an empty table: it would make no test and pass silently`);
    this.name = "EmptyTableError";
  }
}

function refuseEmpty(target: WithEach, kind: string): void {
  const original = target.each;
  target.each = function each(this: unknown, table: unknown, ...rest: unknown[]) {
    if (Array.isArray(table) && table.length === 0) throw new EmptyTableError(kind);
    return original.call(this ?? target, table, ...rest);
  };
}

for (const [kind, api] of [
  ["it", it],
  ["test", test],
  ["describe", describe],
] as const) {
  refuseEmpty(api as unknown as WithEach, kind);
}
