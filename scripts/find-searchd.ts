// Finds Sphinx's searchd (Debian's sphinxsearch) on this machine, for the tests of the shop's
// external search engine (apps/shop/test-support/searchd.ts, decision record 0053).
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** SEARCHD_PATH when set, else `searchd` on the PATH (Debian: /usr/bin/searchd). */
export function findSearchd(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.SEARCHD_PATH;
  if (fromEnv) return executable(fromEnv) ? fromEnv : undefined;
  return (env.PATH ?? "")
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, "searchd"))
    .find(executable);
}
