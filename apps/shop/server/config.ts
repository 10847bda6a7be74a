// Shop configuration: parsed once at start-up from the environment through one schema, failing
// fast with the variable's name. What may reach the browser is picked in `publicSettings`.
import { envFlag } from "@kretsbutiken/env-config";
import { isWebhookSecret } from "@kretsbutiken/flow-protocol";
import { z } from "zod";
import { ShopError } from "../domain/shop-error.ts";
import { parseSearchUrl } from "./catalogue/search/sphinxql-query.ts";
import type { LogLevel } from "./logging/create-logger.ts";

const flag = envFlag(false);
const flagOnByDefault = envFlag(true);

/**
 * TRUST_PROXY: the auth server's flag (true/false, 1/0, yes/no, on/off; true is one proxy) or
 * how many proxies stand in front of the shop (0–10). Unset or empty: off.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "" || /^(false|no|off)$/.test(value)) return 0;
    if (/^(true|yes|on)$/.test(value)) return 1;
    if (/^\d{1,2}$/.test(value) && Number(value) <= 10) return Number(value);
    ctx.addIssue({
      code: "custom",
      message: "must be true, false or how many proxies stand in front of the shop (0–10)",
    });
    return z.NEVER;
  });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** An http(s) URL without a trailing slash. */
const baseUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ""));

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  // Several shop processes on one machine listen on the same PORT and the kernel hands each new
  // connection to one of them (SO_REUSEPORT, Linux): instances behind one address, no proxy.
  SHOP_REUSE_PORT: flag,
  // The shop's origin as shoppers reach it (https://kretsbutiken.se): every absolute URL the
  // shop writes names it (canonical, sitemap, robots.txt, mails, payment return and callback
  // addresses), never a request's Host. Required in production; in development and test
  // http://localhost:PORT.
  SHOP_PUBLIC_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .url({ protocol: /^https?$/ })
      .refine((value) => !URL.canParse(value) || isOrigin(value), {
        message: "must be an origin (scheme, host and port), without a path",
      })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  DATABASE_URL: optionalText,
  // SQLite file when DATABASE_URL is unset (":memory:" for a throwaway database).
  SHOP_SQLITE_PATH: optionalText,
  // PostgreSQL schema for the shop's tables.
  SHOP_DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a lowercase PostgreSQL identifier")
    .default("shop"),
  // PostgreSQL: how long to wait for a connection, and for a statement's answer (statement_timeout
  // on the server, a read timeout here), before a page gives up with 503. SQLite waits for
  // another process's write lock up to its busy_timeout (packages/database, 5 s).
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
  // Debug lines in the JSON log; NODE_ENV=test logs nothing unless this is set.
  DEBUG: flag,
  // The seller's legal identity for the footer (market.md "Information to show"). Never
  // invented: a shop that serves shoppers in production refuses to start without the five
  // below; a demo shop (SHOP_DEMO) starts, shows what is set and warns about the rest.
  // `npm start` sets clearly marked demo values (scripts/apps.ts).
  SHOP_COMPANY_NAME: z.string().trim().min(1).default("Kretsbutiken"),
  SHOP_COMPANY_ORG_NR: optionalText,
  SHOP_COMPANY_VAT_NR: optionalText,
  SHOP_COMPANY_ADDRESS: optionalText,
  SHOP_COMPANY_PHONE: optionalText,
  SHOP_COMPANY_EMAIL: z.email().optional(),
  // How often each instance asks the database whether stock or prices changed: what pages show
  // is at most this much behind (server/catalogue/cached-catalogue.ts); 0 asks on every read.
  SHOP_CATALOGUE_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  // Fills an empty catalogue with the demo products at start (server/catalogue/seed/).
  SHOP_DEMO_CATALOGUE: flagOnByDefault,
  // Lets /test?fail=loader throw an unhandled error, so tests can prove the error page.
  SHOP_FAULT_INJECTION: flag,
  // The sign-in provider (apps/auth or a hosted Hanko): the URL the browser's widget talks to,
  // and the one this server calls for keys, session checks and logout (default: the same).
  AUTH_URL: baseUrl.default("http://localhost:8000"),
  AUTH_INTERNAL_URL: baseUrl.optional(),
  // What a session JWT must carry: `iss` (the provider's PUBLIC_URL, by default AUTH_URL) and
  // one `aud` (the provider's relying party id, RP_ID).
  AUTH_ISSUER: baseUrl.optional(),
  AUTH_AUDIENCE: z.string().trim().min(1).default("localhost"),
  // How long a "session still live" answer is reused per token: a logout elsewhere signs the
  // shop out after at most this many seconds.
  AUTH_SESSION_CHECK_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  // How long this server waits for the provider before treating the visitor as signed out.
  AUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
  // The provider's webhook subscription secret (whsec_ and base64, Standard Webhooks): with it,
  // POST /api/auth-webhooks takes signed deliveries and erases an account deleted at the
  // provider (server/account/auth-webhooks.ts); unset, that address answers 404.
  AUTH_WEBHOOK_SECRET: z
    .string()
    .trim()
    .refine(isWebhookSecret, { message: "must be whsec_ followed by the base64 key" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // When the shop opens, for /page/comming_soon's countdown (ISO 8601 with an offset, e.g.
  // 2027-03-01T09:00:00+01:00); unset, the page has no countdown.
  SHOP_OPENING_AT: z.iso.datetime({ offset: true }).optional(),
  // Orders of at least this many kronor ship free with every delivery option.
  SHOP_FREE_SHIPPING_FROM_SEK: z.coerce.number().int().min(0).default(499),
  // How long an unpaid order holds its stock (a card or Swish payment takes a few minutes; a
  // provider that cannot end its page sooner holds as long as it must, record 0047), and how
  // often the release job looks for those past their time.
  ORDER_RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  ORDER_RELEASE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // Order lookups by number and e-mail (tracking, "Ångra köp") per client address a minute.
  ORDER_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // Abuse limits on the forms a stranger can send (README "Abuse limits"): lookups of one order
  // number from one client address a minute, and wrong number+e-mail guesses per client
  // address an hour; contact messages and newsletter sign-ups an hour, per client address and
  // per e-mail address. Past a limit the form answers 429 with Retry-After.
  ORDER_LOOKUPS_PER_ORDER_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  ORDER_LOOKUP_FAILURES_PER_HOUR: z.coerce.number().int().min(1).default(20),
  CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).default(10),
  CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  NEWSLETTER_SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  NEWSLETTER_SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  // Checkout (record 0047): orders sent an hour per client address and per buyer's e-mail; and
  // what one buyer may hold unpaid at once: open unpaid orders per client address and per
  // e-mail, and units of one product across that client's or address's open unpaid orders.
  CHECKOUT_SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  CHECKOUT_SUBMISSIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  OPEN_ORDERS_PER_CLIENT: z.coerce.number().int().min(1).default(3),
  OPEN_ORDERS_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
  OPEN_ORDER_UNITS_PER_PRODUCT: z.coerce.number().int().min(1).default(5),
  // "Helpful" votes on reviews: per client address an hour (signed in or not), and how many
  // visitors without an account one client address counts as on one review.
  REVIEW_VOTES_PER_HOUR: z.coerce.number().int().min(1).default(30),
  REVIEW_VOTES_PER_REVIEW_PER_CLIENT: z.coerce.number().int().min(1).default(3),
  // Behind a reverse proxy: read the client address from X-Forwarded-For (rate-limit/
  // client-address.ts); off, the socket's peer is the client.
  TRUST_PROXY: trustProxy,
  // Keys the hash under which client addresses are stored (review votes, HMAC-SHA-256); a
  // random one per start when unset (then a restart forgets which address voted, and the
  // server warns).
  SHOP_CLIENT_HASH_SECRET: z
    .string()
    .trim()
    .min(32)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Where the limits are counted: Redis (redis:// or rediss://), shared by every instance; unset,
  // each process counts for itself.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Where searches are answered: an external engine speaking SphinxQL (Sphinx 2.2's searchd,
  // Manticore Search), sphinxql://host:port/index (decision record 0053); unset, the shop's
  // database answers them itself (record 0050).
  SEARCH_URL: z
    .url({ protocol: /^sphinxql$/ })
    .refine((value) => !URL.canParse(value) || isSearchUrl(value), {
      message: "must name the index: sphinxql://host:port/index",
    })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Signs the newsletter's unsubscribe links (HMAC-SHA-256); a random one per start when unset
  // (then links from mails sent before a restart no longer unsubscribe, and the server warns).
  NEWSLETTER_SECRET: z
    .string()
    .trim()
    .min(32)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Request bodies (README "Request bodies"): what a form post may weigh, and what any request
  // may weigh at the door, before a route reads it; a route that needs more than a form (an
  // upload) takes its own limit, at most the door's. Kibibytes.
  SHOP_FORM_LIMIT_KB: z.coerce.number().int().min(1).max(102_400).default(64),
  SHOP_BODY_LIMIT_KB: z.coerce.number().int().min(1).max(102_400).default(1024),
  // A complaint's four photos of at most 5 MB each, and the form around them.
  SHOP_UPLOAD_LIMIT_KB: z.coerce.number().int().min(1).max(102_400).default(21_504),
  // Who takes the money: the built-in test provider (play money), or Stripe Checkout. In
  // production it must be named, and `test` needs SHOP_DEMO (record 0047).
  PAYMENT_PROVIDER: z.enum(["test", "stripe"]).optional(),
  // This shop is a demo: with NODE_ENV=production it may take play money (PAYMENT_PROVIDER=test).
  SHOP_DEMO: flag,
  // Signs the test provider's pages and callbacks; a random one per start when unset (then two
  // instances cannot share payments).
  PAYMENT_TEST_SECRET: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  // Order mail: SMTP when set (smtp:// or smtps://), otherwise a development outbox.
  SMTP_URL: optionalText,
  SHOP_MAIL_FROM: z.string().trim().min(3).default("Kretsbutiken <order@kretsbutiken.se>"),
  // The admin (README "Admin"): the owners named at start, by e-mail, comma-separated; more
  // owners and staff are added in the admin or with `npm run admin:grant`.
  SHOP_OWNERS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const emails = (value ?? "")
        .split(",")
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean);
      for (const email of emails) {
        if (!z.email().safeParse(email).success) {
          ctx.addIssue({ code: "custom", message: `"${email}" is not an e-mail address` });
        }
      }
      return [...new Set(emails)];
    }),
  // A refund above this many kronor is confirmed by the staff member with a passkey or a mailed
  // code (docs/decisions/0070); "off" confirms none.
  SHOP_REFUND_CONFIRM_OVER_SEK: z
    .literal("off")
    .or(z.coerce.number().int().min(0).max(100_000_000))
    .default(10_000),
  // Signs the admin's form tokens (CSRF, HMAC-SHA-256); a random one per start when unset
  // (then a form opened before a restart is refused once and shown again).
  SHOP_ADMIN_SECRET: z
    .string()
    .trim()
    .min(32)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type ShopEnv = z.input<typeof envSchema>;

