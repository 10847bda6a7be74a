import { describe, expect, it } from "vitest";
import { missingCompanyFields, readShopConfig, ShopConfigError } from "./config.ts";

/** A production demo shop, told its origin (production refuses play money otherwise); each case adds what it is about. */
const SHOP_URL = "https://kretsbutiken.example";
/** The seller's details a production shop must be given (market.md). */
const COMPANY = {
  SHOP_COMPANY_ORG_NR: "556000-0000",
  SHOP_COMPANY_VAT_NR: "SE556000000001",
  SHOP_COMPANY_ADDRESS: "Storgatan 1, 111 22 Stockholm",
  SHOP_COMPANY_PHONE: "08-000 00 00",
  SHOP_COMPANY_EMAIL: "kundservice@kretsbutiken.example",
};
const read = (env: Record<string, string | undefined>) =>
  readShopConfig({ SHOP_PUBLIC_URL: SHOP_URL, PAYMENT_PROVIDER: "test", SHOP_DEMO: "1", ...env });

describe("SHOP_PUBLIC_URL, the only origin the shop's absolute URLs name", () => {
  it.each([
    ["NODE_ENV=production", { NODE_ENV: "production" }],
    ["no NODE_ENV (production)", {}],
    ["an empty SHOP_PUBLIC_URL", { NODE_ENV: "production", SHOP_PUBLIC_URL: "" }],
  ])("is required with %s, saying why", (_case, env) => {
    expect(() => readShopConfig(env)).toThrow(ShopConfigError);
    expect(() => readShopConfig(env)).toThrow(
      /SHOP_PUBLIC_URL is required in production: .*a request's Host is never trusted/,
    );
  });

  it.each([
    [{ NODE_ENV: "development" }, "http://localhost:3000"],
    [{ NODE_ENV: "test", PORT: "4321" }, "http://localhost:4321"],
    [{ NODE_ENV: "development", SHOP_PUBLIC_URL: "" }, "http://localhost:3000"],
  ])("defaults to this machine in development and test: %j → %s", (env, publicUrl) => {
    expect(readShopConfig(env).publicUrl).toBe(publicUrl);
  });

  it.each([
    ["https://kretsbutiken.se", "https://kretsbutiken.se"],
    ["https://kretsbutiken.se/", "https://kretsbutiken.se"],
    ["HTTPS://Kretsbutiken.SE:443/", "https://kretsbutiken.se"],
    ["http://127.0.0.1:3210", "http://127.0.0.1:3210"],
  ])("takes %j in production as the origin %s", (value, publicUrl) => {
    expect(read({ NODE_ENV: "production", SHOP_PUBLIC_URL: value }).publicUrl).toBe(publicUrl);
  });

  it.each([
    "kretsbutiken.se",
    "ftp://kretsbutiken.se",
    "https://kretsbutiken.se/butik",
    "https://kretsbutiken.se/?x=1",
    "https://kretsbutiken.se/#top",
  ])("refuses %j, naming it", (value) => {
    const env = { NODE_ENV: "development", SHOP_PUBLIC_URL: value };
    expect(() => readShopConfig(env)).toThrow(ShopConfigError);
    expect(() => readShopConfig(env)).toThrow("SHOP_PUBLIC_URL");
  });
});

