// Serves a page written for the official widget (the shape of shared/harness/official-elements
// serve.mjs: `import { register } from "/elements.js"`, the SDK's events in window.__events)
// with one of our builds as /elements.js, and our language files under /i18n. With `?events`
// the page also holds a <hanko-events>, whose events are logged as "<hanko-events> <type>"; with
// `?check=<ms>` the SDK checks the session on the server that often (sessionCheckInterval).
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

const DIST = new URL("../../dist/standalone/", import.meta.url).pathname;

export const STANDALONE_BUNDLE = `${DIST}elements.js`;

export type PageServer = {
  url: string;
  requests: string[];
  /** The API the pages register against (for servers that must know the page's origin first). */
  setApi(api: string): void;
  close(): Promise<void>;
};

const escape = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function page(api: string, tag: string, query: URLSearchParams): string {
  const attributes = ["lang", "mode", "prefilled-email"]
    .filter((name) => query.has(name))
    .map((name) => ` ${name}="${escape(query.get(name) ?? "")}"`)
    .join("");
  const events = query.has("events") ? `\n<hanko-events id="events"></hanko-events>` : "";
  const check = Number(query.get("check"));
  const options = check > 0 ? { sessionCheckInterval: check } : {};
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${tag}</title></head>
<body><main>
<${tag}${attributes}></${tag}>${events}
<p><button id="logout">logout</button></p>
</main>
<script type="module">
  import { register } from "/elements.js";
  window.__events = [];
  const log = (type, detail) => window.__events.push({ type, detail, at: performance.now() });
  for (const type of ["hanko-session-created", "hanko-session-expired", "hanko-user-logged-out"]) {
    document.getElementById("events")?.addEventListener(type, () => log(\`<hanko-events> \${type}\`));
  }
  window.addEventListener("unhandledrejection", (e) => log("unhandledrejection", String(e.reason)));
  const { hanko } = await register(${JSON.stringify(api)}, ${JSON.stringify(options)});
  window.hanko = hanko;
  hanko.onSessionCreated((d) => log("onSessionCreated", { sub: d.claims?.subject }));
  hanko.onSessionExpired(() => log("onSessionExpired"));
  hanko.onUserLoggedOut(() => log("onUserLoggedOut"));
  hanko.onAfterStateChange(({ state }) =>
    log("onAfterStateChange", { flow: state.flowName, state: state.name, error: state.error?.code }));
  document.getElementById("logout").onclick = () => hanko.logout();
  log("registered");
</script>
</body></html>`;
}

const TAGS: Record<string, string> = {
  "/": "hanko-auth",
  "/login": "hanko-login",
  "/registration": "hanko-registration",
  "/profile": "hanko-profile",
};

export async function startPageServer(initialApi = ""): Promise<PageServer> {
  let api = initialApi;
  if (!existsSync(STANDALONE_BUNDLE)) {
    throw new Error("Build first: npm run build -w @kretsbutiken/auth-elements");
  }
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://page");
    requests.push(url.pathname);
    if (url.pathname === "/elements.js") {
      response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" });
      response.end(readFileSync(STANDALONE_BUNDLE));
      return;
    }
    const lang = /^\/i18n\/([\w-]+)\.json$/.exec(url.pathname)?.[1];
    if (lang !== undefined && existsSync(`${DIST}i18n/${lang}.json`)) {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(readFileSync(`${DIST}i18n/${lang}.json`));
      return;
    }
    const tag = TAGS[url.pathname];
    if (tag === undefined) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(page(api, tag, url.searchParams));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setApi: (next) => {
      api = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