/** A URL that is only an origin: no path (but "/"), no query, no fragment. */
function isOrigin(value: string): boolean {
  return /^[^?#]*$/.test(value) && new URL(value).pathname === "/";
}

/** A SphinxQL URL whose path names an index (sphinxql-query.ts reads it). */
function isSearchUrl(value: string): boolean {
  try {
    parseSearchUrl(value);
    return true;
  } catch {
    return false;
  }
}

export interface CompanyInfo {
  name: string;
  orgNr: string | undefined;
  vatNr: string | undefined;
  address: string | undefined;
  phone: string | undefined;
  email: string | undefined;
}

export interface ShopConfig {
  port: number;
  host: string;
  /** SHOP_REUSE_PORT: share the port with the shop's other processes on this machine. */
  reusePort: boolean;
  production: boolean;
  /** SHOP_PUBLIC_URL, the only origin the shop's absolute URLs name. */
  publicUrl: string;
  database: {
    url: string | undefined;
    sqlitePath: string | undefined;
    schema: string;
    /** DATABASE_TIMEOUT_MS: PostgreSQL's connection, statement and read timeout. */
    timeoutMs: number;
  };
  logLevel: LogLevel;
  company: CompanyInfo;
  faultInjection: boolean;
  demoCatalogue: boolean;
  /** Milliseconds between catalogue version checks (SHOP_CATALOGUE_CHECK_MS). */
  catalogueCheckMs: number;
  auth: AuthConnection;
  /** AUTH_WEBHOOK_SECRET: verifies the provider's webhooks; undefined subscribes to none. */
  authWebhooks: { secret: string | undefined };
  /** Öre incl. moms. */
  freeShippingFrom: number;
  /** When the shop opens (ISO 8601, UTC), shown by /page/comming_soon; undefined: no date. */
  openingAt: string | undefined;
  orders: {
    reservationMinutes: number;
    releaseIntervalSeconds: number;
    lookupsPerMinute: number;
    /** What one buyer may hold unpaid (server/orders/open-order-limits.ts). */
    openOrders: { perClient: number; perEmail: number; unitsPerProduct: number };
  };
  /** SHOP_DEMO: a demo shop, which may take play money in production. */
  demo: boolean;
  /** Bytes: what an action reads of a form, and what any request may send at all. */
  bodyLimits: BodyLimits;
  payment: PaymentConfig;
  abuseLimits: AbuseLimitsConfig;
  /** TRUST_PROXY: how many proxies' X-Forwarded-For entries to trust (0: none). */
  trustProxy: number;
  /** SHOP_CLIENT_HASH_SECRET: keys the stored hashes of client addresses. */
  clientHashSecret: string | undefined;
  /** REDIS_URL: the abuse limits' shared store; undefined counts in this process. */
  redisUrl: string | undefined;
  /** SEARCH_URL: the external search engine's index; undefined searches in the database. */
  searchUrl: string | undefined;
  newsletter: { secret: string | undefined };
  mail: { smtpUrl: string | undefined; from: string };
  /** SHOP_OWNERS (lowercased) and SHOP_ADMIN_SECRET. */
  admin: {
    owners: readonly string[];
    secret: string | undefined;
    /** SHOP_REFUND_CONFIRM_OVER_SEK in öre: a larger refund needs confirming; none when undefined. */
    refundConfirmOver: number | undefined;
  };
}

/** Attempts per window (README "Abuse limits"); windows are fixed in rate-limit/form-limits.ts. */
export interface AbuseLimitsConfig {
  contactPerClient: number;
  contactPerAddress: number;
  newsletterPerClient: number;
  newsletterPerAddress: number;
  lookupsPerClient: number;
  /** Lookups of one order number from one client address, a minute. */
  lookupsPerOrder: number;
  checkoutPerClient: number;
  checkoutPerAddress: number;
  /** Wrong number+e-mail guesses per client address, an hour. */
  lookupFailuresPerClient: number;
  /** "Helpful" votes per client address, an hour. */
  votesPerClient: number;
  /** Anonymous "helpful" votes one client address counts for on one review (stored). */
  votesPerReviewPerClient: number;
}

export interface BodyLimits {
  form: number;
  request: number;
  /** The door of the forms that carry files (a complaint's photos). */
  upload: number;
}

export type PaymentConfig =
  | { provider: "test"; testSecret: string | undefined }
  | { provider: "stripe"; secretKey: string; webhookSecret: string };

/** How the shop reaches the sign-in provider (README "Accounts"). */
export interface AuthConnection {
  /** For the browser: the widget's `api`. */
  publicUrl: string;
  /** For this server: JWKS, /sessions/validate, /logout. */
  internalUrl: string;
  issuer: string;
  audience: string;
  sessionCheckSeconds: number;
  timeoutMs: number;
}

export class ShopConfigError extends ShopError<"SHOP_CONFIG_INVALID"> {
  constructor(message: string) {
    super("SHOP_CONFIG_INVALID", message);
  }
}

/** What the parsed settings get wrong together: every one, so a deployment fixes them at once. */
function settingProblems(e: z.infer<typeof envSchema>, servesShoppers: boolean): string[] {
  const production = servesShoppers && e.NODE_ENV === "production";
  const problems: string[] = [];
  if (production && e.PAYMENT_PROVIDER === undefined) {
    problems.push(
      "PAYMENT_PROVIDER must be set with NODE_ENV=production (stripe; or test with SHOP_DEMO=1 for a demo shop)",
    );
  }
  if (production && e.PAYMENT_PROVIDER === "test" && !e.SHOP_DEMO) {
    // Play money in a real shop: orders that look paid and were never paid.
    problems.push(
      "PAYMENT_PROVIDER: the built-in test provider takes no real money and is refused with NODE_ENV=production; set PAYMENT_PROVIDER=stripe, or PAYMENT_PROVIDER=test with SHOP_DEMO=1 for a demo shop",
    );
  }
  if (e.PAYMENT_PROVIDER === "stripe" && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    problems.push("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  }
  if (production && e.SHOP_PUBLIC_URL === undefined) {
    problems.push(
      "SHOP_PUBLIC_URL is required in production: the shop's public origin (e.g. https://kretsbutiken.se), which every link in its pages and mails names; a request's Host is never trusted",
    );
  }
  const noCompany = COMPANY_VARIABLES.filter((name) => e[name] === undefined);
  if (production && !e.SHOP_DEMO && noCompany.length > 0) {
    problems.push(
      `${noCompany.join(", ")} must be set in production: the seller's details every page's footer shows (market.md "Information to show")`,
    );
  }
  if (e.SHOP_FORM_LIMIT_KB > e.SHOP_BODY_LIMIT_KB) {
    problems.push("SHOP_FORM_LIMIT_KB may not be more than SHOP_BODY_LIMIT_KB");
  }
  if (e.SHOP_BODY_LIMIT_KB > e.SHOP_UPLOAD_LIMIT_KB) {
    problems.push("SHOP_BODY_LIMIT_KB may not be more than SHOP_UPLOAD_LIMIT_KB");
  }
  return problems;
}

export interface ReadShopConfigOptions {
  /**
   * False for the command-line tools (admin:grant, order-status, reviews), which only open the
   * shop's database: they take no payments and write no links, so they run against a
   * production shop's database whatever its payment provider and public origin.
   */
  servesShoppers?: boolean;
}

/** Parses the environment, or throws a ShopConfigError naming every bad variable. */
export function readShopConfig(
  env: Record<string, string | undefined> = process.env,
  { servesShoppers = true }: ReadShopConfigOptions = {},
): ShopConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ShopConfigError(`Invalid shop configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const problems = settingProblems(e, servesShoppers);
  if (problems.length > 0) {
    throw new ShopConfigError(
      `Invalid shop configuration:\n${problems.map((line) => `  ${line}`).join("\n")}`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    reusePort: e.SHOP_REUSE_PORT,
    production: e.NODE_ENV !== "development",
    publicUrl: e.SHOP_PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    database: {
      url: e.DATABASE_URL,
      sqlitePath: e.SHOP_SQLITE_PATH,
      schema: e.SHOP_DATABASE_SCHEMA,
      timeoutMs: e.DATABASE_TIMEOUT_MS,
    },
    logLevel: e.DEBUG ? "debug" : e.NODE_ENV === "test" ? "silent" : "info",
    company: {
      name: e.SHOP_COMPANY_NAME,
      orgNr: e.SHOP_COMPANY_ORG_NR,
      vatNr: e.SHOP_COMPANY_VAT_NR,
      address: e.SHOP_COMPANY_ADDRESS,
      phone: e.SHOP_COMPANY_PHONE,
      email: e.SHOP_COMPANY_EMAIL,
    },
    faultInjection: e.SHOP_FAULT_INJECTION,
    demoCatalogue: e.SHOP_DEMO_CATALOGUE,
    catalogueCheckMs: e.SHOP_CATALOGUE_CHECK_MS,
    auth: {
      publicUrl: e.AUTH_URL,
      internalUrl: e.AUTH_INTERNAL_URL ?? e.AUTH_URL,
      issuer: e.AUTH_ISSUER ?? e.AUTH_URL,
      audience: e.AUTH_AUDIENCE,
      sessionCheckSeconds: e.AUTH_SESSION_CHECK_SECONDS,
      timeoutMs: e.AUTH_TIMEOUT_MS,
    },
    authWebhooks: { secret: e.AUTH_WEBHOOK_SECRET },
    freeShippingFrom: e.SHOP_FREE_SHIPPING_FROM_SEK * 100,
    openingAt: e.SHOP_OPENING_AT && new Date(e.SHOP_OPENING_AT).toISOString(),
    orders: {
      reservationMinutes: e.ORDER_RESERVATION_MINUTES,
      releaseIntervalSeconds: e.ORDER_RELEASE_INTERVAL_SECONDS,
      lookupsPerMinute: e.ORDER_LOOKUPS_PER_MINUTE,
      openOrders: {
        perClient: e.OPEN_ORDERS_PER_CLIENT,
        perEmail: e.OPEN_ORDERS_PER_ADDRESS,
        unitsPerProduct: e.OPEN_ORDER_UNITS_PER_PRODUCT,
      },
    },
    demo: e.SHOP_DEMO,
    bodyLimits: {
      form: e.SHOP_FORM_LIMIT_KB * 1024,
      request: e.SHOP_BODY_LIMIT_KB * 1024,
      upload: e.SHOP_UPLOAD_LIMIT_KB * 1024,
    },
    payment:
      e.PAYMENT_PROVIDER === "stripe"
        ? {
            provider: "stripe",
            secretKey: e.STRIPE_SECRET_KEY ?? "",
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? "",
          }
        : { provider: "test", testSecret: e.PAYMENT_TEST_SECRET },
    abuseLimits: {
      contactPerClient: e.CONTACT_MESSAGES_PER_HOUR,
      contactPerAddress: e.CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR,
      newsletterPerClient: e.NEWSLETTER_SIGNUPS_PER_HOUR,
      newsletterPerAddress: e.NEWSLETTER_SIGNUPS_PER_ADDRESS_PER_HOUR,
      lookupsPerClient: e.ORDER_LOOKUPS_PER_MINUTE,
      lookupsPerOrder: e.ORDER_LOOKUPS_PER_ORDER_PER_MINUTE,
      checkoutPerClient: e.CHECKOUT_SUBMISSIONS_PER_HOUR,
      checkoutPerAddress: e.CHECKOUT_SUBMISSIONS_PER_ADDRESS_PER_HOUR,
      lookupFailuresPerClient: e.ORDER_LOOKUP_FAILURES_PER_HOUR,
      votesPerClient: e.REVIEW_VOTES_PER_HOUR,
      votesPerReviewPerClient: e.REVIEW_VOTES_PER_REVIEW_PER_CLIENT,
    },
    trustProxy: e.TRUST_PROXY,
    clientHashSecret: e.SHOP_CLIENT_HASH_SECRET,
    redisUrl: e.REDIS_URL,
    searchUrl: e.SEARCH_URL,
    newsletter: { secret: e.NEWSLETTER_SECRET },
    mail: { smtpUrl: e.SMTP_URL, from: e.SHOP_MAIL_FROM },
    admin: {
      owners: e.SHOP_OWNERS,
      secret: e.SHOP_ADMIN_SECRET,
      refundConfirmOver:
        e.SHOP_REFUND_CONFIRM_OVER_SEK === "off" ? undefined : e.SHOP_REFUND_CONFIRM_OVER_SEK * 100,
    },
  };
}

/** Each company field a shop must show (market.md), with the variable that sets it. */
const COMPANY_FIELDS = [
  ["orgNr", "SHOP_COMPANY_ORG_NR"],
  ["vatNr", "SHOP_COMPANY_VAT_NR"],
  ["address", "SHOP_COMPANY_ADDRESS"],
  ["phone", "SHOP_COMPANY_PHONE"],
  ["email", "SHOP_COMPANY_EMAIL"],
] as const satisfies readonly (readonly [keyof CompanyInfo, keyof z.infer<typeof envSchema>])[];

const COMPANY_VARIABLES = COMPANY_FIELDS.map(([, name]) => name);

/** The company fields a shop must show but has not been given (market.md). */
export function missingCompanyFields(company: CompanyInfo): string[] {
  return COMPANY_FIELDS.filter(([key]) => company[key] === undefined).map(([, name]) => name);
}
