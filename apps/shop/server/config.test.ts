import { describe, expect, it } from "vitest";
import { missingCompanyFields, readShopConfig, ShopConfigError } from "./config.ts";

describe("readShopConfig", () => {
  it("reads the opening date as an instant, and refuses one without its offset", () => {
    expect(readShopConfig({ SHOP_OPENING_AT: "2027-03-01T09:00:00+01:00" }).openingAt).toBe(
      "2027-03-01T08:00:00.000Z",
    );
    expect(readShopConfig({}).openingAt).toBeUndefined();
    expect(() => readShopConfig({ SHOP_OPENING_AT: "2027-03-01" })).toThrow(ShopConfigError);
  });

  it("runs on its embedded defaults", () => {
    expect(readShopConfig({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      production: true,
      publicUrl: undefined,
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
      catalogueCheckMs: 1000,
      auth: {
        publicUrl: "http://localhost:8000",
        internalUrl: "http://localhost:8000",
        issuer: "http://localhost:8000",
        audience: "localhost",
        sessionCheckSeconds: 5,
        timeoutMs: 2000,
      },
      freeShippingFrom: 49_900,
      orders: { reservationMinutes: 45, releaseIntervalSeconds: 60, lookupsPerMinute: 10 },
      bodyLimits: { form: 65_536, request: 1_048_576 },
      payment: { provider: "test", testSecret: undefined },
      abuseLimits: {
        contactPerClient: 10,
        contactPerAddress: 5,
        newsletterPerClient: 10,
        newsletterPerAddress: 3,
        lookupsPerClient: 10,
        lookupsPerOrder: 10,
        lookupFailuresPerClient: 20,
        votesPerClient: 30,
        votesPerReviewPerClient: 3,
      },
      trustProxy: 0,
      clientHashSecret: undefined,
      redisUrl: undefined,
      newsletter: { secret: undefined },
      mail: { smtpUrl: undefined, from: "Kretsbutiken <order@kretsbutiken.se>" },
      admin: { owners: [], secret: undefined },
    });
  });

  it("reads the admin's owners, lowercased and once each, and its form secret", () => {
    const config = readShopConfig({
      SHOP_OWNERS: " Anna@Example.se, bo@example.se,,anna@example.se ",
      SHOP_ADMIN_SECRET: "a-form-secret-of-at-least-thirty-two-characters",
    });
    expect(config.admin).toEqual({
      owners: ["anna@example.se", "bo@example.se"],
      secret: "a-form-secret-of-at-least-thirty-two-characters",
    });
  });

  it.each([
    [{ REDIS_URL: "redis://127.0.0.1:6379" }, "redis://127.0.0.1:6379"],
    [{ REDIS_URL: "rediss://cache.example.se:6380/2" }, "rediss://cache.example.se:6380/2"],
    [{ REDIS_URL: "" }, undefined],
  ])("reads REDIS_URL %j", (env, redisUrl) => {
    expect(readShopConfig(env).redisUrl).toBe(redisUrl);
  });

  it.each([
    { REDIS_URL: "http://127.0.0.1:6379" },
    { NEWSLETTER_SECRET: "too-short" },
    { CONTACT_MESSAGES_PER_HOUR: "0" },
    { NEWSLETTER_SIGNUPS_PER_ADDRESS_PER_HOUR: "many" },
    { SHOP_OWNERS: "anna@example.se, bo at example.se" },
    { SHOP_ADMIN_SECRET: "too-short" },
  ])("refuses %j, naming the variable", (env) => {
    expect(() => readShopConfig(env)).toThrow(Object.keys(env)[0]);
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
    expect(readShopConfig({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it.each(["TRUE", "ja", "11", "-1", "1.5", "127.0.0.1"])(
    "refuses TRUST_PROXY=%j, naming it",
    (value) => {
      expect(() => readShopConfig({ TRUST_PROXY: value })).toThrow("TRUST_PROXY");
    },
  );

  it("reads the guess and vote limits and the client hash's secret", () => {
    const config = readShopConfig({
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
    expect(() => readShopConfig({ SHOP_CLIENT_HASH_SECRET: "short" })).toThrow(
      "SHOP_CLIENT_HASH_SECRET",
    );
    expect(() => readShopConfig({ REVIEW_VOTES_PER_HOUR: "0" })).toThrow("REVIEW_VOTES_PER_HOUR");
  });

  it("reads the body limits in KiB, and refuses a form limit over the door's", () => {
    expect(
      readShopConfig({ SHOP_FORM_LIMIT_KB: "16", SHOP_BODY_LIMIT_KB: "16" }).bodyLimits,
    ).toEqual({
      form: 16_384,
      request: 16_384,
    });
    expect(() => readShopConfig({ SHOP_FORM_LIMIT_KB: "2048" })).toThrow(
      /SHOP_FORM_LIMIT_KB may not be more than SHOP_BODY_LIMIT_KB/,
    );
    expect(() => readShopConfig({ SHOP_BODY_LIMIT_KB: "0" })).toThrow("SHOP_BODY_LIMIT_KB");
  });

  it("takes payments through Stripe only with both of its keys", () => {
    expect(() =>
      readShopConfig({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_1" }),
    ).toThrow(/PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(
      readShopConfig({
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
      }).payment,
    ).toEqual({ provider: "stripe", secretKey: "sk_test_1", webhookSecret: "whsec_1" });
    expect(() => readShopConfig({ PAYMENT_PROVIDER: "paypal" })).toThrow(ShopConfigError);
  });

  it("calls the sign-in provider on its internal address and expects its public one as issuer", () => {
    const { auth } = readShopConfig({
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

  it("reads every variable", () => {
    const config = readShopConfig({
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
    expect(() => readShopConfig(env)).toThrow(ShopConfigError);
    expect(() => readShopConfig(env)).toThrow(name);
  });

  it.each([
    [{}, "info"],
    [{ NODE_ENV: "development" }, "info"],
    [{ NODE_ENV: "test" }, "silent"],
    [{ NODE_ENV: "test", DEBUG: "1" }, "debug"],
    [{ DEBUG: "true" }, "debug"],
  ])("logs %j at level %s", (env, level) => {
    expect(readShopConfig(env).logLevel).toBe(level);
  });

  it("lists the company details a production shop still lacks", () => {
    expect(missingCompanyFields(readShopConfig({ SHOP_COMPANY_EMAIL: "a@b.se" }).company)).toEqual([
      "SHOP_COMPANY_ORG_NR",
      "SHOP_COMPANY_VAT_NR",
      "SHOP_COMPANY_ADDRESS",
      "SHOP_COMPANY_PHONE",
    ]);
  });
});
