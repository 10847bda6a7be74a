// The deployable apps of the repository and how `npm start` runs each one by default.
export interface AppEntry {
  name: string;
  /** Entry file, relative to the repository root. */
  entry: string;
  /** Defaults; the caller's environment wins. */
  env: Record<string, string>;
}

export const APPS: readonly AppEntry[] = [
  { name: "shop", entry: "apps/shop/server.ts", env: { PORT: "3000", NODE_ENV: "production" } },
];
