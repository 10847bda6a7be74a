import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { missingCompanyFields, readShopConfig } from "../apps/shop/server/config.ts";
import { readAuthConfig } from "../apps/auth/src/config/config.ts";
import {
  APPS,
  appPorts,
  DEMO_ID_CLIENT,
  DEMO_OWNER,
  KUNDKLUBBEN_CLIENT,
  SHOP_RUNTIME,
} from "./apps.ts";

const envOf = (name: string, env: Record<string, string | undefined>) => {
  const app = APPS.find((entry) => entry.name === name);
  if (!app) throw new Error(name);
  return app.env(appPorts(env));
};

describe("npm start wiring", () => {
  it.each([
    [{}, 8000, 3000],
    [{ AUTH_PORT: "9100", SHOP_PORT: "4100" }, 9100, 4100],
  ])("with %j the shop's widget talks to the auth server it started", (env, auth, shop) => {
    expect(appPorts(env)).toEqual({ auth, shop, "demo-id": 8300, kundklubben: 8400 });
    const authEnv = envOf("auth", env);
    const shopEnv = envOf("shop", env);
    // The browser's addresses are on localhost, the passkeys' relying party.
    expect(authEnv.PUBLIC_URL).toBe(`http://localhost:${auth}`);
    expect(shopEnv.AUTH_URL).toBe(authEnv.PUBLIC_URL);
    expect(shopEnv.AUTH_INTERNAL_URL).toBe(`http://127.0.0.1:${auth}`);
    // The shop's links name the address the browser uses (production requires it).
    expect(shopEnv.SHOP_PUBLIC_URL).toBe(`http://localhost:${shop}`);
    expect(authEnv.ALLOWED_ORIGINS?.split(",")).toEqual([
      `http://localhost:${shop}`,
      `http://127.0.0.1:${shop}`,
    ]);
    expect(authEnv).toMatchObject({ PASSKEYS_ENABLED: "true", MFA_ENABLED: "true" });
    // The session is the auth server's HttpOnly cookie, which the shop on the same host reads;
    // over plain http it cannot be Secure.
    expect(authEnv).toMatchObject({ SESSION_COOKIE: "true", SESSION_COOKIE_SECURE: "false" });
    expect(authEnv).not.toHaveProperty("SESSION_ENABLE_AUTH_TOKEN_HEADER");
    // The demo has a shop owner, so the admin can be tried.
    expect(shopEnv.SHOP_OWNERS).toBe(DEMO_OWNER);
  });

  it("lets the demo's auth server sign in with Demo-ID, which sends the browser back to it", () => {
    const env = { AUTH_PORT: "9100", SHOP_PORT: "4100", DEMO_ID_PORT: "9300" };
    expect(appPorts(env)).toEqual({
      auth: 9100,
      shop: 4100,
      "demo-id": 9300,
      kundklubben: 8400,
    });
    const authEnv = envOf("auth", env);
    const config = readAuthConfig({ ...authEnv, NODE_ENV: "test", DATA_DIR: "/tmp/unused" });
    expect(config.thirdParty.custom_providers.demo_id).toMatchObject({
      enabled: true,
      display_name: "Demo-ID",
      issuer: "http://localhost:9300",
      client_id: DEMO_ID_CLIENT.id,
      secret: DEMO_ID_CLIENT.secret,
      allow_linking: true,
    });
    expect(config.thirdParty.redirect_url).toBe("http://localhost:9100/thirdparty/callback");
    expect(config.thirdParty.allowed_redirect_urls).toEqual(["http://localhost:4100/**"]);
    expect(envOf("demo-id", env)).toEqual({
      DEMO_ID_ISSUER: "http://localhost:9300",
      DEMO_ID_CLIENT_ID: DEMO_ID_CLIENT.id,
      DEMO_ID_CLIENT_SECRET: DEMO_ID_CLIENT.secret,
      DEMO_ID_REDIRECT_URI: "http://localhost:9100/thirdparty/callback",
    });
  });

  it("runs Kundklubben as a client of the auth server's OpenID Provider", () => {
    const env = { AUTH_PORT: "9100", KUNDKLUBBEN_PORT: "9400" };
    const authEnv = envOf("auth", env);
    const config = readAuthConfig({ ...authEnv, NODE_ENV: "test", DATA_DIR: "/tmp/unused" });
    expect(config.openIdProvider.enabled).toBe(true);
    expect(config.openIdProvider.clients).toEqual([
      {
        clientId: KUNDKLUBBEN_CLIENT.id,
        secret: KUNDKLUBBEN_CLIENT.secret,
        name: "Kretsbutikens kundklubb",
        redirectUris: ["http://localhost:9400/callback"],
        postLogoutRedirectUris: ["http://localhost:9400/"],
      },
    ]);
    expect(envOf("kundklubben", env)).toEqual({
      KUNDKLUBBEN_URL: "http://localhost:9400",
      OPENID_ISSUER: "http://localhost:9100/oidc",
      KUNDKLUBBEN_CLIENT_ID: KUNDKLUBBEN_CLIENT.id,
      KUNDKLUBBEN_CLIENT_SECRET: KUNDKLUBBEN_CLIENT.secret,
    });
  });

  it("gives the demo shop every seller's detail its footer must show, so it would start even as a real shop", () => {
    const shopEnv = envOf("shop", {});
    const { SHOP_DEMO: _demo, ...asRealShop } = shopEnv;
    const config = readShopConfig({
      ...asRealShop,
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    });
    expect(missingCompanyFields(config.company)).toEqual([]);
    expect(config.company.name).toBe("Kretsbutiken Demo AB");
  });
});

describe("the shop's memory budget", () => {
  it("is the same under npm start, the shop's own start script and the benchmarks", () => {
    const shop = APPS.find((entry) => entry.name === "shop")!;
    expect(shop.runtime).toBe(SHOP_RUNTIME);
    expect(SHOP_RUNTIME.nodeOptions).toContain("--max-old-space-size=256");
    const manifest = JSON.parse(
      readFileSync(new URL("../apps/shop/package.json", import.meta.url), "utf8"),
    ) as { scripts: { start: string } };
    const variables = Object.entries(SHOP_RUNTIME.env).map(([name, value]) => `${name}=${value}`);
    expect(manifest.scripts.start).toBe(
      [...variables, "node", ...SHOP_RUNTIME.nodeOptions, "server.ts"].join(" "),
    );
  });
});
