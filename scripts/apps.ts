// The deployable apps of the repository and how `npm start` runs each one by default.
export interface AppEntry {
  name: string;
  /** Entry file, relative to the repository root. */
  entry: string;
  /** Variable that overrides this app's port under `npm start` (PORT is shared, so not used). */
  portVariable: string;
  defaultPort: number;
  /** Defaults; the caller's environment wins. */
  env: Record<string, string>;
}

export const APPS: readonly AppEntry[] = [
  {
    name: "auth",
    entry: "apps/auth/src/main.ts",
    portVariable: "AUTH_PORT",
    defaultPort: 8000,
    // Development mode: with no SMTP_URL, passcodes appear on http://localhost:8000/dev/outbox.
    env: { NODE_ENV: "development" },
  },
  {
    name: "shop",
    entry: "apps/shop/server.ts",
    portVariable: "SHOP_PORT",
    defaultPort: 3000,
    env: { NODE_ENV: "production" },
  },
];
