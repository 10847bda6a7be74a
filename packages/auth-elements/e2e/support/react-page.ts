// Builds ../react-page (React 19 and our React build, one bundle as a shop would make it) and
// serves it. The page's only copy of React is the one the page itself imports.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { serveStaticFiles, type StaticFiles } from "../../../../e2e/support/static-files.ts";

const ROOT = new URL("../react-page/", import.meta.url).pathname;

export type ReactPage = StaticFiles;

export async function startReactPage(): Promise<ReactPage> {
  const outDir = mkdtempSync(path.join(tmpdir(), "auth-elements-react-page-"));
  await build({
    configFile: false,
    logLevel: "error",
    root: ROOT,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: { outDir, emptyOutDir: true, target: "es2022" },
  });
  return serveStaticFiles(outDir);
}
