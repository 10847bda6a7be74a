// Shop configuration: read once from the environment at start-up, failing fast with the
// variable's name.
export interface ShopConfig {
  port: number;
  host: string;
  production: boolean;
}

export function readShopConfig(env: NodeJS.ProcessEnv = process.env): ShopConfig {
  const port = Number(env.PORT ?? "3000");
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? "127.0.0.1",
    production: env.NODE_ENV !== "development",
  };
}
