// `npm run test:mutation` (README "Mutation testing"): survivors tested again, Stryker
// incrementally, then every module held to 90 %. The scores are measured with PostgreSQL and
// Redis, as CI runs (.ci/run): without them the PostgreSQL-only lines and the Redis rate
// limiter would count as untested. Unset, their local addresses are used when they answer;
// when one does not, the run is skipped and says so.
import { spawnSync } from "node:child_process";
import { connect } from "node:net";
import { writeFileSync } from "node:fs";
import { INPUTS_FILE, keptInputsHash, mutationInputsHash } from "./mutation-inputs.ts";
import { isCi } from "./required-services.ts";
import { TIME_SCALE, scaled } from "./time-scale.ts";

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
  const why = `${missing.join(" and ")} unset and nothing answers on the usual port`;
  // Locally it may skip, saying so; in CI a skipped mutation step is a red run.
  if (isCi(process.env)) {
    console.error(`Mutation testing cannot run in CI: ${why}.`);
    process.exit(1);
  }
  console.warn(`Mutation testing skipped: ${why}.`);
  process.exit(0);
}

// Room that scales with the machine (scripts/time-scale.ts): Stryker's first run of every
// related test took about 3 minutes on two quiet cores and is allowed 15 minutes times the
// scale (30 on two cores, as stryker.config.json gives a direct `stryker run`); a mutant's run
// may take 1.5 times its tests' time plus 5 s times the scale before it counts as timed out.
const INCREMENTAL_FILE = "stryker-incremental.json";

const roomForStryker = [
  "--dryRunTimeoutMinutes",
  String(Math.ceil(15 * TIME_SCALE)),
  "--timeoutMS",
  String(scaled(5000)),
];

const run = (command: string, ...args: string[]) => {
  const { status } = spawnSync(command, args, { stdio: "inherit", env });
  if (status !== 0) process.exit(status ?? 1);
};

// The tree a complete run left its results for, again (scripts/mutation-inputs.ts): Stryker
// would test no mutant, so the recorded results are held to the same rules as a run's.
const inputs = mutationInputsHash(".");
if (inputs !== undefined && inputs === keptInputsHash(".")) {
  console.log(
    `Mutation testing: ${INCREMENTAL_FILE} holds the results of a complete run on exactly these sources, tests and dependencies (${INPUTS_FILE}: ${inputs.slice(0, 12)}…); Stryker would reuse every one and test nothing, so they are checked as they stand.`,
  );
  run("node", "scripts/check-mutation-scores.ts", INCREMENTAL_FILE);
  process.exit(0);
}

run("node", "scripts/retest-survivors.ts");
run("node", "scripts/support-invalidation.ts", "before");
run("stryker", "run", ...roomForStryker);
run("node", "scripts/check-mutation-scores.ts");
run("node", "scripts/support-invalidation.ts", "after");
if (inputs !== undefined) writeFileSync(INPUTS_FILE, `${inputs}\n`);
