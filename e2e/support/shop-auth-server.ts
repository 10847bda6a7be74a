// The auth server the shop's browser tests sign in against, run by playwright.config.ts beside
// the shop: our real auth app (temp SQLite, real SMTP into an in-process sink) on the test auth
// port, and the SMTP sink the shop's order mails go to. The tests, in another process, read
// both over HTTP (e2e/support/shop-mail.ts): GET /passcode?to=<address> on the mail port
// answers {"code": "123456"}; GET /shop-mail?to=<address> the next order mail to that address.
import { serve } from "@hono/node-server";
import { startSmtpSink } from "../../apps/auth/test/smtp-sink.ts";
import { startAuthServer } from "./auth-server.ts";
import { attachmentsOf } from "./mail-attachments.ts";
import { AUTH_TEST_URL, SHOP_TEST_URL, TEST_PORTS } from "./test-ports.ts";

const auth = await startAuthServer(
  SHOP_TEST_URL,
  {
    PUBLIC_URL: AUTH_TEST_URL,
    // Accounts can be deleted, as under npm start ("Radera mitt konto", shop-leaving.spec.ts).
    ACCOUNT_ALLOW_DELETION: "true",
    // Every shopper the suite registers asks for a passcode from 127.0.0.1: more than the 30
    // per address in ten minutes the flows allow one IP. The limits are the auth server's own
    // tests' (apps/auth/src/flow/rules/), not these.
    RATE_LIMIT_ENABLED: "false",
  },
  { port: TEST_PORTS.auth },
);

const shopSmtp = await startSmtpSink(TEST_PORTS.shopSmtp);

const mail = serve({
  port: TEST_PORTS.authMail,
  hostname: "127.0.0.1",
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === "/healthz") return new Response("ok");
    const to = url.searchParams.get("to");
    if (url.pathname === "/shop-mail" && to) {
      try {
        const received = await shopSmtp.nextMail(to, 10_000);
        return Response.json({
          subject: received.subject,
          text: received.text,
          html: received.html,
          attachments: await attachmentsOf(received.raw),
        });
      } catch (error) {
        return Response.json({ error: String(error) }, { status: 504 });
      }
    }
    if (url.pathname !== "/passcode" || !to) return new Response("not found", { status: 404 });
    try {
      return Response.json({ code: await auth.nextPasscode(to) });
    } catch (error) {
      return Response.json({ error: String(error) }, { status: 504 });
    }
  },
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    mail.close();
    void Promise.all([auth.close(), shopSmtp.close()]).then(() => process.exit(0));
  });
}
