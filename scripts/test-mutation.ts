// `npm run test:mutation` (README "Mutation testing"): survivors tested again, Stryker
// incrementally, then every module held to 90 %. The scores are measured with PostgreSQL and
// Redis, as CI runs (.ci/run): without them the PostgreSQL-only lines and the Redis rate
// limiter would count as untested. Unset, their local addresses are used when they answer;
// when one does not, the run is skipped and says so.
import { spawnSync } from "node:child_process";
import { connect } from "node:net";

const SERVICES = [
  { variable: "DATABASE_URL", url: "postgres://postgres@127.0.0.1:5432/test", port: 5432 },
  { variable: "REDIS_URL", url: "redis://127.0.0.1:6379", port: 6379 },
];

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port, timeout: 1000 });
    const settle = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once("connect", () => settle(true));
    socket.once("timeout", () => settle(false));
    socket.once("error", () => settle(false));
  });
}

const env = { ...process.env };
const missing: string[] = [];
for (const { variable, url, port } of SERVICES) {
  if (env[variable]) continue;
  if (await answers(port)) env[variable] = url;
  else missing.push(variable);
}
if (missing.length > 0) {
  console.warn(
    `Mutation testing skipped: ${missing.join(" and ")} unset and nothing answers on the usual port.`,
  );
  process.exit(0);
}

for (const [command, ...args] of [
  ["node", "scripts/retest-survivors.ts"],
  ["stryker", "run"],
  ["node", "scripts/check-mutation-scores.ts"],
] as const) {
  const { status } = spawnSync(command, args, { stdio: "inherit", env });
  if (status !== 0) process.exit(status ?? 1);
}
