import { describe, expect, it } from "vitest";
import { createDevOutboxRoutes } from "./dev-outbox-routes.ts";
import { createDevOutbox } from "./dev-outbox.ts";

function outboxWithMail() {
  const outbox = createDevOutbox({ log: () => {} });
  outbox.add({
    to: "<a@b.se>",
    template: "login",
    language: "sv",
    subject: "111111 är din engångskod till <Krets>",
    text: "Koden gäller i 5 minuter. <script>",
    html: '<html lang="sv"><body><p>"quoted" & 111111</p><script>alert(1)</script></body></html>',
    code: "111111",
  });
  outbox.add({
    to: "second@example.se",
    template: "password_update",
    language: "en",
    subject: "Second mail",
    text: "text",
    html: "<p>html</p>",
    code: undefined,
  });
  return outbox;
}

describe("createDevOutboxRoutes", () => {
  it("GET /dev/outbox lists the mails newest first, escaping everything", async () => {
    const app = createDevOutboxRoutes(outboxWithMail());
    const response = await app.request("/dev/outbox");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await response.text();
    expect(page.indexOf("Second mail")).toBeLessThan(page.indexOf("111111 är din"));
    expect(page).toContain("&lt;a@b.se&gt;");
    expect(page).toContain("&lt;Krets&gt;");
    expect(page).toContain("Koden gäller i 5 minuter. &lt;script&gt;");
    expect(page).toContain('<dd class="code">111111</dd>');
    // The mail's HTML only ever appears escaped, inside a sandboxed iframe's srcdoc.
    expect(page).toMatch(/<iframe sandbox [^>]*srcdoc="&lt;html lang=&quot;sv&quot;&gt;/);
    expect(page).not.toContain("<script");
    expect(page).not.toContain("<a@b.se>");
  });

  it("GET /dev/outbox shows an empty state", async () => {
    const page = await (
      await createDevOutboxRoutes(createDevOutbox()).request("/dev/outbox")
    ).text();
    expect(page).toContain("No mail yet");
    expect(page).toContain('<html lang="en">');
  });

  it("GET /dev/outbox.json returns { mails } newest first, with codes", async () => {
    const response = await createDevOutboxRoutes(outboxWithMail()).request("/dev/outbox.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { mails: { to: string; code?: string }[] };
    expect(body.mails.map((mail) => mail.to)).toEqual(["second@example.se", "<a@b.se>"]);
    expect(body.mails[1]?.code).toBe("111111");
  });

  it("serves nothing else", async () => {
    const app = createDevOutboxRoutes(createDevOutbox());
    expect((await app.request("/dev/outbox/1")).status).toBe(404);
    expect((await app.request("/dev/outbox", { method: "POST" })).status).toBe(404);
  });
});
