// GET /dev/outbox (HTML) and GET /dev/outbox.json (`{ mails }`, newest first). The app mounts
// these only when config.env is "development": they show passcodes, so they must never be
// served in production. The JSON lets local scripts and browser tests read the code.
import { Hono } from "hono";
import { devOutboxPage } from "./dev-outbox-page.ts";
import type { DevOutbox } from "./dev-outbox.ts";

// The page has inline styles only; mail HTML in its sandboxed iframe inherits this policy.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; base-uri 'none'";

export function createDevOutboxRoutes(outbox: DevOutbox): Hono {
  const routes = new Hono();
  routes.get("/dev/outbox", (c) => {
    c.header("Content-Security-Policy", PAGE_CSP);
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    return c.html(devOutboxPage(outbox.list()));
  });
  routes.get("/dev/outbox.json", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ mails: outbox.list() });
  });
  return routes;
}
