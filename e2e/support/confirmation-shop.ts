// A shop and its auth server for the browser tests of confirmations (risky-action-confirmation
// .spec.ts): both on "localhost", the relying party of passkeys (an IP address cannot be one),
// with passkeys on and the session as the auth server's cookie, as `npm start` sets them up
// (scripts/apps.ts, decision 0045). The shared test shop's auth server runs without passkeys
// on 127.0.0.1, so these tests start their own pair.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServerProcess, type ServerProcess } from "../../bench/server-process.ts";
import { startAuthServer, type RunningAuthServer } from "./auth-server.ts";
import { freePorts } from "./free-port.ts";
import { demoEnv } from "./npm-start-env.ts";
import { PAYMENT_TEST_SECRET } from "./test-ports.ts";
import { DEMO_OWNER } from "../../scripts/apps.ts";

const SHOP_SERVER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../apps/shop/server.ts",
);

export interface ConfirmationShop {
  auth: RunningAuthServer;
  /** The shop as the browser reaches it, on localhost. */
  shopUrl: string;
  /** The shop's owner (SHOP_OWNERS), signed in: the auth server's session token. */
  owner: { email: string; token: string };
  stop(): Promise<void>;
}

export async function startConfirmationShop(): Promise<ConfirmationShop> {
  const [shopPort = 0, authPort = 0] = await freePorts(2);
  const ports = { shop: shopPort, auth: authPort, "demo-id": 0, kundklubben: 0 };
  const authEnv = demoEnv("auth", ports);
  const auth = await startAuthServer(
    authEnv["ALLOWED_ORIGINS"] ?? "",
    {
      PUBLIC_URL: authEnv["PUBLIC_URL"],
      PASSKEYS_ENABLED: "true",
      SESSION_COOKIE: "true",
      SESSION_COOKIE_SECURE: "false",
      ACCOUNT_ALLOW_DELETION: "true",
      // Several tests open confirmations and ask for codes from 127.0.0.1 within minutes.
      RATE_LIMIT_ENABLED: "false",
    },
    { port: authPort },
  );
  let shop: ServerProcess;
  let owner: { email: string; token: string };
  try {
    owner = { email: DEMO_OWNER, token: (await auth.signedInUser(DEMO_OWNER)).token };
    shop = await startServerProcess(
      SHOP_SERVER,
      shopPort,
      {
        ...demoEnv("shop", ports),
        // A throwaway catalogue and limits counted in the process (playwright.config.ts).
        DATABASE_URL: "",
        SHOP_SQLITE_PATH: ":memory:",
        REDIS_URL: "",
        // Refunds over 100 kr are confirmed, and a test pays its order by the provider's callback.
        SHOP_REFUND_CONFIRM_OVER_SEK: "100",
        PAYMENT_TEST_SECRET,
      },
      "/healthz",
    );
  } catch (error) {
    await auth.close();
    throw error;
  }
  return {
    auth,
    shopUrl: `http://localhost:${shopPort}`,
    owner,
    async stop() {
      await shop.stop();
      await auth.close();
    },
  };
}
