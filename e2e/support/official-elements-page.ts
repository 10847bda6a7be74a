// Serves a page that loads Hanko's OFFICIAL widget (@teamhanko/hanko-elements, from
// node_modules) and registers it against an API URL: the client we did not write, used to prove
// that our auth server speaks the flow API. The page records the SDK's events in window.__events.
// The drop-in test serves the very same page with another bundle as /elements.js (`bundle`).
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";

// The package's own entry is dist/elements.js; its exports map hides the path itself.
const require = createRequire(import.meta.url);
export const OFFICIAL_ELEMENTS_JS = require.resolve("@teamhanko/hanko-elements", {
  paths: [new URL("../../apps/auth/", import.meta.url).pathname],
});

const TAGS: Record<string, string> = {
  "/": "hanko-auth",
  "/login": "hanko-login",
  "/registration": "hanko-registration",
  "/profile": "hanko-profile",
};

/** A JSON string literal that is safe inside an inline <script>. */
function scriptString(value: string): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function pageHtml(api: string, tag: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${tag}: official hanko-elements</title></head>
<body>
<main><${tag}></${tag}></main>
<button id="logout" type="button">Log out</button>
<script type="module">
  import { register } from "/elements.js";
  window.__events = [];
  const log = (type, detail) => window.__events.push({ type, detail });
  const { hanko } = await register(${scriptString(api)}, { sessionCheckInterval: 3000 });
  hanko.onSessionCreated((d) => log("onSessionCreated", { sub: d.claims?.subject }));
  hanko.onSessionExpired(() => log("onSessionExpired"));
  hanko.onUserLoggedOut(() => log("onUserLoggedOut"));
  hanko.onAfterStateChange(({ state }) => log("state", { state: state.name, error: state.error?.code }));
  document.getElementById("logout").onclick = () => hanko.logout();
  log("registered");
</script>
</body></html>`;
}

export interface OfficialElementsPage {
  url: string;
  /** The API the page registers the widget against; may be set after the page server starts. */
  setApi(api: string): void;
  close(): Promise<void>;
}

export interface OfficialElementsPageOptions {
  /** The script served as /elements.js; the official bundle unless given. */
  bundle?: string;
}

export async function startOfficialElementsPage(
  options: OfficialElementsPageOptions = {},
): Promise<OfficialElementsPage> {
  let api = "";
  const script = readFileSync(options.bundle ?? OFFICIAL_ELEMENTS_JS);
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://page").pathname;
    if (path === "/elements.js") {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
      res.end(script);
      return;
    }
    if (path === "/favicon.ico") {
      res.writeHead(204).end();
      return;
    }
    const tag = TAGS[path];
    if (!tag) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(pageHtml(api, tag));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setApi: (value) => {
      api = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
