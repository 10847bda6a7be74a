// Builds ../react-page (React 19 and our React build, one bundle as a shop would make it) and
// serves it. The page's only copy of React is the one the page itself imports.
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";

const ROOT = new URL("../react-page/", import.meta.url).pathname;

export type ReactPage = { url: string; close(): Promise<void> };

export async function startReactPage(): Promise<ReactPage> {
  const outDir = mkdtempSync(path.join(tmpdir(), "auth-elements-react-page-"));
  await build({
    configFile: false,
    logLevel: "error",
    root: ROOT,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: { outDir, emptyOutDir: true, target: "es2022" },
  });
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://page").pathname;
    const file = pathname === "/" ? "index.html" : pathname.slice(1);
    try {
      const body = readFileSync(path.join(outDir, path.normalize(file)));
      const type = file.endsWith(".js") ? "text/javascript" : "text/html";
      response.writeHead(200, { "Content-Type": `${type}; charset=utf-8` }).end(body);
    } catch {
      response.writeHead(404).end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
