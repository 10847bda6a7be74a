// The deployable apps of the repository and how `npm start` runs each one by default.
export interface AppEntry {
  name: string;
  /** Entry file, relative to the repository root. */
  entry: string;
  /** Variable that overrides this app's port under `npm start` (PORT is shared, so not used). */
  portVariable: string;
  defaultPort: number;
  /** Defaults, given every app's port; the caller's environment wins. */
  env(ports: AppPorts): Record<string, string>;
  /** How its Node runs: options before the entry, and variables the C library reads at start. */
  runtime: AppRuntime;
}

export interface AppRuntime {
  nodeOptions: readonly string[];
  env: Record<string, string>;
}

/**
 * The shop's memory budget (decision record 0054): V8 lets a heap grow to about twice what is
 * live before it collects, and with no limit set a heap of 80-120 MB live took 216 MB, and the
 * process 450-680 MB, under load at 100,000 products. A 256 MB old generation (two to three
 * times what is live), 8 MB semi-spaces and two malloc arenas keep it near 310 MB at no cost in
 * requests per second (bench/catalogue-scale.ts).
 */
export const SHOP_RUNTIME: AppRuntime = {
  nodeOptions: ["--max-old-space-size=256", "--max-semi-space-size=8"],
  env: { MALLOC_ARENA_MAX: "2" },
};

export interface AppPorts {
  auth: number;
  shop: number;
  "demo-id": number;
  kundklubben: number;
}

/**
 * The addresses a browser uses under `npm start`: `localhost`, the relying party passkeys are
 * made for (an IP address cannot be one), and one site for the shop and its auth server, so
 * the auth server's cookies are first-party. Servers reach each other at 127.0.0.1.
 */
const browser = (port: number) => `http://localhost:${port}`;
const internal = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Demo-ID, the demo's identity provider (apps/auth/demo-id/): its one client is the demo's auth
 * server. The secret is the demo's alone, in the open like the rest of its settings; a real
 * provider's secret never is.
 */
export const DEMO_ID_CLIENT = {
  id: "kretsbutiken-demo",
  secret: "demo-id-secret-for-npm-start-only",
};

/**
 * The shop's subscription to deleted accounts under `npm start`: the auth server signs each
 * `user.delete` with this secret and the shop checks it (AUTH_WEBHOOK_SECRET). A demo's, like
 * Demo-ID's client secret; a deployment makes its own (`openssl rand -base64 32`).
 */
export const DEMO_WEBHOOK_SECRET = `whsec_${Buffer.from("kretsbutiken-npm-start-webhooks!").toString("base64")}`;

function shopWebhooks(ports: AppPorts): string {
  return JSON.stringify({
    hooks: [
      {
        callback: `${internal(ports.shop)}/api/auth-webhooks`,
        events: ["user.delete"],
        secret: DEMO_WEBHOOK_SECRET,
      },
    ],
  });
}

/** The auth server's THIRD_PARTY under `npm start`: Demo-ID as a custom provider, linkable. */
export function demoThirdParty(ports: AppPorts): string {
  const shop = browser(ports.shop);
  return JSON.stringify({
    custom_providers: {
      demo_id: {
        enabled: true,
        display_name: "Demo-ID",
        issuer: browser(ports["demo-id"]),
        client_id: DEMO_ID_CLIENT.id,
        secret: DEMO_ID_CLIENT.secret,
        scopes: ["openid", "email", "profile"],
        allow_linking: true,
      },
    },
    redirect_url: `${browser(ports.auth)}/thirdparty/callback`,
    error_redirect_url: `${shop}/page/login`,
    default_redirect_url: `${shop}/page/user_dashboard`,
    allowed_redirect_urls: [`${shop}/**`],
  });
}

/**
 * Kundklubben, the demo's relying party of "Logga in med Kretsbutiken" (apps/auth/demo-rp/):
 * the auth server's provider knows it from OPENID_CLIENTS. A demo's secret, in the open.
 */
export const KUNDKLUBBEN_CLIENT = {
  id: "kundklubben",
  secret: "kundklubben-secret-for-npm-start-only",
};

function demoOpenIdClients(ports: AppPorts): string {
  const club = browser(ports.kundklubben);
  return JSON.stringify({
    clients: [
      {
        client_id: KUNDKLUBBEN_CLIENT.id,
        client_secret: KUNDKLUBBEN_CLIENT.secret,
        name: "Kretsbutikens kundklubb",
        redirect_uris: [`${club}/callback`],
        post_logout_redirect_uris: [`${club}/`],
      },
    ],
  });
}

/** The shop owner of `npm start`'s demo (README "Quick start"). */
export const DEMO_OWNER = "butiksagare@example.se";

/**
 * The seller's details the demo's footer shows, clearly made up: a real shop sets its own, and
 * without them the shop refuses to start in production (apps/shop/server/config.ts).
 */
