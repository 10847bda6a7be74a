// The sign-in page's two scripts, served from this server so that the page's policy can say
// `script-src 'self'`: its own glue (assets/sign-in.js) and our widget's standalone bundle
// (@kretsbutiken/auth-elements, built by `npm run build:packages`).
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";

const FILES: Record<string, () => string> = {
  "sign-in.js": () => fileURLToPath(new URL("./assets/sign-in.js", import.meta.url)),
  // By path, not by the package's name: under the test runners the name resolves to the
  // TypeScript source (tsconfig paths), which no browser runs.
  "elements.js": () =>
    fileURLToPath(
      new URL("../../../../packages/auth-elements/dist/standalone/elements.js", import.meta.url),
    ),
};

const loaded = new Map<string, Buffer>();

function contents(name: string): Buffer | undefined {
  const path = FILES[name];
  if (path === undefined) return undefined;
  let body = loaded.get(name);
  if (body === undefined) {
    body = readFileSync(path());
    loaded.set(name, body);
  }
  return body;
}

export function sendAsset(request: IncomingMessage, response: ServerResponse, name: string): void {
  const body = Object.hasOwn(FILES, name) ? contents(name) : undefined;
  if (body === undefined || (request.method !== "GET" && request.method !== "HEAD")) {
    response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("not found");
    return;
  }
  response.writeHead(200, {
    "Content-Type": "text/javascript; charset=utf-8",
    "Content-Length": String(body.length),
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
  });
  response.end(request.method === "HEAD" ? undefined : body);
}
