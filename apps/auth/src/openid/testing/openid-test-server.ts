// "Logga in med Kretsbutiken" for HTTP tests: the whole auth server (createTestAuth: a real
// database, Redis when set, the SMTP sink) with the provider mounted, listening on a real port
// (oidc-provider wants Node's requests), its PUBLIC_URL the address it listens on. A confidential
// client is registered; `signedIn` gives a browser with a Kretsbutiken session, as the widget
// would leave it.
import { serve, type ServerType } from "@hono/node-server";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { createTestAuth, type TestAuth, type TestEnv } from "../../../test/create-test-auth.ts";
import { CookieBrowser } from "../../../demo-id/testing/cookie-browser.ts";
import type { OpenIdClient } from "../openid-clients.ts";
import { serverWithProvider } from "../openid-mount.ts";
import {
  createOpenIdProvider,
  OPENID_MOUNT_PATH,
  type OpenIdProvider,
} from "../openid-provider.ts";

export const CALLBACK = "http://rp.example/callback";
export const LOGGED_OUT = "http://rp.example/goodbye";

export interface OpenIdTestServer {
  auth: TestAuth;
  openId: OpenIdProvider;
  origin: string;
  issuer: string;
  client: OpenIdClient;
  secret: string;
  /** A new user with a verified address. */
  user(address: string): Promise<string>;
  /** A browser holding a Kretsbutiken session of the user (the `hanko` cookie). */
  signedIn(userId: string): Promise<CookieBrowser>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startOpenIdTestServer(env: TestEnv = {}): Promise<OpenIdTestServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const auth = await createTestAuth({ OPENID_PROVIDER: "true", PUBLIC_URL: origin, ...env });
  const openId = await createOpenIdProvider(auth.deps);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      {
        fetch: auth.app.fetch,
        port,
        hostname: "127.0.0.1",
        createServer: serverWithProvider(openId.provider, OPENID_MOUNT_PATH),
      },
      () => resolve(s),
    );
  });
  const created = await openId.clients.create({
    name: "Kretsbutikens kundklubb",
    type: "confidential",
    redirectUris: [CALLBACK],
    postLogoutRedirectUris: [LOGGED_OUT],
  });
  return {
    auth,
    openId,
    origin,
    issuer: `${origin}${OPENID_MOUNT_PATH}`,
    client: created.client,
    secret: created.secret ?? "",
    async user(address) {
      const id = crypto.randomUUID();
      const result = await auth.deps.users.create({ id, email: { address, verified: true } });
      if (!result.ok) throw new Error(`user ${address}: ${result.conflict} taken`);
      return id;
    },
    async signedIn(userId) {
      const session = await auth.deps.sessions.issue({
        userId,
        amr: ["otp"],
        client: { ip: "127.0.0.1", userAgent: "test", language: "sv" },
        retention: "persistent",
      });
      const browser = new CookieBrowser(origin, { headers: { "accept-language": "sv" } });
      browser.setCookie(auth.config.session.cookie.name, session.token);
      return browser;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await auth.close();
    },
  };
}