export const DEMO_COMPANY = {
  SHOP_COMPANY_NAME: "Kretsbutiken Demo AB",
  SHOP_COMPANY_ORG_NR: "559999-9999",
  SHOP_COMPANY_VAT_NR: "SE559999999901",
  SHOP_COMPANY_ADDRESS: "Exempelgatan 1, 123 45 Demostad",
  SHOP_COMPANY_PHONE: "08-123 456 78",
  SHOP_COMPANY_EMAIL: "kundservice@kretsbutiken.example",
} as const;

export const APPS: readonly AppEntry[] = [
  {
    name: "auth",
    entry: "apps/auth/src/main.ts",
    portVariable: "AUTH_PORT",
    defaultPort: 8000,
    // Development mode: with no SMTP_URL, passcodes appear on the auth server's /dev/outbox.
    // Its public URL (the JWT issuer) follows AUTH_PORT, and the shop's origins may call it.
    // The demo shows everything a shopper can sign in with: passkeys and a second factor.
    // The shop and this server share a site, so the session is the server's HttpOnly cookie,
    // which no script in a page can read (docs/decisions/0045). Not Secure: the demo is plain
    // http (Safari drops a Secure cookie there even on localhost); over https keep the default.
    env: (ports) => ({
      NODE_ENV: "development",
      PUBLIC_URL: browser(ports.auth),
      ALLOWED_ORIGINS: `${browser(ports.shop)},${internal(ports.shop)}`,
      PASSKEYS_ENABLED: "true",
      MFA_ENABLED: "true",
      SESSION_COOKIE: "true",
      SESSION_COOKIE_SECURE: "false",
      // A session left unused for two hours ends (the shop's page views count as use); the
      // widget notices within 30 s while its page is shown.
      SESSION_IDLE_TIMEOUT: "7200",
      // "Logga in med Demo-ID": third-party sign-in that works with nothing outside the machine.
      THIRD_PARTY: demoThirdParty(ports),
      // Accounts can be deleted: the shop's "Radera mitt konto" erases the shop's part first,
      // then deletes the account here (DELETE /user); the profile's own deletion is on too.
      ACCOUNT_ALLOW_DELETION: "true",
      // An account deleted anywhere (the profile, the admin API) erases the shop's data too.
      WEBHOOKS: shopWebhooks(ports),
      // "Logga in med Kretsbutiken": this server as an OpenID Provider, Kundklubben its client.
      OPENID_PROVIDER: "true",
      OPENID_CLIENTS: demoOpenIdClients(ports),
    }),
    runtime: { nodeOptions: [], env: {} },
  },
  {
    name: "shop",
    entry: "apps/shop/server.ts",
    portVariable: "SHOP_PORT",
    defaultPort: 3000,
    // The demo's shop owner: register this address to try the admin at /admin.
    // Production needs the shop's origin (SHOP_PUBLIC_URL): its links name it, never a Host.
    env: (ports) => ({
      NODE_ENV: "production",
      SHOP_PUBLIC_URL: browser(ports.shop),
      // A demo: payments go to the built-in test provider (play money, marked as test orders).
      PAYMENT_PROVIDER: "test",
      SHOP_DEMO: "1",
      AUTH_URL: browser(ports.auth),
      AUTH_INTERNAL_URL: internal(ports.auth),
      AUTH_WEBHOOK_SECRET: DEMO_WEBHOOK_SECRET,
      SHOP_OWNERS: DEMO_OWNER,
      ...DEMO_COMPANY,
    }),
    runtime: SHOP_RUNTIME,
  },
  {
    name: "demo-id",
    entry: "apps/auth/demo-id/main.ts",
    portVariable: "DEMO_ID_PORT",
    defaultPort: 8300,
    env: (ports) => ({
      DEMO_ID_ISSUER: browser(ports["demo-id"]),
      DEMO_ID_CLIENT_ID: DEMO_ID_CLIENT.id,
      DEMO_ID_CLIENT_SECRET: DEMO_ID_CLIENT.secret,
      DEMO_ID_REDIRECT_URI: `${browser(ports.auth)}/thirdparty/callback`,
    }),
    runtime: { nodeOptions: [], env: {} },
  },
  {
    name: "kundklubben",
    entry: "apps/auth/demo-rp/main.ts",
    portVariable: "KUNDKLUBBEN_PORT",
    defaultPort: 8400,
    env: (ports) => ({
      KUNDKLUBBEN_URL: browser(ports.kundklubben),
      OPENID_ISSUER: `${browser(ports.auth)}/oidc`,
      KUNDKLUBBEN_CLIENT_ID: KUNDKLUBBEN_CLIENT.id,
      KUNDKLUBBEN_CLIENT_SECRET: KUNDKLUBBEN_CLIENT.secret,
    }),
    runtime: { nodeOptions: [], env: {} },
  },
];

/** Each app's port under `npm start`: its variable, else its default. */
export function appPorts(env: Record<string, string | undefined>): AppPorts {
  const port = (name: string) => {
    const app = APPS.find((entry) => entry.name === name);
    if (!app) throw new Error(`no app named ${name}`);
    const value = env[app.portVariable];
    return value === undefined || value === "" ? app.defaultPort : Number(value);
  };
  return {
    auth: port("auth"),
    shop: port("shop"),
    "demo-id": port("demo-id"),
    kundklubben: port("kundklubben"),
  };
}
