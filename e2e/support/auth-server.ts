// Our auth server in-process for browser tests: the real app and dependencies on a temp SQLite
// file, listening on a free port, with real SMTP delivery into an in-process sink.
import { serve, type ServerType } from "@hono/node-server";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createAuthApp } from "../../apps/auth/src/app.ts";
import { readAuthConfig, type AuthEnv } from "../../apps/auth/src/config/config.ts";
import { createAuthDeps } from "../../apps/auth/src/create-deps.ts";
import { serverWithProvider } from "../../apps/auth/src/openid/openid-mount.ts";
import {
  createOpenIdProvider,
  OPENID_MOUNT_PATH,
} from "../../apps/auth/src/openid/openid-provider.ts";
import { startSmtpSink, type SmtpSink } from "../../apps/auth/test/smtp-sink.ts";

export interface RunningAuthServer {
  url: string;
  smtp: SmtpSink;
  /** The six-digit code of the next passcode mail to `to`. */
  nextPasscode(to: string): Promise<string>;
  /**
   * A user with a verified address and a session, as a sign-in would leave them (signing in
   * through a widget is tested elsewhere): the token goes into the page's `hanko` cookie.
   */
  signedInUser(address: string): Promise<{ userId: string; token: string }>;
  /** Whether `password` is the user's stored password (checked against its Argon2id hash). */
  passwordMatches(userId: string, password: string): Promise<boolean>;
  /** Another session of the user, as if signed in on another device. */
  otherSession(userId: string, userAgent: string): Promise<string>;
  close(): Promise<void>;
}

/** Variables of apps/auth/src/config/config.ts to set on top of the test defaults. */
export type AuthServerEnv = { [Name in keyof AuthEnv]?: string };

export async function startAuthServer(
  allowedOrigin: string,
  env: AuthServerEnv = {},
  { port = 0 }: { port?: number } = {},
): Promise<RunningAuthServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-auth-"));
  const smtp = await startSmtpSink();
  const config = readAuthConfig({
    NODE_ENV: "test",
    ALLOWED_ORIGINS: allowedOrigin,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    PASSWORD_MIN_LENGTH: "8",
    ...env,
  });
  const deps = await createAuthDeps(config, { redisPrefix: `e2e:${path.basename(dataDir)}:` });
  const app = createAuthApp(deps);
  const openId = config.openIdProvider.enabled ? await createOpenIdProvider(deps) : undefined;
  const createServer = serverWithProvider(openId?.provider, OPENID_MOUNT_PATH);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: "127.0.0.1", createServer }, () =>
      resolve(s),
    );
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    smtp,
    async nextPasscode(to) {
      const mail = await smtp.nextMail(to, 10_000);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no six-digit code in the mail to ${to}: ${mail.subject}`);
      return code;
    },
    async signedInUser(address) {
      const userId = crypto.randomUUID();
      const created = await deps.users.create({ id: userId, email: { address, verified: true } });
      if (!created.ok) throw new Error(`signedInUser: ${created.conflict} exists`);
      const session = await deps.sessions.issue({
        userId,
        amr: ["otp"],
        client: { ip: "127.0.0.1", userAgent: "Playwright", language: "en" },
        retention: "persistent",
      });
      return { userId, token: session.token };
    },
    async passwordMatches(userId, password) {
      return deps.passwords.verify(await deps.users.passwordHash(userId), password);
    },
    async otherSession(userId, userAgent) {
      const session = await deps.sessions.issue({
        userId,
        amr: ["pwd"],
        client: { ip: "192.0.2.44", userAgent, language: "sv" },
        retention: "persistent",
      });
      return session.token;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
