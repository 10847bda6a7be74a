// Load on the auth server: a flow start (POST /login) and a passcode step (verify_passcode),
// each beside a bare Hono JSON endpoint measured in the same run.
//
//   node bench/auth-load.ts [--seconds 5] [--connections 10] [--flows 1000]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { printResults, runLoad } from "./load.ts";
import { startServerProcess, type ServerProcess } from "./server-process.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    flows: { type: "string", default: "1000" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const flowCount = Number(values.flows);
const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-auth-"));

interface FlowStep {
  href: string;
  csrf: string;
}

async function post(
  url: string,
  step: FlowStep | undefined,
  input: object = {},
): Promise<FlowStep & { name: string; actions: Record<string, { href: string }> }> {
  const response = await fetch(url + (step?.href ?? ""), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: step ? JSON.stringify({ input_data: input, csrf_token: step.csrf }) : undefined,
  });
  const body = (await response.json()) as {
    name: string;
    csrf_token: string;
    actions: Record<string, { href: string }>;
  };
  return { name: body.name, csrf: body.csrf_token, href: "", actions: body.actions };
}

/** Walks one login flow of an unknown address to passcode_confirmation; returns its verify step. */
async function preparePasscodeStep(api: string, index: number): Promise<FlowStep> {
  let state = await post(`${api}/login`, undefined);
  const next = (action: string) => ({ href: state.actions[action]?.href ?? "", csrf: state.csrf });
  state = await post(api, next("register_client_capabilities"), { webauthn_available: false });
  state = await post(api, next("continue_with_login_identifier"), {
    email: `bench-${index}@example.com`,
  });
  if (state.actions.continue_to_passcode_confirmation) {
    state = await post(api, next("continue_to_passcode_confirmation"));
  }
  if (state.name !== "passcode_confirmation")
    throw new Error(`flow ${index} reached ${state.name}`);
  return next("verify_passcode");
}

const servers: ServerProcess[] = [];
try {
  const baseline = await startServerProcess(
    path.join(root, "bench/baseline-server.ts"),
    18100,
    {},
    "/echo",
    "POST",
  );
  servers.push(baseline);
  // The embedded default: SQLite in a temp folder, limits and locks in process.
  const auth = await startServerProcess(
    path.join(root, "apps/auth/src/main.ts"),
    18101,
    {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      // Production requires one; a fresh one per run, as a deployment would set its own.
      SECRETS_KEY: randomBytes(32).toString("base64"),
    },
    "/health/alive",
    "GET",
    ["DATABASE_URL", "REDIS_URL", "SMTP_URL"],
  );
  servers.push(auth);
  console.log(`auth server load, ${connections} connections, ${seconds} s per scenario`);
  const base = await runLoad({
    name: "baseline: bare Hono JSON",
    url: `${baseline.url}/echo`,
    connections,
    seconds,
  });
  const start = await runLoad({
    name: "POST /login (flow start)",
    url: `${auth.url}/login`,
    connections,
    seconds,
  });

  const steps: FlowStep[] = [];
  for (let i = 0; i < flowCount; i += 1) steps.push(await preparePasscodeStep(auth.url, i));
  let used = 0;
  const passcodeStart = Date.now();
  const passcode = await runLoad({
    name: `verify_passcode, wrong code (${flowCount} flows)`,
    url: auth.url,
    connections,
    amount: flowCount,
    next: () => {
      const step = steps[used++ % steps.length]!;
      return {
        path: step.href,
        body: JSON.stringify({ input_data: { code: "000000" }, csrf_token: step.csrf }),
      };
    },
  });
  console.log(
    `passcode scenario used ${Math.min(used, flowCount)} prepared flows in ${Date.now() - passcodeStart} ms`,
  );
  printResults([base, start, passcode], base);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
}
