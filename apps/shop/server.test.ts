// The production entry refuses to start without SHOP_PUBLIC_URL, before it opens anything:
// one line naming the variable on stderr, exit code 1.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { scaled } from "../../scripts/time-scale.ts";

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), "server.ts");

/** Runs server.ts with `env` over this process's, SHOP_PUBLIC_URL only when `env` names it. */
function start(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!("SHOP_PUBLIC_URL" in env)) delete childEnv.SHOP_PUBLIC_URL;
  return spawnSync(process.execPath, [entry], {
    env: childEnv,
    encoding: "utf8",
    timeout: scaled(30_000),
  });
}

describe("server.ts in production", () => {
  it("will not start without SHOP_PUBLIC_URL, and says why", () => {
    const started = start({ NODE_ENV: "production", SHOP_SQLITE_PATH: ":memory:", PORT: "0" });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain("SHOP_PUBLIC_URL is required in production");
  });

  it("will not start with a SHOP_PUBLIC_URL that is no origin", () => {
    const started = start({
      NODE_ENV: "production",
      SHOP_PUBLIC_URL: "https://kretsbutiken.se/butik",
      SHOP_SQLITE_PATH: ":memory:",
      PORT: "0",
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain("SHOP_PUBLIC_URL: must be an origin");
  });

  it("will not start without the seller's details its footer must show, and names them", () => {
    const started = start({
      NODE_ENV: "production",
      SHOP_PUBLIC_URL: "https://kretsbutiken.se",
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      SHOP_COMPANY_ORG_NR: "556000-0000",
      SHOP_SQLITE_PATH: ":memory:",
      PORT: "0",
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(
      "SHOP_COMPANY_VAT_NR, SHOP_COMPANY_ADDRESS, SHOP_COMPANY_PHONE, SHOP_COMPANY_EMAIL must be set in production",
    );
  });
});