describe("readShopConfig", () => {
  it("reads the opening date as an instant, and refuses one without its offset", () => {
    expect(read({ SHOP_OPENING_AT: "2027-03-01T09:00:00+01:00" }).openingAt).toBe(
      "2027-03-01T08:00:00.000Z",
    );
    expect(read({}).openingAt).toBeUndefined();
    expect(() => read({ SHOP_OPENING_AT: "2027-03-01" })).toThrow(ShopConfigError);
  });

  it("runs on its embedded defaults", () => {
    expect(read({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      reusePort: false,
      production: true,
      publicUrl: SHOP_URL,
      database: { url: undefined, sqlitePath: undefined, schema: "shop", timeoutMs: 3000 },
      logLevel: "info",
      company: {
        name: "Kretsbutiken",
        orgNr: undefined,
        vatNr: undefined,
        address: undefined,
        phone: undefined,
        email: undefined,
      },
      faultInjection: false,
      demoCatalogue: true,
      catalogueCheckMs: 500,
      auth: {
        publicUrl: "http://localhost:8000",
        internalUrl: "http://localhost:8000",
        issuer: "http://localhost:8000",
        audience: "localhost",
        sessionCheckSeconds: 5,
        timeoutMs: 2000,
      },
      authWebhooks: { secret: undefined },
      freeShippingFrom: 49_900,
      orders: {
        reservationMinutes: 10,
        releaseIntervalSeconds: 60,
        lookupsPerMinute: 10,
        openOrders: { perClient: 3, perEmail: 3, unitsPerProduct: 5 },
      },
      demo: true,
      bodyLimits: { form: 65_536, request: 1_048_576, upload: 22_020_096 },
      payment: { provider: "test", testSecret: undefined },
      abuseLimits: {
        contactPerClient: 10,
        contactPerAddress: 5,
        newsletterPerClient: 10,
        newsletterPerAddress: 3,
        lookupsPerClient: 10,
        lookupsPerOrder: 10,
        checkoutPerClient: 20,
        checkoutPerAddress: 10,
        lookupFailuresPerClient: 20,
        votesPerClient: 30,
        votesPerReviewPerClient: 3,
      },
      trustProxy: 0,
      clientHashSecret: undefined,
      redisUrl: undefined,
      newsletter: { secret: undefined },
      mail: { smtpUrl: undefined, from: "Kretsbutiken <order@kretsbutiken.se>" },
      admin: { owners: [], secret: undefined, refundConfirmOver: 1_000_000 },
    });
  });

  it("reads the admin's owners, lowercased and once each, and its form secret", () => {
    const config = read({
      SHOP_OWNERS: " Anna@Example.se, bo@example.se,,anna@example.se ",
      SHOP_ADMIN_SECRET: "a-form-secret-of-at-least-thirty-two-characters",
    });
    expect(config.admin).toEqual({
      owners: ["anna@example.se", "bo@example.se"],
      secret: "a-form-secret-of-at-least-thirty-two-characters",
      refundConfirmOver: 1_000_000,
    });
  });

  it.each([
    ["2500", 250_000],
    ["0", 0],
    ["off", undefined],
  ])("reads SHOP_REFUND_CONFIRM_OVER_SEK=%s as %s öre", (value, ore) => {
    expect(read({ SHOP_REFUND_CONFIRM_OVER_SEK: value }).admin.refundConfirmOver).toBe(ore);
  });

  it.each(["-1", "12.5", "on", "100000001"])("refuses SHOP_REFUND_CONFIRM_OVER_SEK=%s", (value) => {
    expect(() => read({ SHOP_REFUND_CONFIRM_OVER_SEK: value })).toThrow(
      /SHOP_REFUND_CONFIRM_OVER_SEK/,
    );
  });

  it.each([
    [{ REDIS_URL: "redis://127.0.0.1:6379" }, "redis://127.0.0.1:6379"],
    [{ REDIS_URL: "rediss://cache.example.se:6380/2" }, "rediss://cache.example.se:6380/2"],
    [{ REDIS_URL: "" }, undefined],
  ])("reads REDIS_URL %j", (env, redisUrl) => {
    expect(read(env).redisUrl).toBe(redisUrl);
  });

  it.each([
    [{ SEARCH_URL: "sphinxql://127.0.0.1:9306/products" }, "sphinxql://127.0.0.1:9306/products"],
    [
      { SEARCH_URL: "sphinxql://search.internal/shop_products" },
      "sphinxql://search.internal/shop_products",
    ],
    [{ SEARCH_URL: "" }, undefined],
    [{}, undefined],
  ])("reads SEARCH_URL %j", (env, searchUrl) => {
    expect(read(env).searchUrl).toBe(searchUrl);
  });

  it.each([
    { REDIS_URL: "http://127.0.0.1:6379" },
    { SEARCH_URL: "http://127.0.0.1:9306/products" },
    { SEARCH_URL: "sphinxql://127.0.0.1:9306" },
    { SEARCH_URL: "sphinxql://127.0.0.1:9306/products;drop" },
    { NEWSLETTER_SECRET: "too-short" },
    { CONTACT_MESSAGES_PER_HOUR: "0" },
    { NEWSLETTER_SIGNUPS_PER_ADDRESS_PER_HOUR: "many" },
    { SHOP_OWNERS: "anna@example.se, bo at example.se" },
    { SHOP_ADMIN_SECRET: "too-short" },
  ])("refuses %j, naming the variable", (env) => {
    expect(() => read(env)).toThrow(Object.keys(env)[0]);
  });

  it.each([
    ["", 0],
    ["false", 0],
    ["off", 0],
    ["0", 0],
    ["true", 1],
    ["yes", 1],
    ["1", 1],
    ["2", 2],
    ["10", 10],
  ])("reads TRUST_PROXY=%j as %i trusted proxies", (value, hops) => {
    expect(read({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it.each(["TRUE", "ja", "11", "-1", "1.5", "127.0.0.1"])(
    "refuses TRUST_PROXY=%j, naming it",
    (value) => {
      expect(() => read({ TRUST_PROXY: value })).toThrow("TRUST_PROXY");
    },
  );

  it("reads the guess and vote limits and the client hash's secret", () => {
    const config = read({
      ORDER_LOOKUP_FAILURES_PER_HOUR: "5",
      REVIEW_VOTES_PER_HOUR: "7",
      REVIEW_VOTES_PER_REVIEW_PER_CLIENT: "1",
      SHOP_CLIENT_HASH_SECRET: "a-client-hash-secret-of-thirty-two-characters",
    });
    expect(config.abuseLimits).toMatchObject({
      lookupFailuresPerClient: 5,
      votesPerClient: 7,
      votesPerReviewPerClient: 1,
    });
    expect(config.clientHashSecret).toBe("a-client-hash-secret-of-thirty-two-characters");
    expect(() => read({ SHOP_CLIENT_HASH_SECRET: "short" })).toThrow("SHOP_CLIENT_HASH_SECRET");
    expect(() => read({ REVIEW_VOTES_PER_HOUR: "0" })).toThrow("REVIEW_VOTES_PER_HOUR");
  });

  it("reads the body limits in KiB, and refuses a form limit over the door's, or a door over the uploads'", () => {
    expect(
      read({ SHOP_FORM_LIMIT_KB: "16", SHOP_BODY_LIMIT_KB: "16", SHOP_UPLOAD_LIMIT_KB: "32" })
        .bodyLimits,
    ).toEqual({ form: 16_384, request: 16_384, upload: 32_768 });
    expect(() => read({ SHOP_FORM_LIMIT_KB: "2048" })).toThrow(
      /SHOP_FORM_LIMIT_KB may not be more than SHOP_BODY_LIMIT_KB/,
    );
    expect(() => read({ SHOP_BODY_LIMIT_KB: "30000" })).toThrow(
      /SHOP_BODY_LIMIT_KB may not be more than SHOP_UPLOAD_LIMIT_KB/,
    );
    expect(() => read({ SHOP_BODY_LIMIT_KB: "0" })).toThrow("SHOP_BODY_LIMIT_KB");
  });

  it("takes payments through Stripe only with both of its keys", () => {
    expect(() => read({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      read({
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
      }).payment,
    ).toEqual({ provider: "stripe", secretKey: "sk_test_1", webhookSecret: "whsec_1" });
    expect(() => read({ PAYMENT_PROVIDER: "paypal" })).toThrow(ShopConfigError);
  });

  it.each([
    // Unnamed, or named without the demo setting: play money in a real shop, refused.
    [{}, /PAYMENT_PROVIDER must be set with NODE_ENV=production/],
    [{ NODE_ENV: "production" }, /PAYMENT_PROVIDER must be set with NODE_ENV=production/],
    [{ PAYMENT_PROVIDER: "test" }, /test provider takes no real money.*SHOP_DEMO=1/],
    [
      { NODE_ENV: "production", PAYMENT_PROVIDER: "test", SHOP_DEMO: "0" },
      /test provider takes no real money.*SHOP_DEMO=1/,
    ],
    [{ SHOP_DEMO: "1" }, /PAYMENT_PROVIDER must be set with NODE_ENV=production/],
  ])("refuses the test provider in production without the demo setting: %j", (env, message) => {
    const withOrigin = { SHOP_PUBLIC_URL: SHOP_URL, ...env };
    expect(() => readShopConfig(withOrigin)).toThrow(ShopConfigError);
    expect(() => readShopConfig(withOrigin)).toThrow(message);
  });

  it("refuses a production shop that does not say who sells, naming every missing variable", () => {
    const stripe = {
      SHOP_PUBLIC_URL: SHOP_URL,
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    };
    expect(() => readShopConfig(stripe)).toThrow(
      /SHOP_COMPANY_ORG_NR, SHOP_COMPANY_VAT_NR, SHOP_COMPANY_ADDRESS, SHOP_COMPANY_PHONE, SHOP_COMPANY_EMAIL must be set in production: the seller's details every page's footer shows/,
    );
    const { SHOP_COMPANY_PHONE: _phone, ...withoutPhone } = COMPANY;
    expect(() => readShopConfig({ ...stripe, ...withoutPhone })).toThrow(
      /\n {2}SHOP_COMPANY_PHONE must be set in production/,
    );
    expect(readShopConfig({ ...stripe, ...COMPANY }).company).toEqual({
      name: "Kretsbutiken",
      orgNr: "556000-0000",
      vatNr: "SE556000000001",
      address: "Storgatan 1, 111 22 Stockholm",
      phone: "08-000 00 00",
      email: "kundservice@kretsbutiken.example",
    });
    // A demo shop starts without them (and warns); outside production nothing is asked.
    expect(missingCompanyFields(read({}).company)).toHaveLength(5);
    expect(readShopConfig({ NODE_ENV: "development" }).company.orgNr).toBeUndefined();
  });

  it("lets the command-line tools, which take no payments and write no links, read a production shop's settings", () => {
    const tool = { servesShoppers: false };
    expect(readShopConfig({}, tool).database.schema).toBe("shop");
    expect(readShopConfig({ PAYMENT_PROVIDER: "test" }, tool).demo).toBe(false);
    // The shop itself, on the same settings, is refused.
    expect(() => readShopConfig({})).toThrow(
      /PAYMENT_PROVIDER must be set.*\n.*SHOP_PUBLIC_URL is required/s,
    );
  });

  it.each([
    // The demo (npm start), Stripe in production, and anything outside production.
    [{ NODE_ENV: "production", PAYMENT_PROVIDER: "test", SHOP_DEMO: "1" }, "test", true],
    [
      {
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
        ...COMPANY,
      },
      "stripe",
      false,
    ],
    [{ NODE_ENV: "development" }, "test", false],
    [{ NODE_ENV: "test" }, "test", false],
  ])("takes %j through the %s provider (demo: %s)", (env, provider, isDemo) => {
    const config = readShopConfig({ SHOP_PUBLIC_URL: SHOP_URL, ...env });
    expect(config.payment.provider).toBe(provider);
    expect(config.demo).toBe(isDemo);
  });

  it("reads the checkout limits, the hold, TRUST_PROXY and SHOP_REUSE_PORT", () => {
    const config = read({
      ORDER_RESERVATION_MINUTES: "15",
      OPEN_ORDERS_PER_CLIENT: "2",
      OPEN_ORDERS_PER_ADDRESS: "4",
      OPEN_ORDER_UNITS_PER_PRODUCT: "7",
      CHECKOUT_SUBMISSIONS_PER_HOUR: "30",
      CHECKOUT_SUBMISSIONS_PER_ADDRESS_PER_HOUR: "12",
      TRUST_PROXY: "1",
    });
    expect(config.orders.reservationMinutes).toBe(15);
    expect(config.orders.openOrders).toEqual({ perClient: 2, perEmail: 4, unitsPerProduct: 7 });
    expect(config.abuseLimits).toMatchObject({ checkoutPerClient: 30, checkoutPerAddress: 12 });
    expect(config.trustProxy).toBe(1);
    expect(read({ SHOP_REUSE_PORT: "1" }).reusePort).toBe(true);
    for (const name of ["OPEN_ORDERS_PER_CLIENT", "OPEN_ORDER_UNITS_PER_PRODUCT"]) {
      expect(() => read({ [name]: "0" })).toThrow(name);
    }
  });

  it("calls the sign-in provider on its internal address and expects its public one as issuer", () => {
    const { auth } = read({
      AUTH_URL: "https://auth.kretsbutiken.example/",
      AUTH_INTERNAL_URL: "http://auth.internal:8000",
      AUTH_AUDIENCE: "kretsbutiken.example",
      AUTH_SESSION_CHECK_SECONDS: "0",
    });
    expect(auth).toEqual({
      publicUrl: "https://auth.kretsbutiken.example",
      internalUrl: "http://auth.internal:8000",
      issuer: "https://auth.kretsbutiken.example",
      audience: "kretsbutiken.example",
      sessionCheckSeconds: 0,
      timeoutMs: 2000,
    });
  });

  it("takes the provider's webhook secret only as whsec_ and base64, and none when empty", () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    expect(read({ AUTH_WEBHOOK_SECRET: ` ${secret} ` }).authWebhooks).toEqual({ secret });
    expect(read({ AUTH_WEBHOOK_SECRET: "" }).authWebhooks).toEqual({ secret: undefined });
    expect(() => read({ AUTH_WEBHOOK_SECRET: "hemligt" })).toThrow("AUTH_WEBHOOK_SECRET");
  });

  it("reads every variable", () => {
    const config = read({
      PORT: "3210",
      HOST: "0.0.0.0",
      NODE_ENV: "development",
      SHOP_PUBLIC_URL: "https://kretsbutiken.example/",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      SHOP_SQLITE_PATH: ":memory:",
      SHOP_DATABASE_SCHEMA: "shop_e2e",
      DATABASE_TIMEOUT_MS: "1500",
      DEBUG: "1",
      SHOP_COMPANY_NAME: "Exempel AB",
      SHOP_COMPANY_ORG_NR: "556000-0000",
      SHOP_COMPANY_VAT_NR: "SE556000000001",
      SHOP_COMPANY_ADDRESS: "Gatan 1, 123 45 Staden",
      SHOP_COMPANY_PHONE: "010-000 00 00",
      SHOP_COMPANY_EMAIL: "kundservice@example.se",
      SHOP_FAULT_INJECTION: "1",
      SHOP_DEMO_CATALOGUE: "off",
      SHOP_CATALOGUE_CHECK_MS: "0",
    });
    expect(config).toMatchObject({
      port: 3210,
      host: "0.0.0.0",
      production: false,
      publicUrl: "https://kretsbutiken.example",
      database: {
        url: "postgres://postgres@127.0.0.1:5432/test",
        sqlitePath: ":memory:",
        schema: "shop_e2e",
        timeoutMs: 1500,
      },
      logLevel: "debug",
      faultInjection: true,
      demoCatalogue: false,
      catalogueCheckMs: 0,
    });
    expect(missingCompanyFields(config.company)).toEqual([]);
  });

  it.each([
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "web" }, "PORT"],
    [{ SHOP_PUBLIC_URL: "kretsbutiken.se" }, "SHOP_PUBLIC_URL"],
    [{ SHOP_DATABASE_SCHEMA: "Shop-1" }, "SHOP_DATABASE_SCHEMA"],
    [{ SHOP_COMPANY_EMAIL: "kundservice" }, "SHOP_COMPANY_EMAIL"],
    [{ SHOP_FAULT_INJECTION: "maybe" }, "SHOP_FAULT_INJECTION"],
    [{ AUTH_URL: "auth.kretsbutiken.se" }, "AUTH_URL"],
    [{ AUTH_INTERNAL_URL: "ftp://auth.internal" }, "AUTH_INTERNAL_URL"],
    [{ AUTH_SESSION_CHECK_SECONDS: "600" }, "AUTH_SESSION_CHECK_SECONDS"],
    [{ SHOP_CATALOGUE_CHECK_MS: "-1" }, "SHOP_CATALOGUE_CHECK_MS"],
    [{ SHOP_CATALOGUE_CHECK_MS: "90000" }, "SHOP_CATALOGUE_CHECK_MS"],
    [{ DATABASE_TIMEOUT_MS: "50" }, "DATABASE_TIMEOUT_MS"],
    [{ DEBUG: "verbose" }, "DEBUG"],
  ])("refuses %j, naming %s", (env, name) => {
    expect(() => read(env)).toThrow(ShopConfigError);
    expect(() => read(env)).toThrow(name);
  });

  it.each([
    [{}, "info"],
    [{ NODE_ENV: "development" }, "info"],
    [{ NODE_ENV: "test" }, "silent"],
    [{ NODE_ENV: "test", DEBUG: "1" }, "debug"],
    [{ DEBUG: "true" }, "debug"],
  ])("logs %j at level %s", (env, level) => {
    expect(read(env).logLevel).toBe(level);
  });

  it("lists the company details a production shop still lacks", () => {
    expect(missingCompanyFields(read({ SHOP_COMPANY_EMAIL: "a@b.se" }).company)).toEqual([
      "SHOP_COMPANY_ORG_NR",
      "SHOP_COMPANY_VAT_NR",
      "SHOP_COMPANY_ADDRESS",
      "SHOP_COMPANY_PHONE",
    ]);
  });
});
